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

    /// A free-form object (a map) in the query, `form` and exploded as OpenAPI's default: one `key=value` item per
    /// entry, keys sorted so the URL is the same every time, each key and value percent-encoded.
    @Test func aMapQueryParameterArrivesAsOneItemPerEntryInKeyOrder() async throws {
        let targets = Targets()
        let server = HTTPServer { request in
            await targets.add(request.target)
            return HTTPServerResponse(status: 200, headers: ["Content-Type": "text/plain"], body: Array("ok".utf8))
        }
        let port = try server.start()
        defer { server.stop() }
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
        let client = EdgeCasesClient(baseURL: baseURL, httpClient: URLSessionHTTPClient(timeout: .seconds(30)))

        _ = try await client.streamMedia(
            id: "m1",
            limits: ["max": 3, "min": -1],
            streamOptions: ["quality": "high", "audio codec": "a&b=c", "Bitrate": "8"]
        )
        _ = try await client.streamMedia(id: "m2", limits: [:])

        #expect(
            await targets.all == [
                "/media/m1/stream?Bitrate=8&audio%20codec=a%26b%3Dc&quality=high&max=3&min=-1",
                "/media/m2/stream",
            ]
        )
    }

    /// The stub server takes a map's entries as the query items they are (it cannot tell them from other items, so
    /// it checks none of them), even for a required map.
    @Test func theStubServerAnswersACallWithAMapQueryParameter() async throws {
        let (stub, client) = try EdgeCasesStub.start()
        defer { stub.stop() }
        #expect(try await client.streamMedia(id: "m1", limits: ["max": 3], streamOptions: ["a": "b"]) == "streamed")
        #expect(try await client.streamMedia(id: "m1", limits: [:]) == "streamed")
    }
}

/// The request targets a loopback server received, in order (shared by the loopback tests of this target).
actor Targets {
    private(set) var all: [String] = []

    func add(_ target: String) { all.append(target) }
}
