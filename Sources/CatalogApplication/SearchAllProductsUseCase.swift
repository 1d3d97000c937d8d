import CatalogDomain

/// Searches products by name through every page of results.
public struct SearchAllProductsUseCase: Sendable {
    /// Where the pages come from.
    public let pager: any ProductSearchPaging

    /// Creates the use case on top of `pager`.
    public init(pager: any ProductSearchPaging) {
        self.pager = pager
    }

    /// Every product matching `criteria`, page after page; `criteria.limit` is the page size asked for.
    ///
    /// - Throws: whatever the pager throws (`CancellationError` when the task is cancelled).
    public func callAsFunction(_ criteria: SearchCriteria) async throws -> [Product] {
        let collected = CollectedProducts()
        try await pager.forEachPage(of: criteria.query, pageSize: criteria.limit) { page in
            await collected.append(page)
        }
        return await collected.products
    }
}

/// The products of the pages received so far.
private actor CollectedProducts {
    /// In page order.
    var products: [Product] = []

    func append(_ page: [Product]) {
        products += page
    }
}
