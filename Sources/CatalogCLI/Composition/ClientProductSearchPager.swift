import CatalogAPI
import CatalogApplication
import CatalogDomain
import EndpointRuntime

/// ``ProductSearchPaging`` over the generated client's `searchProductsPages`: each page's `next_cursor` is sent
/// as the next request's `cursor`, through the client's retries and authentication, until a page has none.
struct ClientProductSearchPager: ProductSearchPaging {
    /// The generated client the pages go through.
    let client: CatalogClient

    func forEachPage(
        of query: SearchQuery,
        pageSize: Int?,
        _ receive: @Sendable ([Product]) async throws -> Void
    ) async throws {
        for try await page in client.searchProductsPages(q: query.text, limit: pageSize) {
            try await receive(page.body.products.map { try $0.toDomain() })
        }
    }
}
