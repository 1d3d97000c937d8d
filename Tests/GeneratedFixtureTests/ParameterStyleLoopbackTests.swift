import EdgeCasesAPI
@_spi(Generated) import EndpointRuntime
import EndpointStubServer
import Foundation
import Testing

import struct EndpointTestSupport.OwnExecutorTrait

/// The edge-case spec's styled parameters, generated through the plugin and sent over loopback with the real
/// `URLSessionHTTPClient`: the request target a loopback server receives is exactly OpenAPI's bytes.
@Suite(.ownExecutor) struct ParameterStyleLoopbackTests {
    @Test func styledPathAndQueryParametersArriveAsOpenAPIWritesThem() async throws {
        let targets = Targets()
        let server = HTTPServer { request in
            await targets.add(request.target)
            return HTTPServerResponse(
                status: 200,
                headers: ["Content-Type": "text/plain; charset=utf-8"],
                body: Array("ok".utf8)
            )
        }
        let port = try server.start()
        defer { server.stop() }
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
        let client = EdgeCasesClient(baseURL: baseURL, httpClient: URLSessionHTTPClient(timeout: .seconds(30)))

        let answer = try await client.styledParameters(
            labels: ["a", "b/c"],
            point: OrderDTO(id: "o 1", totalCents: 5),
            matrix: [1, 2],
            filter: OrderDTO(id: "f,1", totalCents: 7),
            q: "x y",
            tags: ["t1", "t,2"],
            words: ["w1", "w2"],
            ids: [3, 4],
            range: OrderDTO(id: "r", totalCents: 9)
        )
        #expect(answer == "ok")
        #expect(
            await targets.all == [
                "/styled/.a.b%2Fc/id=o%201,total_cents=5/;matrix=1,2"
                    + "?q=x%20y&tags=t1,t%2C2&words=w1%20w2&ids=3%7C4"
                    + "&filter%5Bid%5D=f%2C1&filter%5Btotal_cents%5D=7&id=r&total_cents=9"
            ]
        )
    }

    @Test func deepObjectArraysAndUnionsArriveAsServersThatDeclareThemRead() async throws {
        let targets = Targets()
        let server = HTTPServer { request in
            await targets.add(request.target)
            return HTTPServerResponse(status: 200, headers: ["Content-Type": "text/plain"], body: Array("ok".utf8))
        }
        let port = try server.start()
        defer { server.stop() }
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
        let client = EdgeCasesClient(baseURL: baseURL, httpClient: URLSessionHTTPClient(timeout: .seconds(30)))

        _ = try await client.listCharges(expand: ["customer", "invoice"], created: .integer(1), key: .string("k"))
        _ = try await client.listCharges(created: .range(CreatedRangeDTO(gte: 1, lt: 5)), key: .integer(7))

        #expect(
            await targets.all == [
                "/charges?expand%5B%5D=customer&expand%5B%5D=invoice&created=1&key=k",
                "/charges?created%5Bgte%5D=1&created%5Blt%5D=5&key=7",
            ]
        )
    }
}

/// The request targets a loopback server received, in order (shared by the loopback tests of this target).
actor Targets {
    private(set) var all: [String] = []

    func add(_ target: String) { all.append(target) }
}
