import CatalogApplication
import CatalogDomain

/// Answers from fixed data: the products it holds by identifier, and the same results for every search.
struct StubProductRepository: ProductRepository {
    var products: [Product.ID: Product] = [:]
    var searchResults: [Product] = []

    init(products: [Product] = [], searchResults: [Product] = []) {
        self.products = Dictionary(uniqueKeysWithValues: products.map { ($0.id, $0) })
        self.searchResults = searchResults
    }

    func product(id: Product.ID) async throws -> Product {
        guard let product = products[id] else { throw ProductError.notFound(id) }
        return product
    }

    func search(_ query: SearchQuery, limit: Int?) async throws -> [Product] {
        searchResults
    }
}
