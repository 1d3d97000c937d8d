import Foundation

/// How a ``PageSequence`` asks for the page after the one it received: the rule a paginated endpoint declares.
///
/// Generated clients build it: a `…Pages(…)` method passes the rule its spec declares (a cursor, an offset, a page
/// number, a `Link` header or a next-page URL in the body). Each rule ends the sequence when the API says there is
/// no more — no next cursor or URL, `has_more` false, an empty page, a page shorter than the limit asked for — and
/// ends it with ``APIError/repeatedPagePosition(page:position:)`` when a page points to itself.
@_spi(Generated) public struct PageRequest<Page: Sendable, Headers: ResponseHeaders>: Sendable {
    /// What to request after a page: `nil` at the end.
    typealias Next = @Sendable (_ received: ReceivedPage<Page, Headers>) throws -> NextPage<Page, Headers>?

    /// The first page's request.
    let first: EndpointWithHeaders<Page, Headers>
    /// What the first request's position is, as ``NextPage/position`` (the cursor the caller passed, if any).
    let firstPosition: String?
    /// Finds the next page's request.
    let next: Next
    /// Whether a page whose body is the one before's ends the sequence with
    /// ``APIError/repeatedPage(page:)``: for offsets and page numbers, whose next position does not come from
    /// the page, so a server ignoring it would be asked forever.
    var detectsRepeatedPages = false

    /// A rule starting at `first` whose next request `next` finds.
    init(first: EndpointWithHeaders<Page, Headers>, firstPosition: String?, next: @escaping Next) {
        self.first = first
        self.firstPosition = firstPosition
        self.next = next
    }

    // MARK: Rules

    /// Pages chained by a cursor: each page's `nextCursor` (a response field, or a field of its last item as in
    /// `starting_after`) is sent as the next request's cursor parameter by `request`.
    ///
    /// The sequence ends when `nextCursor` is `nil` or empty, when `hasMore` says `false`, or — for a cursor read
    /// from the last item — when a page has no items.
    ///
    /// - Parameters:
    ///   - first: The first page's request.
    ///   - startingCursor: The cursor the first request sends, if any (a repeat of it is detected).
    ///   - nextCursor: Reads the next cursor from a page.
    ///   - hasMore: Reads whether there are more pages (`has_more`), if the API says.
    ///   - request: The request of the page at a cursor.
    public static func cursor<Cursor: Hashable & Sendable>(
        first: EndpointWithHeaders<Page, Headers>,
        startingCursor: Cursor?,
        nextCursor: @escaping @Sendable (Page) -> Cursor?,
        hasMore: (@Sendable (Page) -> Bool?)? = nil,
        request: @escaping @Sendable (Cursor) -> EndpointWithHeaders<Page, Headers>
    ) -> Self {
        PageRequest(first: first, firstPosition: startingCursor.map { "cursor \($0)" }) { received in
            if hasMore?(received.response.body) == false { return nil }
            guard let cursor = nextCursor(received.response.body), "\(cursor)" != "" else { return nil }
            return NextPage(endpoint: request(cursor), position: "cursor \(cursor)")
        }
    }

    /// Pages addressed by the index of their first item: the next page starts after the items received so far.
    ///
    /// The sequence ends at an empty page, at a page with fewer items than `limit` (when the caller asked for one),
    /// or when `hasMore` says `false`; a page whose body is the one before's (a server ignoring the offset) ends it
    /// with ``APIError/repeatedPage(page:)``.
    public static func offset(
        first: EndpointWithHeaders<Page, Headers>,
        startingOffset: Int,
        limit: Int?,
        hasMore: (@Sendable (Page) -> Bool?)? = nil,
        request: @escaping @Sendable (Int) -> EndpointWithHeaders<Page, Headers>
    ) -> Self {
        var rule = PageRequest(first: first, firstPosition: nil) { received in
            guard isFull(received, limit: limit, hasMore: hasMore) else { return nil }
            let offset = startingOffset + received.itemsBefore + received.itemCount
            return NextPage(endpoint: request(offset), position: "offset \(offset)")
        }
        rule.detectsRepeatedPages = true
        return rule
    }

