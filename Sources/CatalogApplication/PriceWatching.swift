import CatalogDomain

/// Where price changes come from: the catalog service's price feed, or a test double.
///
/// Implementations surface task cancellation as `CancellationError` (or end the stream), and report an unknown
/// product as ``ProductError/notFound(_:)`` before the first change.
public protocol PriceWatching: Sendable {
    /// The price changes of product `id` as they happen, until the feed ends or the caller stops reading; stopping
    /// (leaving the loop, cancelling the task) closes the feed.
    ///
    /// - Throws: ``ProductError/notFound(_:)`` when there is no such product; while reading,
    ///   ``ProductError/invalidProduct`` for a change that breaks the domain's rules.
    func priceChanges(of id: Product.ID) async throws -> AsyncThrowingStream<PriceChange, any Error>
}
