import CatalogAPI
import CatalogApplication
import CatalogDomain
@_spi(Generated) import EndpointRuntime
import EndpointTesting
import Foundation
import Testing

import struct EndpointTestSupport.FailingHTTPClient
import struct EndpointTestSupport.FakeHangingHTTPClient

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The generated `HTTPProductRepository`, exercised through stub HTTP clients: no network.
@Suite struct HTTPProductRepositoryTests {
    private let baseURL = URL(string: "https://catalog.example.com/v1")!

    private func makeRepository(_ http: any HTTPClient) -> any ProductRepository {
        HTTPProductRepository(client: CatalogClient(baseURL: baseURL, httpClient: http))
    }

    private func productID(_ raw: String) -> Product.ID { Product.ID(rawValue: raw) }

    // MARK: product(id:)

    @Test func okResponseDecodesAndMapsToTheDomain() async throws {
        let http = SpyHTTPClient(json: #"{"id": "p-1", "name": "Swift Book", "price_cents": 2990}"#)
        let product = try await makeRepository(http).product(id: productID("p-1"))

        #expect(product == Product(id: productID("p-1"), name: "Swift Book", price: try #require(Price(2990))))
        #expect(product.price.formatted == "29.90")
    }

    @Test func notFoundBecomesTheDomainError() async throws {
        let http = SpyHTTPClient(json: #"{"message": "No such product."}"#, status: 404)
        await #expect(throws: ProductError.notFound(productID("p-9"))) {
            _ = try await makeRepository(http).product(id: productID("p-9"))
        }
    }

    @Test func theClientThrowsTheTypedErrorWithTheMarkedMessage() async throws {
        let http = SpyHTTPClient(json: #"{"message": "No such product."}"#, status: 404)
        let client = CatalogClient(baseURL: baseURL, httpClient: http)
        let error = try await #require(throws: CatalogEndpoints.GetProductError.self) {
            _ = try await client.getProduct(id: "p-9")
        }
        guard case .notFound(let response) = error else {
            Issue.record("expected notFound, got \(error)")
            return
        }
        #expect(response.body.message == "No such product.")
        #expect(error.description == "The server answered 404 Not Found: No such product.")
    }

    @Test func notFoundWithoutTheDeclaredBodyIsStillTheDomainError() async throws {
        // A proxy's HTML 404 is not the declared ErrorMessage, yet the status still means "not found".
        let http = SpyHTTPClient(status: 404, headers: ["Content-Type": "text/html"], body: "<h1>Not Found</h1>")
        await #expect(throws: ProductError.notFound(productID("p-9"))) {
            _ = try await makeRepository(http).product(id: productID("p-9"))
        }
        let malformed = SpyHTTPClient(json: #"{"message": 404}"#, status: 404)
        await #expect(throws: ProductError.notFound(productID("p-9"))) {
            _ = try await makeRepository(malformed).product(id: productID("p-9"))
        }
    }

    @Test func serverErrorStaysATechnicalErrorWithItsStatus() async throws {
        let http = SpyHTTPClient(status: 500, headers: ["Content-Type": "text/plain"], body: "oops")
        await #expect(throws: APIError.unexpectedStatus(code: 500, body: Data("oops".utf8))) {
            _ = try await makeRepository(http).product(id: productID("p-1"))
        }
    }

    @Test func invalidJSONIsADecodingError() async throws {
        let http = SpyHTTPClient(json: #"{"id": "p-1", "name": "Swift Book", "price_cents": "2990"}"#)
        let error = await #expect(throws: APIError.self) {
            _ = try await makeRepository(http).product(id: productID("p-1"))
        }
        guard case .decoding(let failure) = error else {
            Issue.record("expected a decoding error, got \(String(describing: error))")
            return
        }
        #expect(failure.codingPath == "price_cents")
    }

    @Test func wrongContentTypeIsAContentTypeError() async throws {
        let http = SpyHTTPClient(
            status: 200,
            headers: ["Content-Type": "text/html; charset=utf-8"],
            body: "<html></html>"
        )
        await #expect(throws: APIError.unexpectedContentType("text/html; charset=utf-8")) {
            _ = try await makeRepository(http).product(id: productID("p-1"))
        }
    }

    @Test func negativePriceIsRejectedByTheMapping() async throws {
        let http = SpyHTTPClient(json: #"{"id": "p-bad", "name": "Broken", "price_cents": -100}"#)
        await #expect(throws: ProductError.invalidProduct) {
            _ = try await makeRepository(http).product(id: productID("p-bad"))
        }
    }

    @Test func urlSessionCancellationIsRethrownAsCancellationError() async throws {
        let repository = makeRepository(FailingHTTPClient(error: URLError(.cancelled)))
        await #expect(throws: CancellationError.self) {
            _ = try await repository.product(id: productID("p-1"))
        }
    }

    @Test func cancellingTheTaskIsRethrownAsCancellationError() async throws {
        let repository = makeRepository(FakeHangingHTTPClient())
        let task = Task { try await repository.product(id: productID("p-1")) }
        task.cancel()
        await #expect(throws: CancellationError.self) { _ = try await task.value }
    }

    @Test func productRequestHasMethodEncodedPathAndAcceptHeader() async throws {
        let http = SpyHTTPClient(json: #"{"id": "a/b?c#d", "name": "Odd", "price_cents": 1}"#)
        _ = try await makeRepository(http).product(id: productID("a/b?c#d"))

        let request = try #require(http.requests.first)
        #expect(request.httpMethod == "GET")
        #expect(request.url?.absoluteString == "https://catalog.example.com/v1/products/a%2Fb%3Fc%23d")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
    }

    // MARK: search(_:limit:)

    @Test func searchSendsQueryItemsAndMapsEveryProduct() async throws {
        let http = SpyHTTPClient(
            json: """
                {"products": [{"id": "p-1", "name": "Swift Book", "price_cents": 2990},
                              {"id": "p-2", "name": "Swift Mug", "price_cents": 1250}], "total": 2}
                """
        )
        let products = try await makeRepository(http).search(try SearchQuery("swift & co"), limit: 5)

        #expect(products.map(\.id) == [productID("p-1"), productID("p-2")])
        let request = try #require(http.requests.first)
        #expect(
            request.url?.absoluteString == "https://catalog.example.com/v1/products/search?q=swift%20%26%20co&limit=5"
        )
    }

    @Test func searchWithoutLimitSendsNoLimit() async throws {
        let http = SpyHTTPClient(json: #"{"products": [], "total": 0}"#)
        let products = try await makeRepository(http).search(try SearchQuery("mug"), limit: nil)

        #expect(products.isEmpty)
        #expect(http.requests.first?.url?.query == "q=mug")
    }

    @Test func searchWithOneInvalidProductFailsAsInvalid() async throws {
        let http = SpyHTTPClient(json: #"{"products": [{"id": "p-1", "name": "X", "price_cents": -5}], "total": 1}"#)
        await #expect(throws: ProductError.invalidProduct) {
            _ = try await makeRepository(http).search(try SearchQuery("xx"), limit: nil)
        }
    }
}
