/// The items of a paginated list call across its pages (``PageSequence/items``), fetched a page at a time as the
/// loop asks for them.
///
/// ```swift
/// for try await product in client.listProductsPages(query: "swift").items {
///     print(product.name)
/// }
/// ```
///
/// It throws what ``PageSequence`` throws. Each iteration starts again from the first page.
public struct PageItemSequence<Item: Sendable>: AsyncSequence, Sendable {
    /// Starts the pages: a function returning the next page's items, `nil` after the last page.
    let makePages: @Sendable () -> () async throws -> [Item]?

    /// Items read from the pages `makePages` starts.
    init(makePages: @escaping @Sendable () -> () async throws -> [Item]?) {
        self.makePages = makePages
    }

    /// Starts at the first page.
    public func makeAsyncIterator() -> Iterator {
        Iterator(nextPage: makePages())
    }

    /// Returns the items of one page, then fetches the next.
    public struct Iterator: AsyncIteratorProtocol {
        /// The next page's items, `nil` after the last page.
        let nextPage: () async throws -> [Item]?
        /// The rest of the current page, reversed so the next item is removed from the end.
        var buffered: [Item] = []
        /// Whether the last page has been read.
        var isFinished = false

        /// The next item, or `nil` after the last page's last item.
        public mutating func next() async throws -> Item? {
            while buffered.isEmpty {
                guard !isFinished else { return nil }
                guard let page = try await nextPage() else {
                    isFinished = true
                    return nil
                }
                buffered = page.reversed()
            }
            return buffered.removeLast()
        }
    }
}
