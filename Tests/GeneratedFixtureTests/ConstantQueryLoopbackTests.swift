import EdgeCasesAPI
@_spi(Generated) import EndpointRuntime
import EndpointStubServer
import Foundation
import Testing

import struct EndpointTestSupport.OwnExecutorTrait

/// Endpoints that share one method and path and differ by their `constantQuery`, generated through the plugin and
/// sent over loopback with the real `URLSessionHTTPClient`: each request carries its endpoint's constant items
/// first, and the stub server routes each to its own endpoint by them.
@Suite(.ownExecutor) struct ConstantQueryLoopbackTests {
    @Test func constantQueryItemsAreSentFirstAndRouteToTheirEndpoint() async throws {
        let (stub, client) = try EdgeCasesStub.start()
        defer { stub.stop() }
        #expect(try await client.requestStatus(id: "r 1", limit: 2) == "status of the request")
        #expect(try await client.requestDiff(id: "r 1") == "changes of the request")
        #expect(
            EdgeCasesEndpoints.requestStatus(id: "r 1", limit: 2).queryItems == [
                URLQueryItem(name: "view", value: "status"), URLQueryItem(name: "with history", value: nil),
                URLQueryItem(name: "limit", value: "2"),
            ]
        )
    }

    @Test func theTargetIsTheConstantItemsThenTheParameters() async throws {
        let targets = Targets()
        let server = HTTPServer { request in
            await targets.add(request.target)
            return HTTPServerResponse(status: 200, headers: ["Content-Type": "text/plain"], body: Array("ok".utf8))
        }
        let port = try server.start()
        defer { server.stop() }
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
        let client = EdgeCasesClient(baseURL: baseURL, httpClient: URLSessionHTTPClient(timeout: .seconds(30)))
        _ = try await client.requestStatus(id: "r-1")
        _ = try await client.requestStatus(id: "r-1", limit: 5)
        #expect(
            await targets.all == [
                "/requests/r-1?view=status&with%20history", "/requests/r-1?view=status&with%20history&limit=5",
            ]
        )
    }
}
