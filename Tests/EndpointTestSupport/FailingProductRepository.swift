import CatalogApplication
import CatalogDomain

/// A catalog repository whose every call throws the same error.
public struct FailingProductRepository: ProductRepository {
    /// The error every call throws.
    public let error: any Error

    /// Creates a repository failing with `error`.
    public init(error: any Error) { self.error = error }

    public func product(id: Product.ID) async throws -> Product {
        throw error
    }

    public func search(_ query: SearchQuery, limit: Int?) async throws -> [Product] {
        throw error
    }
}
