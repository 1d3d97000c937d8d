import Foundation

/// The pages of a paginated list call, fetched one at a time as the loop asks for them: each element is a page's
/// response, with its decoded body (``APIResponse/body``), status and headers.
///
/// ```swift
/// for try await page in client.listProductsPages(query: "swift") {
///     print(page.body.data.count, page.headerFields["X-Request-Id"] ?? "")
/// }
/// for try await product in client.listProductsPages(query: "swift").items {
///     print(product.name)
/// }
/// ```
///
/// Each page is requested through the client's ``APIClient`` as any call is (its retries, authentication and
/// logging apply) only when the previous one has been consumed; breaking out of the loop requests nothing more.
/// The sequence ends when the API says there is no more (the rule the spec declares: no next cursor or URL,
/// `has_more` false, an empty page, a page shorter than the limit asked for), and throws what a page's request
/// throws, ``APIError/repeatedPagePosition(page:position:)`` after a page that points to itself (the page is returned
/// first), or `CancellationError` when the task is cancelled.
/// Each iteration starts again from the first page.
public struct PageSequence<Page: Sendable, Headers: ResponseHeaders, Item: Sendable>: AsyncSequence, Sendable {
    /// Sends the pages' requests.
    let client: APIClient
    /// How the first and the next pages are requested.
    let request: PageRequest<Page, Headers>
    /// A page's items.
    let itemsOf: @Sendable (Page) -> [Item]

    /// Pages requested through `client` by `request`, each holding the items `items` reads.
    @_spi(Generated) public init(
        client: APIClient,
        request: PageRequest<Page, Headers>,
        items: @escaping @Sendable (Page) -> [Item]
    ) {
        self.client = client
        self.request = request
        self.itemsOf = items
    }

    /// The items of every page, in order, fetched page by page as the loop asks for them.
    public var items: PageItemSequence<Item> {
        PageItemSequence { [self] in
            var pages = makeAsyncIterator()
            return { try await pages.next().map { itemsOf($0.body) } }
        }
    }

    /// Starts at the first page.
    public func makeAsyncIterator() -> Iterator {
        Iterator(sequence: self)
    }

    /// Fetches the pages one by one.
    public struct Iterator: AsyncIteratorProtocol {
        /// What it fetches.
        let sequence: PageSequence
        /// The request of the next page and its position; `nil` after the last page or an error.
        var pending: NextPage<Page, Headers>?
        /// How many pages have been returned.
        var number = 0
        /// How many items the pages returned held.
        var itemCount = 0
        /// Why the sequence ends after the page just returned (it pointed to itself): thrown by the next call.
        var failure: APIError?
        /// The body of the page before, as received, for rules whose next position does not come from the page.
        var previousBody: Data?

        init(sequence: PageSequence) {
            self.sequence = sequence
            let first = sequence.request.first
            let position =
                sequence.request.firstPosition
                ?? (try? sequence.client.requestBuilder.url(for: first)).map {
                    Redaction.redactedURLString($0.absoluteString)
                } ?? ""
            pending = NextPage(endpoint: first, position: position)
        }

        /// The next page, or `nil` after the last.
        public mutating func next() async throws -> APIResponse<Page, Headers>? {
            if let failure {
                self.failure = nil
                throw failure
            }
            guard let current = pending else { return nil }
            pending = nil
            try Task.checkCancellation()
            let url = try sequence.client.requestBuilder.url(for: current.endpoint)
            let (response, data) = try await sequence.client.pageResponse(for: current.endpoint)
            number += 1
            let count = sequence.itemsOf(response.body).count
            if sequence.request.detectsRepeatedPages {
                // An offset or page number always moves on; a server that ignores it answers the same page again.
                if count > 0, data == previousBody {
                    throw APIError.repeatedPage(page: number)
                }
                previousBody = data
            }
            let received = ReceivedPage(
                response: response,
                number: number,
                itemCount: count,
                itemsBefore: itemCount,
                url: url
            )
            itemCount += count
            if let next = try sequence.request.next(received) {
                if next.position == current.position {
                    // The page itself is good: returned, and the error ends the sequence at the next call.
                    failure = .repeatedPagePosition(page: number, position: next.position)
                } else {
                    pending = next
                }
            }
            return response
        }
    }
}
