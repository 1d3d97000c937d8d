import CatalogDomain

/// Where products come from: the catalog service, a cache in front of it, or a test double.
///
/// Implementations report domain failures as ``ProductError``, surface task cancellation as `CancellationError`,
/// and may throw their own technical errors (for example the HTTP runtime's `APIError`).
public protocol ProductRepository: Sendable {
    /// The product with identifier `id`.
    ///
    /// - Throws: ``ProductError/notFound(_:)`` when there is no such product, ``ProductError/invalidProduct`` when
    ///   the source holds an invalid one.
    func product(id: Product.ID) async throws -> Product

    /// The products matching `query`, at most `limit` of them when `limit` is given.
    func search(_ query: SearchQuery, limit: Int?) async throws -> [Product]
}
