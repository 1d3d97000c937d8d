import EndpointSpec
import Foundation

/// An ``HTTPServer`` answering from a spec's examples, started on loopback.
///
/// ```swift
/// let stub = try StubServer.start(spec: spec)   // http://127.0.0.1:<ephemeral port>
/// defer { stub.stop() }
/// let client = APIClient(baseURL: stub.baseURL, httpClient: URLSessionHTTPClient())
/// ```
public final class StubServer: Sendable {
    /// The request handler serving the spec's examples.
    public let api: StubAPI
    /// The port the server is bound to.
    public let port: UInt16
    /// `http://HOST:PORT`, the base URL to send requests to.
    public let baseURL: URL
    private let server: HTTPServer

    private init(api: StubAPI, server: HTTPServer, port: UInt16, baseURL: URL) {
        self.api = api
        self.server = server
        self.port = port
        self.baseURL = baseURL
    }

    /// Starts serving `spec`'s examples on `host:port` (port 0 picks a free ephemeral port).
    ///
    /// `credentials` says whether requests must carry the credentials their endpoints require (see ``StubAPI``),
    /// `validatesRequests` whether a request that does not fit its operation gets `422`.
    /// `onExchange`, when given, is called with every request and the response about to be sent, for example to
    /// log traffic.
    ///
    /// - Throws: ``HTTPServerError`` when the host is invalid or the port cannot be bound.
    public static func start(
        spec: Spec,
        host: String = "127.0.0.1",
        port: UInt16 = 0,
        configuration: HTTPServerConfiguration = HTTPServerConfiguration(),
        credentials: StubCredentials = .ignored,
        validatesRequests: Bool = true,
        onExchange: (@Sendable (HTTPServerRequest, HTTPServerResponse) -> Void)? = nil
    ) throws(HTTPServerError) -> StubServer {
        let api = StubAPI(spec: spec, credentials: credentials, validatesRequests: validatesRequests)
        let server = HTTPServer(configuration: configuration) { request in
            let response = api.respond(to: request)
            onExchange?(request, response)
            return response
        }
        let boundPort = try server.start(host: host, port: port)
        guard let baseURL = server.baseURL else {
            server.stop()
            throw .invalidHost(host)
        }
        return StubServer(api: api, server: server, port: boundPort, baseURL: baseURL)
    }

    /// Stops the server; connecting fails once this returns. Also done when the stub is released.
    public func stop() {
        server.stop()
    }
}
