import CatalogDomain

/// Every product matching a query, a page at a time: the catalog service walked page by page, or a test double.
///
/// Implementations fetch a page only when the one before has been handed over, surface task cancellation as
/// `CancellationError`, and end with an error rather than loop when the service keeps returning the same page.
public protocol ProductSearchPaging: Sendable {
    /// Hands each page of the products matching `query` to `receive`, in order, fetching the next page after
    /// `receive` returns; `pageSize` asks the service for pages of that many products.
    func forEachPage(
        of query: SearchQuery,
        pageSize: Int?,
        _ receive: @Sendable ([Product]) async throws -> Void
    ) async throws
}
