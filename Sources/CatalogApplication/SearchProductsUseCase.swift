import CatalogDomain

/// Searches products by name.
public struct SearchProductsUseCase: Sendable {
    /// Where the products come from.
    public let repository: any ProductRepository

    /// Creates the use case on top of `repository`.
    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    /// Validates `text` and `limit` as ``SearchCriteria``, then returns the repository's results unchanged.
    ///
    /// - Throws: ``SearchError`` for invalid input, before the repository is asked; otherwise whatever the
    ///   repository throws.
    public func callAsFunction(_ text: String, limit: Int? = nil) async throws -> [Product] {
        try await self(SearchCriteria(text: text, limit: limit))
    }

    /// The repository's results for already validated `criteria`, unchanged.
    public func callAsFunction(_ criteria: SearchCriteria) async throws -> [Product] {
        try await repository.search(criteria.query, limit: criteria.limit)
    }
}
