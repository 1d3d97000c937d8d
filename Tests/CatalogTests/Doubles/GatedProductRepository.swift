import CatalogApplication
import CatalogDomain

/// Holds every request in a ``RequestGate`` until the test releases it.
struct GatedProductRepository: ProductRepository {
    let productGate: RequestGate<Product>
    let searchGate: RequestGate<[Product]>

    init(honorsCancellation: Bool = true) {
        productGate = RequestGate(honorsCancellation: honorsCancellation)
        searchGate = RequestGate(honorsCancellation: honorsCancellation)
    }

    func product(id: Product.ID) async throws -> Product {
        try await productGate.pass()
    }

    func search(_ query: SearchQuery, limit: Int?) async throws -> [Product] {
        try await searchGate.pass()
    }
}
