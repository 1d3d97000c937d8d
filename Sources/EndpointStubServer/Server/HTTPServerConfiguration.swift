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

    /// The configuration of a mock server people upload files to (`endpoint-gen serve`, the catalog's built-in
    /// server): the defaults, but request bodies up to 64 MiB (a larger one is answered `413 Content Too Large`).
    public static let mockServer = HTTPServerConfiguration(
        requestLimits: HTTPRequestParser.Limits(maximumBodySize: 64 * 1024 * 1024)
    )

    /// Creates a configuration; the defaults suit tests and local demos. The timeouts are generous because test
    /// clients run on a shared, often busy, concurrency pool and may take seconds to send their next bytes.
    public init(
        readTimeout: Duration = .seconds(30),
        idleTimeout: Duration = .seconds(60),
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
