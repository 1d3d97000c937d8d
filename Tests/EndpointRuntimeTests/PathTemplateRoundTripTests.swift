@_spi(Generated) import EndpointRuntime
import EndpointSpec
import EndpointStubServer
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Paths whose placeholders share a segment with literal text, from the spec through the stub server over
/// loopback to `APIClient` with the real `URLSessionHTTPClient`.
@Suite("Path templates with text around placeholders, end to end", .ownExecutor)
struct PathTemplateRoundTripTests {
    private struct FileInfo: Codable, Equatable, Sendable {
        let name: String
        let size: Int
    }

    private struct Pair: Codable, Equatable, Sendable {
        let a: String
        let b: Int
    }

    private static let specText = """
        {
          "name": "Files",
          "models": {
            "FileInfo": { "properties": { "name": { "type": "string" }, "size": { "type": "integer" } }, "required": ["name", "size"] },
            "Pair": { "properties": { "a": { "type": "string" }, "b": { "type": "integer" } }, "required": ["a", "b"] }
          },
          "endpoints": {
            "getFile": {
              "method": "GET",
              "path": "/files/{name}.json",
              "parameters": { "name": { "in": "path", "type": "string" } },
              "responses": { "200": { "$ref": "FileInfo" } },
              "examples": [
                { "parameters": { "name": "annual report" }, "status": 200, "body": { "name": "annual report", "size": 42 } }
              ]
            },
            "getPair": {
              "method": "GET",
              "path": "/v1/{a}-{b}",
              "parameters": { "a": { "in": "path", "type": "string" }, "b": { "in": "path", "type": "integer" } },
              "responses": { "200": { "$ref": "Pair" } },
              "examples": [
                { "parameters": { "a": "left", "b": 7 }, "status": 200, "body": { "a": "left", "b": 7 } },
                { "parameters": { "a": "left-hand", "b": 8 }, "status": 200, "body": { "a": "left-hand", "b": 8 } }
              ]
            }
          }
        }
        """

    /// The stub serving the spec's examples on loopback, and a client for it.
    private func startStub() throws -> (StubServer, APIClient) {
        let result = SpecLoader.load(text: Array(Self.specText.utf8), path: "files.json")
        #expect(result.diagnostics.map(\.description) == [])
        let stub = try StubServer.start(spec: try #require(result.spec))
        return (stub, APIClient(baseURL: stub.baseURL, httpClient: URLSessionHTTPClient()))
    }

    @Test func servesAndCallsAPlaceholderFollowedByText() async throws {
        let (stub, client) = try startStub()
        defer { stub.stop() }
        let endpoint = Endpoint<FileInfo>(
            method: .get,
            path: "/files/{name}.json",
            pathParameters: ["name": "annual report"]
        )
        #expect(try await client.send(endpoint) == FileInfo(name: "annual report", size: 42))
    }

    @Test func servesAndCallsTwoPlaceholdersInOneSegment() async throws {
        let (stub, client) = try startStub()
        defer { stub.stop() }
        let left = Endpoint<Pair>(method: .get, path: "/v1/{a}-{b}", pathParameters: ["a": "left", "b": "7"])
        #expect(try await client.send(left) == Pair(a: "left", b: 7))
        let hyphenated = Endpoint<Pair>(
            method: .get,
            path: "/v1/{a}-{b}",
            pathParameters: ["a": "left-hand", "b": "8"]
        )
        #expect(try await client.send(hyphenated) == Pair(a: "left-hand", b: 8))
    }

    @Test func aValueNoExampleListsIsAnsweredFromTheSchema() async throws {
        let (stub, client) = try startStub()
        defer { stub.stop() }
        let endpoint = Endpoint<FileInfo>(method: .get, path: "/files/{name}.json", pathParameters: ["name": "x"])
        #expect(try await client.send(endpoint) == FileInfo(name: "string", size: 0))
    }
}
