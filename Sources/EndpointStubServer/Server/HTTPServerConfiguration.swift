/// Tunables of an ``HTTPServer``.
public struct HTTPServerConfiguration: Sendable, Hashable {
    /// How long a client has to send a complete request (and how long an idle keep-alive connection stays open).
    /// A client that sends nothing is disconnected after this; one that sent part of a request gets
    /// `408 Request Timeout`.
    public var readTimeout: Duration
    /// Size limits for request heads and bodies.
    public var requestLimits: HTTPRequestParser.Limits
    /// How many requests one connection may carry before the server closes it.
    public var maximumRequestsPerConnection: Int
    /// The length of the queue of connections waiting to be accepted.
    public var backlog: Int32

    /// Creates a configuration; the defaults suit tests and local demos.
    public init(
        readTimeout: Duration = .seconds(10),
        requestLimits: HTTPRequestParser.Limits = HTTPRequestParser.Limits(),
        maximumRequestsPerConnection: Int = 1000,
        backlog: Int32 = 128
    ) {
        self.readTimeout = readTimeout
        self.requestLimits = requestLimits
        self.maximumRequestsPerConnection = maximumRequestsPerConnection
        self.backlog = backlog
    }
}
