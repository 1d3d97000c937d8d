import CatalogApplication
import CatalogDomain
import EndpointLocking

/// Sample products matching the catalog spec's examples.
enum SampleProducts {
    static let book = Product(id: "p-1", name: "Swift Book", price: Price(2990)!)
    static let mug = Product(id: "p-2", name: "Swift Mug", price: Price(1250)!)
    static let stickers = Product(id: "p-4", name: "Swift Sticker Pack", price: Price(350)!)
}

/// A fake repository answering from fixed products; `search` returns every product whose name contains the query
/// (case-insensitive), up to the limit. Records every call.
final class FakeProductRepository: ProductRepository {
    enum Call: Equatable {
        case product(Product.ID)
        case search(String, limit: Int?)
    }

    private let products: [Product]
    private let recorded = Locked<[Call]>([])

    init(_ products: [Product]) {
        self.products = products
    }

    var calls: [Call] { recorded.withLock { $0 } }

    func product(id: Product.ID) async throws -> Product {
        recorded.withLock { $0.append(.product(id)) }
        guard let product = products.first(where: { $0.id == id }) else { throw ProductError.notFound(id) }
        return product
    }

    func search(_ query: SearchQuery, limit: Int?) async throws -> [Product] {
        recorded.withLock { $0.append(.search(query.text, limit: limit)) }
        let matches = products.filter { $0.name.lowercased().contains(query.text.lowercased()) }
        return Array(matches.prefix(limit ?? Int.max))
    }
}
