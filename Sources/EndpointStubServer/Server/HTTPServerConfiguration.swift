/// Tunables of an ``HTTPServer``.
public struct HTTPServerConfiguration: Sendable, Hashable {
    /// How long a client has to complete a request once its first byte arrived; then it gets
    /// `408 Request Timeout` and the connection closes.
    public var readTimeout: Duration
    /// How long a connection may wait for the first byte of a request (a silent new client, or an idle keep-alive
    /// connection) before the server closes it.
    public var idleTimeout: Duration
    /// Size limits for request heads and bodies.
    public var requestLimits: HTTPRequestParser.Limits
    /// How many requests one connection may carry before the server closes it.
    public var maximumRequestsPerConnection: Int
    /// The length of the queue of connections waiting to be accepted.
    public var backlog: Int32
    /// How many connections may be open at once (each has its own thread); further clients get
    /// `503 Service Unavailable` and are disconnected.
    public var maximumConnections: Int

    /// Creates a configuration; the defaults suit tests and local demos.
    public init(
        readTimeout: Duration = .seconds(10),
        idleTimeout: Duration = .seconds(10),
        requestLimits: HTTPRequestParser.Limits = HTTPRequestParser.Limits(),
        maximumRequestsPerConnection: Int = 1000,
        backlog: Int32 = 128,
        maximumConnections: Int = 256
    ) {
        self.readTimeout = readTimeout
        self.idleTimeout = idleTimeout
        self.requestLimits = requestLimits
        self.maximumRequestsPerConnection = maximumRequestsPerConnection
        self.backlog = backlog
        self.maximumConnections = maximumConnections
    }
}
