import EndpointLocking
import EndpointSpec
import EndpointStubServer
import EndpointTestSupport
import Foundation
import Testing

@Suite("StubServer serving catalog examples over loopback", .ownExecutor)
struct StubServerTests {
    private func url(_ stub: StubServer, _ pathAndQuery: String) throws -> URL {
        try #require(URL(string: stub.baseURL.absoluteString + pathAndQuery))
    }

    @Test(arguments: [
        ("/products/p-1", 200, #"{"id":"p-1","name":"Swift Book","price_cents":2990}"#),
        ("/products/p-2", 200, #"{"id":"p-2","name":"Swift Mug","price_cents":1250}"#),
        ("/products/p-bad", 200, #"{"id":"p-bad","name":"Broken Price","price_cents":-100}"#),
        ("/products/p-404", 404, #"{"message":"No such product."}"#),
        ("/products/p%201%2F%CE%B1", 200, #"{"id":"p 1/α","name":"Odd \"Id\"","price_cents":1}"#),
        (
            "/products/search?q=swift&limit=1", 200,
            #"{"products":[{"id":"p-1","name":"Swift Book","price_cents":2990}],"total":3}"#
        ),
        ("/products/search?q=nothing", 200, #"{"products":[],"total":0}"#),
        ("/orders", 404, #"{"message":"No endpoint matches GET /orders."}"#),
    ])
    func answersEachRouteFromItsExamples(pathAndQuery: String, status: Int, body: String) async throws {
        let stub = try StubServer.start(spec: CatalogSpecFixture.spec)
        defer { stub.stop() }
        let response = try await fetch(try url(stub, pathAndQuery))
        #expect(response.status == status)
        #expect(response.header("Content-Type") == "application/json")
        #expect(response.text == body)
    }

    @Test func answersTheSearchExampleForAURLSessionBuiltQuery() async throws {
        let stub = try StubServer.start(spec: CatalogSpecFixture.spec)
        defer { stub.stop() }
        var components = try #require(URLComponents(url: stub.baseURL, resolvingAgainstBaseURL: false))
        components.path = "/products/search"
        components.queryItems = [URLQueryItem(name: "q", value: "swift")]
        let response = try await fetch(try #require(components.url))
        #expect(response.text.contains(#""name":"Swift Mug""#))
    }

    @Test func answers405WithAllowForAKnownPathAndAnotherMethod() async throws {
        let stub = try StubServer.start(spec: CatalogSpecFixture.spec)
        defer { stub.stop() }
        let response = try await fetch(try url(stub, "/products/p-1"), method: "POST", body: Data("{}".utf8))
        #expect(response.status == 405)
        #expect(response.header("Allow") == "DELETE, GET, HEAD")
        #expect(response.text == #"{"message":"POST is not allowed for /products/p-1; use DELETE, GET, HEAD."}"#)
    }

    @Test func answers204WithoutABody() async throws {
        let stub = try StubServer.start(spec: CatalogSpecFixture.spec)
        defer { stub.stop() }
        let response = try await fetch(try url(stub, "/products/p-1"), method: "DELETE")
        #expect(response.status == 204)
        #expect(response.data.isEmpty)
    }

    @Test func servesTheSpecOnTheRequestedLocalhostAddress() async throws {
        let stub = try StubServer.start(spec: CatalogSpecFixture.spec, host: "localhost")
        defer { stub.stop() }
        #expect(stub.baseURL.absoluteString == "http://localhost:\(stub.port)")
        #expect(try await fetch(try url(stub, "/products/p-1")).status == 200)
    }

    @Test func reportsEachExchangeToTheObserver() async throws {
        let exchanges = Locked<[String]>([])
        let stub = try StubServer.start(spec: CatalogSpecFixture.spec) { request, response in
            exchanges.withLock { $0.append("\(request.method) \(request.target) \(response.status)") }
        }
        defer { stub.stop() }
        _ = try await fetch(try url(stub, "/products/p-1"))
        _ = try await fetch(try url(stub, "/products/search?q=x"))
        #expect(exchanges.withLock { $0 } == ["GET /products/p-1 200", "GET /products/search?q=x 200"])
    }

    @Test func refusesConnectionsOnceStopped() async throws {
        // On a port the test holds throughout (see HTTPServerTests.refusesConnectionsOnceStopped).
        let reserved = try RefusingPort()
        let stub = try StubServer.start(spec: CatalogSpecFixture.spec, port: reserved.port)
        stub.stop()
        await #expect(throws: RawSocketError.connectFailed(errno: ECONNREFUSED)) {
            try await RawSocketConnection.connect(port: stub.port)
        }
        withExtendedLifetime(reserved) {}
    }
}
