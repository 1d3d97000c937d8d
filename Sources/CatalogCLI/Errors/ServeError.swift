import CatalogPresentation
import EndpointStubServer

/// Why the built-in stub server could not start, in terms the user can act on.
enum ServeError: Error, Equatable, DescribedFailure {
    /// Another process listens on the port.
    case portInUse(UInt16)
    /// Any other failure of the server; holds the server's explanation.
    case cannotStart(HTTPServerError)

    var userMessage: String {
        switch self {
        case .portInUse(let port): "Port \(port) is already in use; choose another with '--port'."
        case .cannotStart(let error): "The stub server could not start: \(error.description)"
        }
    }
}
