@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("APIClient: status, media type and decoding")
struct APIClientTests {
    private struct Product: Decodable, Equatable, Sendable {
        let id: String
        let priceCents: Int

        enum CodingKeys: String, CodingKey {
            case id
            case priceCents = "price_cents"
        }
    }

    private let getProduct = Endpoint<Product>(method: .get, path: "/products/{id}", pathParameters: ["id": "p 1"])

    private func stubbed(_ answer: (Data, HTTPURLResponse)) -> APIClient {
        APIClient(baseURL: HTTPFixtures.baseURL, httpClient: StubHTTPClient(answer))
    }

    private func client(_ outcomes: SpyHTTPClient.Outcome...) -> (APIClient, SpyHTTPClient) {
        let spy = SpyHTTPClient(outcomes)
        return (APIClient(baseURL: HTTPFixtures.baseURL, httpClient: spy), spy)
    }

    // MARK: Success

    @Test func decodesSuccessfulJSONAndSendsTheBuiltRequest() async throws {
        let (client, spy) = client(.json(#"{"id":"p 1","price_cents":2990}"#))
        let product = try await client.send(getProduct)
        #expect(product == Product(id: "p 1", priceCents: 2990))
        #expect(spy.requests.map(\.url?.absoluteString) == ["https://api.example.com/v1/products/p%201"])
        #expect(spy.requests.first?.value(forHTTPHeaderField: "Accept") == "application/json")
    }

    @Test(
        "JSON media types with parameters or +json suffix are accepted",
        arguments: ["application/json; charset=utf-8", "application/problem+json", "APPLICATION/JSON"]
    )
    func acceptsJSONMediaTypes(contentType: String) async throws {
        let (client, _) = client(
            .answer(
                status: 200,
                headers: ["Content-Type": contentType],
                body: Data(#"{"id":"a","price_cents":1}"#.utf8)
            )
        )
        #expect(try await client.send(getProduct).id == "a")
    }

    @Test func setsRetryabilityFromTheEndpointWhileSending() async throws {
        let (client, spy) = client(.status(204))
        _ = try await client.send(Endpoint<EmptyResponse>(method: .post, path: "/orders"))
        _ = try await client.send(Endpoint<EmptyResponse>(method: .post, path: "/orders", isRetryable: true))
        _ = try await client.send(Endpoint<EmptyResponse>(method: .get, path: "/orders"))
        #expect(spy.calls.map(\.isRetryable) == [false, true, true])
        #expect(RequestContext.current.isRetryable == nil)
    }

    // MARK: Status

    @Test("non-2xx statuses are unexpectedStatus with the body", arguments: [301, 400, 404, 429, 500, 503])
    func nonSuccessStatusIsUnexpectedStatus(status: Int) async throws {
        let (client, _) = client(.json(#"{"message":"No such product."}"#, status: status))
        await #expect(
            throws: APIError.unexpectedStatus(code: status, body: Data(#"{"message":"No such product."}"#.utf8))
        ) {
            try await client.send(getProduct)
        }
    }

    // MARK: Media type

    @Test func htmlIsRejectedForJSONEndpoints() async throws {
        let client = stubbed(HTTPFixtures.json("<html>", contentType: "text/html; charset=utf-8"))
        await #expect(throws: APIError.unexpectedContentType("text/html; charset=utf-8")) {
            try await client.send(getProduct)
        }
    }

    @Test func missingContentTypeIsRejectedForJSONEndpoints() async throws {
        let (client, _) = client(.answer(status: 200, headers: [:], body: Data("{}".utf8)))
        await #expect(throws: APIError.unexpectedContentType(nil)) { try await client.send(getProduct) }
    }

    // MARK: Empty bodies

    @Test("empty responses accept any 2xx without a body", arguments: [200, 201, 202, 204])
    func emptyResponseAcceptsNoContent(status: Int) async throws {
        let (client, _) = client(.status(status))
        #expect(try await client.send(Endpoint<EmptyResponse>(method: .delete, path: "/products/1")) == EmptyResponse())
    }

    @Test func emptyResponseIgnoresABodyItDoesNotNeed() async throws {
        let (client, _) = client(.answer(status: 200, headers: ["Content-Type": "text/plain"], body: Data("ok".utf8)))
        #expect(try await client.send(Endpoint<EmptyResponse>(method: .post, path: "/ping")) == EmptyResponse())
    }

    @Test func emptyBodyForJSONEndpointIsDecodingErrorWithClearReason() async throws {
        let (client, _) = client(.answer(status: 204, headers: [:], body: Data()))
        let error = try await #require(throws: APIError.self) { try await client.send(getProduct) }
        guard case .decoding(let failure) = error else {
            Issue.record("expected a decoding error, got \(error)")
            return
        }
        #expect(failure.reason.contains("empty"))
    }

    // MARK: Decoding

    @Test func decodingErrorCarriesTheCodingPath() async throws {
        let client = stubbed(HTTPFixtures.json(#"{"id":"a","price_cents":"free"}"#))
        let error = try await #require(throws: APIError.self) { try await client.send(getProduct) }
        guard case .decoding(let failure) = error else {
            Issue.record("expected a decoding error, got \(error)")
            return
        }
        #expect(failure.codingPath == "price_cents")
    }

    @Test func rawDecodingErrorsFromCustomDecodersAreWrapped() async throws {
        let endpoint = Endpoint<[Int]>(method: .get, path: "/numbers", expectsJSON: true) { data in
            try JSONDecoder().decode([Int].self, from: data)
        }
        let (client, _) = client(.json(#"[1,"2"]"#))
        let error = try await #require(throws: APIError.self) { try await client.send(endpoint) }
        guard case .decoding(let failure) = error else {
            Issue.record("expected a decoding error, got \(error)")
            return
        }
        #expect(failure.codingPath == "[1]")
    }

    private struct DomainRuleBroken: Error, Equatable {}

    @Test func otherErrorsFromDecodeAreKept() async throws {
        let endpoint = Endpoint<Int>(method: .get, path: "/n", expectsJSON: true) { _ in throw DomainRuleBroken() }
        let (client, _) = client(.json("1"))
        await #expect(throws: DomainRuleBroken()) { try await client.send(endpoint) }
    }

    // MARK: Failures before sending

    @Test func invalidRequestIsNotSent() async throws {
        let (client, spy) = client(.status(200))
        await #expect(throws: APIError.self) {
            try await client.send(Endpoint<EmptyResponse>(method: .get, path: "/products/{id}"))
        }
        #expect(spy.requests.isEmpty)
    }

    @Test func transportErrorsPassThrough() async throws {
        let client = APIClient(
            baseURL: HTTPFixtures.baseURL,
            httpClient: FailingHTTPClient(error: APIError.transport(code: -1004, description: "could not connect"))
        )
        await #expect(throws: APIError.transport(code: -1004, description: "could not connect")) {
            try await client.send(getProduct)
        }
    }
}
