import EndpointLocking
@_spi(Generated) import EndpointRuntime

/// Keeps every entry it is given, in order.
public final class SpyHTTPLogger: HTTPLogger {
    private let recorded = Locked<[HTTPLogEntry]>([])

    /// Creates a logger that has logged nothing yet.
    public init() {}

    /// The entries logged so far, in order.
    public var entries: [HTTPLogEntry] { recorded.current }

    public func log(_ entry: HTTPLogEntry) {
        recorded.withLock { $0.append(entry) }
    }
}
