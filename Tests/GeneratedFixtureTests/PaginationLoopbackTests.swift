import EndpointRuntime
import EndpointSpec
import EndpointStubServer
import Foundation
import PaginatedAPI
import Testing

import struct EndpointTestSupport.OwnExecutorTrait
import enum EndpointTestSupport.RepositoryFiles
import enum EndpointTestSupport.TransportUnderTest

/// The pagination fixture's `…Pages(…)` methods, generated through the plugin, walking the stub server's example
/// chains over loopback with each real transport: every kind over three pages, an empty first page, a page that
/// points to itself, a next page on another server, and cancellation between pages.
@Suite(.ownExecutor) struct PaginationLoopbackTests {
    /// The stub server serving the fixture's examples, and a client of `transport` for it.
    private static func start(_ transport: TransportUnderTest) throws -> (StubServer, PaginatedClient) {
        let loaded = SpecLoader.load(
            fileAt: RepositoryFiles.path("Tests/Fixtures/PaginatedAPI/paginated.endpoints.json")
        )
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        let stub = try StubServer.start(spec: spec)
        let client = PaginatedClient(baseURL: stub.baseURL, httpClient: transport.makeClient(timeout: .seconds(30)))
        return (stub, client)
    }

    /// The ids of `items`, in order.
    private static func ids<Items: AsyncSequence>(_ items: Items) async throws -> [String]
    where Items.Element == WidgetDTO {
        var ids: [String] = []
        for try await item in items { ids.append(item.id) }
        return ids
    }

    private static let allFive = ["w1", "w2", "w3", "w4", "w5"]

    @Test(arguments: TransportUnderTest.allCases)
    func aNextCursorChainIsWalkedOverThreePagesWithTheirHeaders(transport: TransportUnderTest) async throws {
        let (stub, client) = try Self.start(transport)
        defer { stub.stop() }
        var pageIDs: [String] = []
        var counts: [Int] = []
        for try await page in client.listWidgetsByCursorPages() {
            pageIDs.append(page.headers.xPageID ?? "")
            counts.append(page.body.data.count)
        }
        #expect(pageIDs == ["1", "2", "3"])
        #expect(counts == [2, 2, 1])
        #expect(try await Self.ids(client.listWidgetsByCursorPages().items) == Self.allFive)
    }

    @Test(arguments: TransportUnderTest.allCases)
    func everyKindWalksItsThreePages(transport: TransportUnderTest) async throws {
        let (stub, client) = try Self.start(transport)
        defer { stub.stop() }
        #expect(try await Self.ids(client.listWidgetsAfterPages().items) == Self.allFive)
        #expect(try await Self.ids(client.listWidgetsByOffsetPages(limit: 2).items) == Self.allFive)
        #expect(try await Self.ids(client.listWidgetsByURLPages().items) == Self.allFive)
        #expect(try await Self.ids(client.listWidgetsLinkedPages().items) == Self.allFive)
        // Without a limit, a page number chain ends at the first empty page.
        var pages = 0
        for try await _ in client.listWidgetsByPagePages() { pages += 1 }
        #expect(pages == 4)
        #expect(try await Self.ids(client.listWidgetsByPagePages().items) == Self.allFive)
    }

    @Test(arguments: TransportUnderTest.allCases)
    func aNextURLInsideAOneOfCaseEndsOnTheCaseWithoutIt(transport: TransportUnderTest) async throws {
        let (stub, client) = try Self.start(transport)
        defer { stub.stop() }
        // `links.position.next`: page 1 is `.morePages` with a next URL, page 2 `.lastPage`, which has none.
        var positions: [String] = []
        for try await page in client.listWidgetsByPositionPages() {
            switch page.body.links.position {
            case .morePages: positions.append("more")
            case .lastPage: positions.append("last")
            }
        }
        #expect(positions == ["more", "last"])
        #expect(try await Self.ids(client.listWidgetsByPositionPages().items) == ["w1", "w2", "w3"])
    }

    @Test(arguments: TransportUnderTest.allCases)
    func aSequenceStartsWhereTheCallerSays(transport: TransportUnderTest) async throws {
        let (stub, client) = try Self.start(transport)
        defer { stub.stop() }
        #expect(try await Self.ids(client.listWidgetsByCursorPages(cursor: "c2").items) == ["w3", "w4", "w5"])
        #expect(try await Self.ids(client.listWidgetsByPagePages(page: 3).items) == ["w5"])
        #expect(try await Self.ids(client.listWidgetsAfterPages(startingAfter: "w4").items) == ["w5"])
    }

    @Test(arguments: TransportUnderTest.allCases)
    func anEmptyFirstPageIsOnePageAndNoItems(transport: TransportUnderTest) async throws {
        let (stub, client) = try Self.start(transport)
        defer { stub.stop() }
        var pages: [String] = []
        for try await page in client.listWidgetsByCursorPages(q: "none") { pages.append(page.headers.xPageID ?? "") }
        #expect(pages == ["empty"])
        #expect(try await Self.ids(client.listWidgetsByCursorPages(q: "none").items).isEmpty)
    }

    @Test(arguments: TransportUnderTest.allCases)
    func aRepeatedCursorEndsTheSequenceWithAnErrorAfterItsPages(transport: TransportUnderTest) async throws {
        let (stub, client) = try Self.start(transport)
        defer { stub.stop() }
        var ids: [String] = []
        let error = await #expect(throws: APIError.self) {
            for try await item in client.listWidgetsByCursorPages(q: "loop").items { ids.append(item.id) }
        }
        #expect(error == .repeatedPagePosition(page: 2, position: "cursor loop-1"))
        #expect(ids == ["w1", "w2"])
        await #expect(throws: APIError.self) {
            for try await _ in client.listWidgetsLinkedPages(page: "loop") {}
        }
    }

    @Test(arguments: TransportUnderTest.allCases)
    func aNextPageOnAnotherServerIsNotRequested(transport: TransportUnderTest) async throws {
        let (stub, client) = try Self.start(transport)
        defer { stub.stop() }
        let error = await #expect(throws: APIError.self) {
            for try await _ in client.listWidgetsLinkedPages(page: "away") {}
        }
        guard case .unusableNextPageURL(page: 1, _)? = error else {
            Issue.record("expected unusableNextPageURL on page 1, got \(String(describing: error))")
            return
        }
    }

    @Test(arguments: TransportUnderTest.allCases)
    func cancellingBetweenPagesEndsWithCancellationError(transport: TransportUnderTest) async throws {
        let (stub, client) = try Self.start(transport)
        defer { stub.stop() }
        let pages = client.listWidgetsByCursorPages()
        let task = Task {
            var received = 0
            do {
                for try await _ in pages {
                    received += 1
                    withUnsafeCurrentTask { $0?.cancel() }
                }
                return (received, "finished")
            } catch is CancellationError {
                return (received, "cancelled")
            } catch {
                return (received, "\(error)")
            }
        }
        let (received, outcome) = await task.value
        #expect(received == 1)
        #expect(outcome == "cancelled")
    }
}
