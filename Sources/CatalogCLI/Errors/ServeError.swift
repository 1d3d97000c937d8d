import CatalogPresentation

/// Why `catalog serve` could not start, in terms the user can act on.
enum ServeError: Error, Equatable, DescribedFailure {
    /// Another process listens on the port.
    case portInUse(UInt16)

    var userMessage: String {
        switch self {
        case .portInUse(let port): "Port \(port) is already in use; choose another with '--port'."
        }
    }
}
