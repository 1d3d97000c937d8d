@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

/// `PageSequence` and its `items` against a scripted HTTP client: pages are fetched lazily through the client's
/// whole path (retries included), each rule stops where the API says, and a page pointing to itself or another
/// server ends the sequence with an `APIError`.
@Suite struct PageSequenceTests {
    /// A page as the tests' API answers it.
    struct Page: Decodable, Sendable {
        var data: [String]
        var next: String?
        var hasMore: Bool?

        enum CodingKeys: String, CodingKey {
            case data, next
            case hasMore = "has_more"
        }
    }

    private static let baseURL = URL(string: "https://api.example.com/v1")!

    /// The list endpoint with `query` items.
    private static func list(_ query: [URLQueryItem] = []) -> Endpoint<Page> {
        Endpoint(method: .get, path: "/items", queryItems: query)
    }

    /// A JSON page answer.
    private static func page(_ data: [String], next: String? = nil, hasMore: Bool? = nil) -> SpyHTTPClient.Outcome {
        let items = data.map { "\"\($0)\"" }.joined(separator: ",")
        let next = next.map { ",\"next\":\"\($0)\"" } ?? ""
        let more = hasMore.map { ",\"has_more\":\($0)" } ?? ""
        return .json("{\"data\":[\(items)]\(next)\(more)}")
    }

    /// Pages chained by the `next` field sent as `cursor`.
    private static func cursorPages(_ client: any HTTPClient, startingCursor: String? = nil)
        -> PageSequence<Page, NoHeaders, String>
    {
        PageSequence(
            client: APIClient(baseURL: baseURL, httpClient: client),
            request: .cursor(
                first: list(startingCursor.map { [URLQueryItem(name: "cursor", value: $0)] } ?? []),
                startingCursor: startingCursor,
                nextCursor: { $0.next },
                hasMore: { $0.hasMore },
                request: { list([URLQueryItem(name: "cursor", value: $0)]) }
            ),
            items: { $0.data }
        )
    }

    private static func collect<S: AsyncSequence>(_ sequence: S) async throws -> [S.Element] {
        var elements: [S.Element] = []
        for try await element in sequence { elements.append(element) }
        return elements
    }

    // MARK: Laziness

    @Test func nothingIsRequestedUntilTheLoopAsksAndBreakingRequestsNoMore() async throws {
        let spy = SpyHTTPClient([Self.page(["a"], next: "2"), Self.page(["b"], next: "3"), Self.page(["c"])])
        let pages = Self.cursorPages(spy)
        #expect(spy.calls.isEmpty)
        for try await page in pages {
            #expect(page.body.data == ["a"])
            break
        }
        #expect(spy.calls.count == 1)
    }

    @Test func theCursorOfEachPageIsSentForTheNextUntilThereIsNone() async throws {
        let spy = SpyHTTPClient([Self.page(["a", "b"], next: "c2"), Self.page(["c"], next: "c3"), Self.page(["d"])])
        #expect(try await Self.collect(Self.cursorPages(spy).items) == ["a", "b", "c", "d"])
        #expect(spy.requests.map { $0.url?.query } == [nil, "cursor=c2", "cursor=c3"])
    }

    @Test func hasMoreFalseEndsTheSequenceDespiteACursor() async throws {
        let spy = SpyHTTPClient([Self.page(["a"], next: "c2", hasMore: false), Self.page(["never"])])
        #expect(try await Self.collect(Self.cursorPages(spy).items) == ["a"])
        #expect(spy.calls.count == 1)
    }

    @Test func anEmptyFirstPageIsAPageWithoutItems() async throws {
        let spy = SpyHTTPClient([Self.page([])])
        #expect(try await Self.collect(Self.cursorPages(spy)).count == 1)
        #expect(try await Self.collect(Self.cursorPages(spy).items).isEmpty)
    }

    // MARK: Pages that point to themselves

