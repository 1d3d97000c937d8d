import CatalogDomain

/// Loads one product by its identifier.
public struct LoadProductUseCase: Sendable {
    /// Where the product comes from.
    public let repository: any ProductRepository

    /// Creates the use case on top of `repository`.
    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    /// The product with identifier `id`, exactly as the repository returns it.
    ///
    /// An empty identifier names no product, so it fails with ``ProductError/notFound(_:)`` without asking the
    /// repository.
    public func callAsFunction(id: Product.ID) async throws -> Product {
        guard !id.rawValue.isEmpty else { throw ProductError.notFound(id) }
        return try await repository.product(id: id)
    }
}
