// libFuzzer entry: decoding of the generated catalog DTOs from arbitrary bytes — directly with
// `JSONCoding.decode`, through `APIClient.send` with a stub HTTP client answering the bytes, and through the
// generated `HTTPProductRepository` with its DTO-to-domain mapping.
import CatalogAPI
import CatalogApplication
import CatalogDomain
import EndpointRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers every request with the fuzz bytes as a `200` JSON body.
private struct StubHTTPClient: HTTPClient {
    let body: Data

    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let url = request.url ?? URL(fileURLWithPath: "/")
        let headers = ["Content-Type": "application/json"]
        guard let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: headers)
        else { throw APIError.invalidResponse }
        return (body, response)
    }
}

private func exercise(_ body: Data) async {
    if let product = try? JSONCoding.decode(ProductDTO.self, from: body) {
        _ = try? product.toDomain()
    }
    _ = try? JSONCoding.decode(ProductSearchPageDTO.self, from: body)
    guard let baseURL = URL(string: "https://catalog.example.com") else { return }
    let client = CatalogClient(baseURL: baseURL, httpClient: StubHTTPClient(body: body))
    _ = try? await client.getProduct(id: "p-1")
    _ = try? await client.searchProducts(q: "mug", limit: 5)
    let repository = HTTPProductRepository(client: client)
    _ = try? await repository.product(id: Product.ID(rawValue: "p-1"))
    if let query = try? SearchQuery("mug") {
        _ = try? await repository.search(query, limit: 5)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalogResponse(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let body = start.map { Data(bytes: $0, count: count) } ?? Data()
    runTaskToTheEnd { await exercise(body) }
    return 0
}
