import CatalogDomain

/// A validated search request: the query and an optional positive result limit.
///
/// View models build one first so that invalid input fails before any request, then hand it to
/// ``SearchProductsUseCase``.
public struct SearchCriteria: Equatable, Sendable {
    /// The validated query.
    public let query: SearchQuery
    /// The largest number of products wanted, or `nil` to let the catalog decide; always positive.
    public let limit: Int?

    /// Validates a search request.
    ///
    /// - Throws: ``SearchError/queryTooShort`` for a query shorter than ``SearchQuery/minimumLength`` once
    ///   trimmed, ``SearchError/invalidLimit(_:)`` for a `limit` of zero or less. The query is checked first.
    public init(text: String, limit: Int? = nil) throws {
        let query = try SearchQuery(text)
        if let limit, limit <= 0 { throw SearchError.invalidLimit(limit) }
        self.query = query
        self.limit = limit
    }
}
