import EndpointRuntime
import EndpointSpec
import EndpointStubServer
import Foundation
import GroupedAPI
import Testing

import struct EndpointTestSupport.OwnExecutorTrait
import enum EndpointTestSupport.RepositoryFiles

/// The grouping fixture's client (`grouping: tags`), generated through the plugin, calling the stub server over
/// loopback with the real `URLSessionHTTPClient` through its groups, its own methods and the repository built on it.
@Suite(.ownExecutor) struct GroupedClientLoopbackTests {
    /// The stub server serving the fixture's examples, and a client for it.
    private static func start() throws -> (StubServer, GroupedClient) {
        let loaded = SpecLoader.load(fileAt: RepositoryFiles.path("Tests/Fixtures/GroupedAPI/grouped.endpoints.json"))
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        let stub = try StubServer.start(spec: spec)
        let client = GroupedClient(
            baseURL: stub.baseURL,
            httpClient: URLSessionHTTPClient(timeout: .seconds(30))
        )
        return (stub, client)
    }

    @Test func callsGoThroughTheGroupOfTheirFirstTag() async throws {
        let (stub, client) = try Self.start()
        defer { stub.stop() }
        #expect(try await client.pets.getByID(id: "p1").name == "Rex")
        #expect(try await client.pets.list().map(\.id) == ["p1", "p2"])
        #expect(try await client.pets.create(body: PetDTO(id: "p3", name: "New")).id == "p3")
        try await client.pets.delete(id: "p1")
        try await client.pets.import()
        #expect(try await client.petPhotos.listPetPhotos(id: "p1").map(\.url) == ["https://grouped.example.com/p1.jpg"])
        #expect(try await client.store.getStatus().status == "open")
        #expect(try await client.store.store().status == "store")
    }

    @Test func aGroupedCallPagesAndAnUntaggedCallStaysOnTheClient() async throws {
        let (stub, client) = try Self.start()
        defer { stub.stop() }
        var ids: [String] = []
        for try await pet in client.pets.listPages().items { ids.append(pet.id) }
        #expect(ids == ["p1", "p2"])
        #expect(try await client.health().status == "ok")
    }

    /// A tag that starts with a digit (`1-Click Applications`) names the property `_1ClickApplications` and the type
    /// `_1ClickApplicationsGroup`: one identifier for both would be ambiguous in the client (issue 47).
    @Test func aTagThatStartsWithADigitGivesAPropertyAndATypeOfTheirOwn() async throws {
        let (stub, client) = try Self.start()
        defer { stub.stop() }
        let group: GroupedClient._1ClickApplicationsGroup = client._1ClickApplications
        #expect(try await group.oneClickApplicationsList().status == "ok")
    }

    @Test func theRepositoryCallsThroughTheGroups() async throws {
        let (stub, client) = try Self.start()
        defer { stub.stop() }
        let repository = HTTPPetRepository(client: client)
        #expect(try await repository.pet("p1").name == "Rex")
        #expect(try await repository.health().status == "ok")
    }

    @Test func theEndpointFactoriesKeepTheirWholeNames() {
        #expect(GroupedEndpoints.getPetByID(id: "p1").path == "/pets/{id}")
        #expect(GroupedEndpoints.listPets().method == .get)
    }
}
