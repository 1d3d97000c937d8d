import EndpointLocking
import EndpointRuntime
import EndpointTestSupport

/// Keeps every entry it is given.
final class SpyHTTPLogger: HTTPLogger {
    private let recorded = Locked<[HTTPLogEntry]>([])

    /// The entries logged so far, in order.
    var entries: [HTTPLogEntry] { recorded.current }

    func log(_ entry: HTTPLogEntry) {
        recorded.withLock { $0.append(entry) }
    }
}
