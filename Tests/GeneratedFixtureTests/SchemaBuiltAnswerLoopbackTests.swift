import EdgeCasesAPI
import EndpointRuntime
import EndpointSpec
import EndpointStubServer
import Foundation
import Testing

import struct EndpointTestSupport.OwnExecutorTrait
import enum EndpointTestSupport.RepositoryFiles

/// The mock server's schema-built answers decode through the generated client: the edge-case spec (every type,
/// format, enumeration, union, map, nullable and recursive shape the generator supports) served with its examples
/// removed, over loopback with the real `URLSessionHTTPClient`.
@Suite(.ownExecutor) struct SchemaBuiltAnswerLoopbackTests {
    private let stub: StubServer
    private let client: EdgeCasesClient

    init() throws {
        let path = RepositoryFiles.path("Tests/EndpointCodegenTests/Fixtures/edge-cases.json")
        let loaded = SpecLoader.load(fileAt: path)
        var spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        for index in spec.endpoints.indices { spec.endpoints[index].examples = [] }
        stub = try StubServer.start(spec: spec)
        client = EdgeCasesClient(baseURL: stub.baseURL, httpClient: URLSessionHTTPClient(timeout: .seconds(30)))
    }

    @Test func modelsBuiltFromTheirSchemasDecode() async throws {
        _ = try await client.getDefaults()
        _ = try await client.getHostile()
        _ = try await client.getLinks()
        _ = try await client.getPerson(id: "p-1")
        _ = try await client.getTicket(id: "t-1")
        _ = try await client.listPeople()
        let widget = try await client.getWidget(widgetID: UUID(), xAPIVersion: 1)
        #expect(try await client.getWidget(widgetID: UUID(), xAPIVersion: 1).id == widget.id, "deterministic")
    }

    @Test func textBinaryAndStreamingBodiesBuiltFromTheirSchemasDecode() async throws {
        _ = try await client.requestStatus(id: "r-1")
        _ = try await client.requestDiff(id: "r-1")
        _ = try await client.getExport(id: "e-1")
        var gadgets = 0
        for try await _ in try await client.exportGadgets() { gadgets += 1 }
        #expect(gadgets == 1)
        var counts = 0
        for try await _ in try await client.countSequence() { counts += 1 }
        #expect(counts == 1)
    }

    @Test func requestsTheGeneratedClientSendsAreValid() async throws {
        // The stub validates every request: a 422 here would be the validator disagreeing with the generated client.
        _ = try await client.listWidgets(
            limit: 5,
            tag: ["a", "b"],
            status: [.inStock],
            since: Date(),
            day: CalendarDate(year: 2024, month: 5, day: 1),
            searchText: "x y"
        )
        _ = try await client.getWidget(widgetID: UUID(), xAPIVersion: 2, xRequestID: "r-9")
        _ = try await client.putNote(id: "n-1", body: "text")
        _ = try await client.putImage(id: "i-1", body: Data([1, 2, 3]))
    }
}
