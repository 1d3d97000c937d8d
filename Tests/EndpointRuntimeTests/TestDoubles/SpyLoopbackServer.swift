import EndpointLocking
import EndpointStubServer
import EndpointTestSupport
import Foundation

/// A real HTTP/1.1 server on 127.0.0.1 (from `EndpointStubServer`) that records every request it receives
/// and answers with `respond`.
final class SpyLoopbackServer: Sendable {
    private let server: HTTPServer
    private let recorded: Locked<[HTTPServerRequest]>
    let baseURL: URL

    /// Starts a server on an ephemeral port.
    init(respond: @escaping @Sendable (HTTPServerRequest) async -> HTTPServerResponse) throws {
        let recorded = Locked<[HTTPServerRequest]>([])
        let server = HTTPServer { request in
            recorded.withLock { $0.append(request) }
            return await respond(request)
        }
        let port = try server.start()
        self.server = server
        self.recorded = recorded
        guard let baseURL = URL(string: "http://127.0.0.1:\(port)") else { throw URLError(.badURL) }
        self.baseURL = baseURL
    }

    /// The requests received so far, in order.
    var requests: [HTTPServerRequest] { recorded.current }

    /// Stops accepting connections.
    func stop() { server.stop() }

    deinit { server.stop() }
}
