import EndpointOpenAPI
import EndpointRuntime
import EndpointSpec
import EndpointStubServer
import Foundation
import SplitUsersAPI
import Testing

/// The client generated from a document split over several files (Sources/SplitUsersAPI) calls the stub server,
/// which serves the examples of the same split document, over loopback with the real `URLSessionHTTPClient`.
@Suite struct SplitDocumentLoopbackTests {
    /// The split document's entry file.
    static let documentPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/SplitUsersAPI/users.openapi.yaml").path

    /// Starts the stub server for the split document and a client talking to it.
    static func start() throws -> (StubServer, SplitUsersClient) {
        let loaded = SpecLoader.standard.load(fileAt: documentPath)
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        let stub = try StubServer.start(spec: spec)
        let client = SplitUsersClient(baseURL: stub.baseURL, httpClient: URLSessionHTTPClient(timeout: .seconds(30)))
        return (stub, client)
    }

    @Test func theDocumentReadsEveryFileOnce() {
        let loaded = SpecLoader.standard.load(fileAt: Self.documentPath)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let names = loaded.sources.keys.map { $0.split(separator: "/").suffix(2).joined(separator: "/") }.sorted()
        #expect(
            names == [
                "SplitUsersAPI/parameters.yaml", "SplitUsersAPI/users.openapi.yaml", "paths/user.yaml",
                "paths/users.yaml", "schemas/address.yaml", "schemas/problem.json", "schemas/user.yaml",
            ]
        )
    }

    @Test func listsUsersWithModelsFromOtherFiles() async throws {
        let (stub, client) = try Self.start()
        defer { stub.stop() }
        let users: [UserDTO] = try await client.listUsers(limit: 2)
        #expect(users.map(\.name) == ["Ada", "Grace"])
        #expect(users.first?.address?.city == "London")
        #expect(users.last?.manager?.id == "u-1")
    }

    @Test func readsOneUserThroughAPathItemInAnotherFile() async throws {
        let (stub, client) = try Self.start()
        defer { stub.stop() }
        let user = try await client.getUser(id: "u-1")
        #expect(user.id == "u-1")
        #expect(user.address?.city == "London")
    }
}
