/// A complete HTTP/1.x request as the server received it.
public struct HTTPServerRequest: Sendable, Hashable {
    /// The method token exactly as sent, for example `GET` (methods are case-sensitive).
    public var method: String
    /// The request target exactly as sent, for example `/products/p%201?limit=2`.
    public var target: String
    /// The path, still percent-encoded, for example `/products/p%201`.
    public var path: String
    /// The path split at `/` and percent-decoded segment by segment, so an encoded `%2F` stays inside its segment.
    /// `/products/p%2F1` gives `["products", "p/1"]`; `/` gives `[""]`.
    public var pathSegments: [String]
    /// The decoded query items in order; `+` is kept as a literal plus sign.
    public var queryItems: [HTTPQueryItem]
    /// The protocol version of the request line.
    public var version: HTTPVersion
    /// The header fields; lookups ignore case.
    public var headers: HTTPHeaders
    /// The body, exactly `Content-Length` bytes (empty without one).
    public var body: [UInt8]

    /// Creates a request; ``pathSegments`` and ``queryItems`` are taken as given.
    public init(
        method: String,
        target: String,
        path: String,
        pathSegments: [String],
        queryItems: [HTTPQueryItem] = [],
        version: HTTPVersion = .http11,
        headers: HTTPHeaders = [:],
        body: [UInt8] = []
    ) {
        self.method = method
        self.target = target
        self.path = path
        self.pathSegments = pathSegments
        self.queryItems = queryItems
        self.version = version
        self.headers = headers
        self.body = body
    }

    /// Every decoded value of the query parameter `name`, in order.
    public func queryValues(for name: String) -> [String] {
        queryItems.filter { $0.name == name }.map(\.value)
    }

    /// The first decoded value of the query parameter `name`.
    public func queryValue(for name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// Whether the client allows the connection to stay open after the response:
    /// HTTP/1.1 unless it sent `Connection: close`; HTTP/1.0 only with `Connection: keep-alive`.
    public var allowsKeepAlive: Bool {
        if headers.containsToken("close", inField: "Connection") { return false }
        if version.minor >= 1 { return true }
        return headers.containsToken("keep-alive", inField: "Connection")
    }
}
