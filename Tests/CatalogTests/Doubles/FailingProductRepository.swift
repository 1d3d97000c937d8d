import CatalogApplication
import CatalogDomain

/// Throws the same error for every request.
struct FailingProductRepository: ProductRepository {
    let error: any Error

    func product(id: Product.ID) async throws -> Product {
        throw error
    }

    func search(_ query: SearchQuery, limit: Int?) async throws -> [Product] {
        throw error
    }
}
