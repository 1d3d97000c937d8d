import EndpointLocking
import EndpointStubServer
import Foundation
import OpenAPIDropletsAPI
import Testing

import struct EndpointTestSupport.OwnExecutorTrait

/// The repository shapes the configuration of `Tests/Fixtures/OpenAPIDropletsAPI` declares beside the vendor's
/// document, called over loopback with `URLSessionHTTPClient` through the domain's `DropletRepository`: a method
/// walking pages (`pages: true`), statuses mapped by the error body's code (`when`), and a domain value sent as the
/// request body (`domain.request`).
@Suite(.ownExecutor) struct ConfiguredRepositoryShapesLoopbackTests {
    /// What the server received: each `GET /droplets` page number (`nil`: none sent) and each `POST` body.
    private final class Received: Sendable {
        let pages = Locked<[Int?]>([])
        let bodies = Locked<[[String: String]]>([])
    }

    /// Droplets in pages of `data.items` (page 1: 7 and 9, page 2: 10, then empty), a 401 for tag `unauthorized`,
    /// a rejected item on page 2 for tag `broken`; `POST` answers 422 with code `name_taken` for the name `taken`,
    /// another code for `odd`, else the droplet with the memory of the size it was sent.
    private static func answer(_ request: HTTPServerRequest, received: Received) -> HTTPServerResponse {
        if request.method == "POST" {
            let object = (try? JSONSerialization.jsonObject(with: Data(request.body))) as? [String: Any] ?? [:]
            // Every member, described: one the caller did not set would show.
            let fields = object.mapValues { "\($0)" }
            received.bodies.withLock { $0.append(fields) }
            switch fields["name"] {
            case "taken":
                return .json(status: 422, #"{"id":"name_taken","message":"A droplet already has this name."}"#)
            case "odd":
                return .json(status: 422, #"{"id":"unprocessable_entity","message":"The size is unavailable."}"#)
            default:
                let memory = fields["size"] == "s-1vcpu-2gb" ? 2048 : 1024
                let name = fields["name"] ?? ""
                return .json(status: 202, #"{"droplet":{"id":11,"name":"\#(name)","memory":\#(memory)}}"#)
            }
        }
        let page = (request.queryItems.first { $0.name == "page" }?.value).flatMap { Int($0) }
        received.pages.withLock { $0.append(page) }
        let tag = request.queryItems.first { $0.name == "tag_name" }?.value
        if tag == "unauthorized" {
            return .json(status: 401, #"{"id":"unauthorized","message":"Unable to authenticate you."}"#)
        }
        let items: String
        switch (page ?? 1, tag) {
        case (1, _): items = #"[{"id":7,"name":"web-1","memory":1024},{"id":9,"name":"db-1","memory":4096}]"#
        case (2, "broken"): items = #"[{"id":8,"name":"broken","memory":0}]"#
        case (2, _): items = #"[{"id":10,"name":"web-2","memory":2048}]"#
        default: items = "[]"
        }
        return .json(status: 200, #"{"data":{"items":\#(items)}}"#)
    }

    /// Runs `body` with the generated repository, seen only as the domain's `DropletRepository`, against the server.
    private func withRepository(
        _ body: @Sendable (any DropletRepository, Received) async throws -> Void
    ) async throws {
        let received = Received()
        let server = HTTPServer { request in Self.answer(request, received: received) }
        let port = try server.start()
        defer { server.stop() }
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
        let client = DropletsClient(baseURL: baseURL, httpClient: URLSessionHTTPClient(timeout: .seconds(30)))
        try await body(HTTPDropletRepository(client: client), received)
    }

    // MARK: - Pages

    @Test func aPagedMethodReturnsTheItemsOfEveryPageEachMappedIntoTheDomain() async throws {
        try await withRepository { repository, received in
            var droplets: [Droplet] = []
            for try await droplet in repository.allDroplets(tagged: nil) { droplets.append(droplet) }
            #expect(droplets.map(\.id.rawValue) == [7, 9, 10])
            #expect(droplets.map(\.memory.megabytes) == [1024, 4096, 2048])
            // The caller's (absent) page starts the walk; the empty third page ends it.
            #expect(received.pages.current == [nil, 2, 3])
        }
    }

    @Test func nothingIsRequestedUntilTheLoopAsks() async throws {
        try await withRepository { repository, received in
            let droplets = repository.allDroplets(tagged: nil)
            #expect(received.pages.current.isEmpty)
            var iterator = droplets.makeAsyncIterator()
            let first = try await iterator.next()
            #expect(first?.id.rawValue == 7)
            #expect(received.pages.current == [nil])
        }
    }

    @Test func aPagesDeclaredStatusBecomesTheDomainError() async throws {
        try await withRepository { repository, _ in
            await #expect(throws: DropletError.unauthorized) {
                for try await _ in repository.allDroplets(tagged: "unauthorized") {}
            }
        }
    }

    @Test func anItemTheDomainRejectsEndsTheItemsWithTheInvalidError() async throws {
        try await withRepository { repository, _ in
            var names: [String] = []
            await #expect(throws: DropletError.invalidDroplet) {
                for try await droplet in repository.allDroplets(tagged: "broken") { names.append(droplet.name) }
            }
            #expect(names == ["web-1", "db-1"])
        }
    }

    @Test func cancellingTheLoopStopsPagingAndIsNoOtherError() async throws {
        try await withRepository { repository, received in
            let task = Task {
                var names: [String] = []
                do {
                    for try await droplet in repository.allDroplets(tagged: nil) {
                        names.append(droplet.name)
                        withUnsafeCurrentTask { $0?.cancel() }
                    }
                } catch is CancellationError {
                    // Ending with `CancellationError` is allowed; any other error is not.
                }
                return names
            }
            let names = try await task.value
            #expect(names.first == "web-1")
            // The second page is never requested.
            #expect(received.pages.current == [nil])
        }
    }

    // MARK: - Errors by the body's code

    @Test func aCodeUnderAStatusBecomesItsOwnDomainError() async throws {
        try await withRepository { repository, _ in
            let droplet = NewDroplet(name: "taken", memory: try #require(Memory(megabytes: 1024)))
            await #expect(throws: DropletError.nameTaken("A droplet already has this name.")) {
                _ = try await repository.create(droplet)
            }
        }
    }

    @Test func aCodeWithoutItsOwnMappingFallsThroughToTheStatusMapping() async throws {
        try await withRepository { repository, _ in
            let droplet = NewDroplet(name: "odd", memory: try #require(Memory(megabytes: 1024)))
            await #expect(throws: DropletError.rejected("The size is unavailable.")) {
                _ = try await repository.create(droplet)
            }
        }
    }

    // MARK: - Domain request bodies

    @Test func aDomainValueIsSentAsTheRequestBodyThroughTheRequestMapping() async throws {
        try await withRepository { repository, received in
            let droplet = NewDroplet(name: "web-3", memory: try #require(Memory(megabytes: 2048)))
            let created = try await repository.create(droplet)
            #expect(created == Droplet(id: Droplet.ID(rawValue: 11), name: "web-3", memory: droplet.memory))
            // Exactly the members the mapping sets: `tags` is left out.
            #expect(received.bodies.current == [["name": "web-3", "size": "s-1vcpu-2gb"]])
        }
    }

    @Test func aValueTheWireCannotCarryIsTheMappingsInvalidErrorAndSendsNothing() async throws {
        try await withRepository { repository, received in
            let droplet = NewDroplet(name: "huge", memory: try #require(Memory(megabytes: 4096)))
            await #expect(throws: DropletError.unsupportedMemory) {
                _ = try await repository.create(droplet)
            }
            #expect(received.bodies.current.isEmpty)
        }
    }
}
