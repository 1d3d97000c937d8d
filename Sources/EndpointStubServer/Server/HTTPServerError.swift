#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why ``HTTPServer/start(host:port:)`` failed.
public enum HTTPServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The host is not an IPv4 address literal or `localhost`.
    case invalidHost(String)
    /// `start` was called on a server that is already running.
    case alreadyRunning
    /// `start` was called after `stop`; a stopped server cannot be restarted.
    case stopped
    /// A socket call failed; holds the call's name and `errno`.
    case socketFailure(operation: String, errno: Int32)

    /// A one-sentence explanation.
    public var description: String {
        switch self {
        case .invalidHost(let host): "'\(host)' is not an IPv4 address such as 127.0.0.1."
        case .alreadyRunning: "The server is already running."
        case .stopped: "The server was stopped and cannot be started again."
        case .socketFailure(let operation, let code):
            "\(operation) failed: \(String(cString: strerror(code))) (errno \(code))."
        }
    }
}
