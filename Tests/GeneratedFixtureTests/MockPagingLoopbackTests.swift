import EndpointRuntime
import EndpointSpec
import EndpointStubServer
import PaginatedAPI
import Testing

import struct EndpointTestSupport.OwnExecutorTrait
import enum EndpointTestSupport.RepositoryFiles
import enum EndpointTestSupport.TransportUnderTest

/// The pagination fixture's `…Pages(…)` methods against the mock with no examples: the mock pages each list
/// answer built from the schema by the operation's `pagination` (five items, two a page unless the limit says),
/// so every kind walks pages that differ and the loop ends where it would against a server.
@Suite(.ownExecutor) struct MockPagingLoopbackTests {
    /// The stub server serving the fixture without its examples, and a client of `transport` for it.
    private static func start(_ transport: TransportUnderTest) throws -> (StubServer, PaginatedClient) {
        let loaded = SpecLoader.load(
            fileAt: RepositoryFiles.path("Tests/Fixtures/PaginatedAPI/paginated.endpoints.json")
        )
        var spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        for index in spec.endpoints.indices { spec.endpoints[index].examples = [] }
        let stub = try StubServer.start(spec: spec)
        let client = PaginatedClient(baseURL: stub.baseURL, httpClient: transport.makeClient(timeout: .seconds(30)))
        return (stub, client)
    }

    /// The item count of each page of `pages`, in order.
    private static func counts<Pages: AsyncSequence, Body, Headers>(
        _ pages: Pages,
        items: (Body) -> Int
    ) async throws -> [Int] where Pages.Element == APIResponse<Body, Headers> {
        var counts: [Int] = []
        for try await page in pages { counts.append(items(page.body)) }
        return counts
    }

    /// The ids of `items`, in order.
    private static func ids<Items: AsyncSequence>(_ items: Items) async throws -> [String]
    where Items.Element == WidgetDTO {
        var ids: [String] = []
        for try await item in items { ids.append(item.id) }
        return ids
    }

    private static let allFive = ["1", "2", "3", "4", "5"]

    @Test(arguments: TransportUnderTest.allCases)
    func cursorKindsEndWhenTheMockGivesNoNextCursor(transport: TransportUnderTest) async throws {
        let (stub, client) = try Self.start(transport)
        defer { stub.stop() }
        #expect(try await Self.counts(client.listWidgetsByCursorPages()) { $0.data.count } == [2, 2, 1])
        #expect(try await Self.ids(client.listWidgetsByCursorPages().items) == Self.allFive)
        #expect(try await Self.counts(client.listWidgetsAfterPages()) { $0.data.count } == [2, 2, 1])
        #expect(try await Self.ids(client.listWidgetsAfterPages().items) == Self.allFive)
    }

    @Test(arguments: TransportUnderTest.allCases)
    func offsetAndPageKindsEndOnAShortOrEmptyPage(transport: TransportUnderTest) async throws {
        let (stub, client) = try Self.start(transport)
        defer { stub.stop() }
        #expect(try await Self.counts(client.listWidgetsByOffsetPages(limit: 2)) { $0.results.count } == [2, 2, 1])
        // The limit passed is the page size.
        #expect(try await Self.counts(client.listWidgetsByOffsetPages(limit: 3)) { $0.results.count } == [3, 2])
        // Without a limit, the sequence ends at the first empty page.
        #expect(try await Self.counts(client.listWidgetsByOffsetPages()) { $0.results.count } == [2, 2, 1, 0])
        #expect(try await Self.ids(client.listWidgetsByOffsetPages(limit: 2).items) == Self.allFive)
        #expect(try await Self.counts(client.listWidgetsByPagePages()) { $0.count } == [2, 2, 1, 0])
        #expect(try await Self.ids(client.listWidgetsByPagePages(page: 2).items) == ["3", "4", "5"])
    }

    @Test(arguments: TransportUnderTest.allCases)
    func linkAndNextURLKindsEndWhenTheMockGivesNoNextPage(transport: TransportUnderTest) async throws {
        let (stub, client) = try Self.start(transport)
        defer { stub.stop() }
        #expect(try await Self.counts(client.listWidgetsLinkedPages()) { $0.count } == [2, 2, 1])
        #expect(try await Self.ids(client.listWidgetsLinkedPages().items) == Self.allFive)
        #expect(try await Self.counts(client.listWidgetsByURLPages()) { $0.items.count } == [2, 2, 1])
        #expect(try await Self.ids(client.listWidgetsByURLPages().items) == Self.allFive)
        // The next page's URL inside an `anyOf` member: `links.pages.next`.
        #expect(try await Self.counts(client.listWidgetsByUnionLinksPages()) { $0.items.count } == [2, 2, 1])
        #expect(try await Self.ids(client.listWidgetsByUnionLinksPages().items) == Self.allFive)
        // Inside a case of a discriminated `oneOf`: `links.position.next`.
        #expect(try await Self.counts(client.listWidgetsByPositionPages()) { $0.items.count } == [2, 2, 1])
        #expect(try await Self.ids(client.listWidgetsByPositionPages().items) == Self.allFive)
    }
}
