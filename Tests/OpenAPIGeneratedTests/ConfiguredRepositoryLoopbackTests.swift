import EndpointStubServer
import Foundation
import OpenAPIDropletsAPI
import Testing

import struct EndpointTestSupport.OwnExecutorTrait

/// The repository the plugin generates from a vendor's OpenAPI document and the `domain` and `repositories` of its
/// configuration (`Tests/Fixtures/OpenAPIDropletsAPI`), called over loopback with `URLSessionHTTPClient` through the
/// domain's own protocol: domain values in and out, nested members and lists read, statuses mapped to domain errors.
@Suite(.ownExecutor) struct ConfiguredRepositoryLoopbackTests {
    /// A server answering as the vendor's service would: droplet 7 exists, 8 has memory the domain rejects, anything
    /// else is a 404 with the document's error body; the list is nested under `data.items`.
    private static func answer(_ request: HTTPServerRequest) -> HTTPServerResponse {
        switch request.path {
        case "/droplets/7":
            return .json(status: 200, #"{"droplet":{"id":7,"name":"web-1","memory":1024,"region":"nyc1"}}"#)
        case "/droplets/8":
            return .json(status: 200, #"{"droplet":{"id":8,"name":"broken","memory":0}}"#)
        case "/droplets":
            let tag = request.queryItems.first { $0.name == "tag_name" }?.value
            let items =
                tag == "web"
                ? #"[{"id":7,"name":"web-1","memory":1024}]"#
                : #"[{"id":7,"name":"web-1","memory":1024},{"id":9,"name":"db-1","memory":4096,"region":"ams3"}]"#
            return .json(status: 200, #"{"data":{"items":\#(items)}}"#)
        default:
            return DropletsLoopback.notFound
        }
    }

    /// Runs `body` with the generated repository, seen only as the domain's `DropletRepository`, against the server.
    private func withRepository(_ body: @Sendable (any DropletRepository) async throws -> Void) async throws {
        try await DropletsLoopback.withRepository(answering: Self.answer, body)
    }

    @Test func aDropletIsReadFromItsNestedMemberAndMappedIntoTheDomain() async throws {
        try await withRepository { repository in
            let droplet = try await repository.droplet(id: Droplet.ID(rawValue: 7))
            #expect(
                droplet
                    == Droplet(
                        id: Droplet.ID(rawValue: 7),
                        name: "web-1",
                        memory: try #require(Memory(megabytes: 1024))
                    )
            )
        }
    }

    @Test func aListIsReadFromAMemberPathAndEachItemMapped() async throws {
        try await withRepository { repository in
            let all = try await repository.droplets(tagged: nil)
            #expect(all.map(\.id.rawValue) == [7, 9])
            #expect(all.map(\.memory.megabytes) == [1024, 4096])
            let tagged = try await repository.droplets(tagged: "web")
            #expect(tagged.map(\.name) == ["web-1"])
        }
    }

    @Test func aDeclaredErrorStatusBecomesTheDomainErrorWithTheParameterAndTheBodysMessage() async throws {
        try await withRepository { repository in
            await #expect(
                throws: DropletError.notFound(Droplet.ID(rawValue: 3), "The resource you requested could not be found.")
            ) {
                _ = try await repository.droplet(id: Droplet.ID(rawValue: 3))
            }
        }
    }

    @Test func aValueTheDomainRejectsIsItsInvalidError() async throws {
        try await withRepository { repository in
            await #expect(throws: DropletError.invalidDroplet) {
                _ = try await repository.droplet(id: Droplet.ID(rawValue: 8))
            }
        }
    }
}