    @Test func aPageRepeatingTheCursorItWasRequestedWithEndsWithAnError() async throws {
        let spy = SpyHTTPClient([Self.page(["a"], next: "c2"), Self.page(["b"], next: "c2")])
        var items: [String] = []
        await #expect(throws: APIError.repeatedPagePosition(page: 2, position: "cursor c2")) {
            for try await item in Self.cursorPages(spy).items { items.append(item) }
        }
        #expect(items == ["a", "b"])
        #expect(spy.calls.count == 2)
    }

    @Test func aFirstPageRepeatingTheCallersCursorEndsWithAnError() async throws {
        let spy = SpyHTTPClient([Self.page(["a"], next: "start")])
        await #expect(throws: APIError.repeatedPagePosition(page: 1, position: "cursor start")) {
            _ = try await Self.collect(Self.cursorPages(spy, startingCursor: "start"))
        }
    }

    // MARK: Offsets and page numbers

    @Test func offsetsAdvanceByTheItemsReceivedAndAShortPageIsTheLast() async throws {
        let spy = SpyHTTPClient([Self.page(["a", "b"]), Self.page(["c", "d"]), Self.page(["e"])])
        let pages = PageSequence(
            client: APIClient(baseURL: Self.baseURL, httpClient: spy),
            request: .offset(
                first: Self.list([URLQueryItem(name: "limit", value: "2")]),
                startingOffset: 0,
                limit: 2,
                request: {
                    Self.list([URLQueryItem(name: "offset", value: "\($0)"), URLQueryItem(name: "limit", value: "2")])
                }
            ),
            items: { $0.data }
        )
        #expect(try await Self.collect(pages.items) == ["a", "b", "c", "d", "e"])
        #expect(spy.requests.map { $0.url?.query } == ["limit=2", "offset=2&limit=2", "offset=4&limit=2"])
    }

    @Test func pageNumbersAdvanceByOneUntilAnEmptyPage() async throws {
        let spy = SpyHTTPClient([Self.page(["a"]), Self.page(["b"]), Self.page([])])
        let pages = PageSequence(
            client: APIClient(baseURL: Self.baseURL, httpClient: spy),
            request: .pageNumber(
                first: Self.list(),
                startingPage: 1,
                limit: nil,
                request: { Self.list([URLQueryItem(name: "page", value: "\($0)")]) }
            ),
            items: { $0.data }
        )
        #expect(try await Self.collect(pages).count == 3)
        #expect(spy.requests.map { $0.url?.query } == [nil, "page=2", "page=3"])
    }

    @Test func aServerIgnoringThePageNumberEndsTheSequenceWithAnError() async throws {
        let spy = SpyHTTPClient([Self.page(["a"]), Self.page(["a"]), Self.page(["never"])])
        let pages = PageSequence(
            client: APIClient(baseURL: Self.baseURL, httpClient: spy),
            request: .pageNumber(
                first: Self.list(),
                startingPage: 1,
                limit: nil,
                request: { Self.list([URLQueryItem(name: "page", value: "\($0)")]) }
            ),
            items: { $0.data }
        )
        await #expect(throws: APIError.repeatedPage(page: 2)) { _ = try await Self.collect(pages) }
        #expect(spy.calls.count == 2)
    }

    // MARK: Link headers and next URLs

    private static func linked(_ spy: SpyHTTPClient) -> PageSequence<Page, NoHeaders, String> {
        PageSequence(
            client: APIClient(baseURL: baseURL, httpClient: spy),
            request: .linkHeader(first: Self.list([URLQueryItem(name: "q", value: "x")])),
            items: { $0.data }
        )
    }

    private static func linkPage(_ data: [String], link: String?) -> SpyHTTPClient.Outcome {
        var headers = ["Content-Type": "application/json"]
        headers["Link"] = link
        let body = "{\"data\":[" + data.map { "\"\($0)\"" }.joined(separator: ",") + "]}"
        return .answer(status: 200, headers: headers, body: Data(body.utf8))
    }

    @Test func theNextLinkIsFollowedResolvedAgainstThePageURL() async throws {
        let spy = SpyHTTPClient([
            Self.linkPage(["a"], link: "</v1/items?page=2>; rel=\"next\", </v1/items?page=9>; rel=\"last\""),
            Self.linkPage(["b"], link: "<https://api.example.com/v1/items?page=3>; rel=next"),
            Self.linkPage(["c"], link: "</v1/items?page=1>; rel=\"first\""),
        ])
        #expect(try await Self.collect(Self.linked(spy).items) == ["a", "b", "c"])
        #expect(
            spy.requests.map { $0.url?.absoluteString } == [
                "https://api.example.com/v1/items?q=x", "https://api.example.com/v1/items?page=2",
                "https://api.example.com/v1/items?page=3",
            ]
        )
    }

    @Test func aNextLinkToAnotherServerIsNotFollowed() async throws {
        let spy = SpyHTTPClient([Self.linkPage(["a"], link: "<https://evil.example.com/v1/items?page=2>; rel=\"next\"")]
        )
        let error = await #expect(throws: APIError.self) { _ = try await Self.collect(Self.linked(spy)) }
        #expect(error == .unusableNextPageURL(page: 1, url: "https://evil.example.com/v1/items?page=2"))
        #expect(spy.calls.count == 1)
    }

    @Test func aNextURLInTheBodyIsFollowedUntilItIsAbsent() async throws {
        let spy = SpyHTTPClient([Self.page(["a"], next: "/v1/items?page=2"), Self.page(["b"])])
        let pages = PageSequence(
            client: APIClient(baseURL: Self.baseURL, httpClient: spy),
            request: .nextURL(first: Self.list(), nextURL: { $0.next }),
            items: { $0.data }
        )
        #expect(try await Self.collect(pages.items) == ["a", "b"])
        #expect(spy.requests.last?.url?.absoluteString == "https://api.example.com/v1/items?page=2")
    }

    // MARK: The client's path

    @Test func eachPageIsRetriedLikeAnyCall() async throws {
        let spy = SpyHTTPClient([.status(503), Self.page(["a"], next: "c2"), .status(503), Self.page(["b"])])
        let retrying = RetryingHTTPClient(decoratee: spy, policy: RetryPolicy(maxAttempts: 2), clock: SpyClock())
        #expect(try await Self.collect(Self.cursorPages(retrying).items) == ["a", "b"])
        #expect(spy.calls.count == 4)
    }

    @Test func aFailedPageEndsTheSequenceWithItsError() async throws {
        let spy = SpyHTTPClient([Self.page(["a"], next: "c2"), .status(500)])
        var items: [String] = []
        await #expect(throws: APIError.self) {
            for try await item in Self.cursorPages(spy).items { items.append(item) }
        }
        #expect(items == ["a"])
    }

    @Test func aCancelledTaskRequestsNoPageAndThrowsCancellationError() async throws {
        let spy = SpyHTTPClient([Self.page(["a"], next: "c2")])
        let pages = Self.cursorPages(spy)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Self.collect(pages)
        }
        await #expect(throws: CancellationError.self) { _ = try await task.value }
        #expect(spy.calls.isEmpty)
    }
}