    /// Pages addressed by their number: the next page is the one after.
    ///
    /// The sequence ends at an empty page, at a page with fewer items than `limit` (when the caller asked for one),
    /// or when `hasMore` says `false`; a page whose body is the one before's (a server ignoring the page number)
    /// ends it with ``APIError/repeatedPage(page:)``.
    public static func pageNumber(
        first: EndpointWithHeaders<Page, Headers>,
        startingPage: Int,
        limit: Int?,
        hasMore: (@Sendable (Page) -> Bool?)? = nil,
        request: @escaping @Sendable (Int) -> EndpointWithHeaders<Page, Headers>
    ) -> Self {
        var rule = PageRequest(first: first, firstPosition: nil) { received in
            guard isFull(received, limit: limit, hasMore: hasMore) else { return nil }
            let page = startingPage + received.number
            return NextPage(endpoint: request(page), position: "page \(page)")
        }
        rule.detectsRepeatedPages = true
        return rule
    }

    /// Pages chained by the RFC 8288 `Link` header: the link whose `rel` is `next` (resolved against the page's
    /// URL) is requested as it is, with the first request's method, headers and credentials. The sequence ends at a
    /// page without one.
    public static func linkHeader(first: EndpointWithHeaders<Page, Headers>) -> Self {
        PageRequest(first: first, firstPosition: nil) { received in
            guard let field = received.response.headerFields["Link"],
                let target = LinkHeader(field).target(relation: "next")
            else { return nil }
            return try received.following(target, from: first)
        }
    }

    /// Pages chained by a URL in the body (`next`, `nextLink`): requested as it is, with the first request's
    /// method, headers and credentials. The sequence ends at a page whose URL is `nil` or empty.
    public static func nextURL(
        first: EndpointWithHeaders<Page, Headers>,
        nextURL: @escaping @Sendable (Page) -> String?
    ) -> Self {
        PageRequest(first: first, firstPosition: nil) { received in
            guard let target = nextURL(received.response.body), !target.isEmpty else { return nil }
            return try received.following(target, from: first)
        }
    }

    /// Whether `received` is a full page, after which another may follow.
    private static func isFull(
        _ received: ReceivedPage<Page, Headers>,
        limit: Int?,
        hasMore: (@Sendable (Page) -> Bool?)?
    ) -> Bool {
        if hasMore?(received.response.body) == false { return false }
        if received.itemCount == 0 { return false }
        if let limit, limit > 0, received.itemCount < limit { return false }
        return true
    }
}

/// A page as the rule that finds the next one sees it.
struct ReceivedPage<Page: Sendable, Headers: ResponseHeaders>: Sendable {
    /// The page's response.
    var response: APIResponse<Page, Headers>
    /// The page's number, the first being 1.
    var number: Int
    /// How many items the page holds.
    var itemCount: Int
    /// How many items the pages before it held.
    var itemsBefore: Int
    /// The URL the page was requested from.
    var url: URL

    /// The request of `target` (a URL, maybe relative to this page's) with `first`'s method, headers and body;
    /// ``APIError/unusableNextPageURL(page:url:)`` when it is not a URL on this page's origin.
    func following(
        _ target: String,
        from first: EndpointWithHeaders<Page, Headers>
    ) throws -> NextPage<Page, Headers> {
        guard let next = URL(string: target, relativeTo: url)?.absoluteURL,
            next.scheme?.lowercased() == url.scheme?.lowercased(),
            next.host?.lowercased() == url.host?.lowercased(),
            next.port ?? Self.defaultPort(next.scheme) == url.port ?? Self.defaultPort(url.scheme)
        else {
            throw APIError.unusableNextPageURL(page: number, url: Redaction.redactedURLString(target))
        }
        var endpoint = first
        endpoint.absoluteURL = next
        return NextPage(endpoint: endpoint, position: Redaction.redactedURLString(next.absoluteString))
    }

    /// The port a URL of `scheme` uses when it names none.
    private static func defaultPort(_ scheme: String?) -> Int? {
        switch scheme?.lowercased() {
        case "http": 80
        case "https": 443
        default: nil
        }
    }
}

/// The request of the next page, and where it starts, to tell a page that points to itself.
struct NextPage<Page: Sendable, Headers: ResponseHeaders>: Sendable {
    /// The request.
    var endpoint: EndpointWithHeaders<Page, Headers>
    /// Where it starts: `cursor abc`, `offset 20`, `page 3`, or the URL.
    var position: String
}
