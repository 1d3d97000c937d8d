import EndpointSpec
import Testing

@testable import EndpointStubServer

@Suite("StubAPI example selection")
struct StubAPITests {
    private let api = StubAPI(spec: CatalogSpecFixture.spec)

    private func get(_ target: String) throws -> HTTPServerResponse {
        try send("GET \(target)")
    }

    private func send(_ requestLine: String) throws -> HTTPServerResponse {
        api.respond(to: try request(requestLine))
    }

    private func request(_ requestLine: String) throws -> HTTPServerRequest {
        var parser = HTTPRequestParser()
        parser.append(Array("\(requestLine) HTTP/1.1\r\n\r\n".utf8))
        return try #require(try parser.nextRequest())
    }

    private func bodyText(_ response: HTTPServerResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    @Test func answersWithTheExampleWhosePathParameterMatches() throws {
        let response = try get("/products/p-2")
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "application/json")
        #expect(bodyText(response) == #"{"id":"p-2","name":"Swift Mug","price_cents":1250}"#)
        #expect(bodyText(try get("/products/p-bad")) == #"{"id":"p-bad","name":"Broken Price","price_cents":-100}"#)
    }

    @Test func matchesPercentEncodedIdentifiersAfterDecoding() throws {
        let response = try get("/products/p%201%2F%CE%B1")
        #expect(response.status == 200)
        #expect(bodyText(response) == #"{"id":"p 1/α","name":"Odd \"Id\"","price_cents":1}"#)
    }

    @Test func fallsBackToTheExampleWithoutParameters() throws {
        let response = try get("/products/p-999")
        #expect(response.status == 404)
        #expect(response.reasonPhrase == "Not Found")
        #expect(bodyText(response) == #"{"message":"No such product."}"#)
    }

    @Test func prefersTheFirstExampleWhoseQueryParametersAllMatch() throws {
        #expect(bodyText(try get("/products/search?q=swift&limit=1")).hasPrefix(#"{"products":[{"id":"p-1""#))
        #expect(bodyText(try get("/products/search?limit=1.0&q=swift")).contains(#""total":3"#))
        #expect(bodyText(try get("/products/search?q=swift")).contains(#""name":"Swift Mug""#))
        #expect(bodyText(try get("/products/search?q=swift&limit=7")).contains(#""name":"Swift Mug""#))
        #expect(bodyText(try get("/products/search?q=Swift")) == #"{"products":[],"total":0}"#)
        #expect(bodyText(try get("/products/search?q=swift&q=swift")) == #"{"products":[],"total":0}"#)
    }

    @Test func answersTheLowestSuccessFromTheSchemaWhenNoExampleMatches() throws {
        let response = try send("DELETE /products/p-2")
        #expect(response.status == 204)
        #expect(response.body.isEmpty)
        #expect(api.answer(to: try request("DELETE /products/p-2")).origin == .schema)
    }

    @Test func sendsNoBodyForAnExampleWithoutOne() throws {
        let response = try send("DELETE /products/p-1")
        #expect(response.status == 204)
        #expect(response.body.isEmpty)
        #expect(response.headers["Content-Type"] == nil)
    }

    @Test func answersUnknownRoutesAndMethodsWithJSONErrors() throws {
        let unknown = try get("/orders/1")
        #expect(unknown.status == 404)
        #expect(bodyText(unknown) == #"{"message":"No endpoint matches GET /orders/1."}"#)
        let wrongMethod = try send("PATCH /products/search")
        #expect(wrongMethod.status == 405)
        #expect(wrongMethod.headers["Allow"] == "DELETE, GET, HEAD")
        #expect(
            bodyText(wrongMethod)
                == #"{"message":"PATCH is not allowed for /products/search; use DELETE, GET, HEAD."}"#
        )
    }

    @Test(arguments: [
        (SpecValue.string("a"), ["a"], true),
        (.string("a"), ["b"], false),
        (.string("a"), [], false),
        (.number("10"), ["10"], true),
        (.number("10"), ["10.0"], true),
        (.number("10"), ["1e1"], true),
        (.number("10"), ["0x0A"], false),
        (.number("10"), ["11"], false),
        (.bool(true), ["true"], true),
        (.bool(false), ["0"], false),
        (.null, [], true),
        (.null, ["x"], false),
        (.array([.string("a"), .number("2")]), ["a", "2"], true),
        (.array([.string("a"), .number("2")]), ["2", "a"], false),
        (.object([]), ["{}"], false),
    ])
    func comparesReceivedTextWithExampleValues(expected: SpecValue, received: [String], matches: Bool) {
        #expect(ExampleMatcher.values(received, match: expected) == matches)
    }
}
