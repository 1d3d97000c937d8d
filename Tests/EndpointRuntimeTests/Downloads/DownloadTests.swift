import EndpointLocking
@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `APIClient.download(_:to:progress:)`: the body goes to the file a chunk at a time, with progress; the
/// destination is replaced only by a complete body, and every failure leaves it as it was, with no temporary file.
struct DownloadTests {
    private static let file = Endpoint<Data>.data(method: .get, path: "/files/{name}", pathParameters: ["name": "a"])

    private static func client(_ server: any HTTPClient, authenticator: Authenticator? = nil) throws -> APIClient {
        APIClient(
            baseURL: try #require(URL(string: "https://api.example.com")),
            httpClient: server,
            authenticator: authenticator
        )
    }

    /// An empty directory for one test, and the destination URL in it.
    private static func directory() throws -> (TemporaryFileTree, URL) {
        let tree = try TemporaryFileTree([:])
        return (tree, URL(fileURLWithPath: tree.path("download.bin")))
    }

    private static func contents(of tree: TemporaryFileTree) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: tree.path).sorted()
    }

    // MARK: Success

    @Test func theBodyIsWrittenChunkByChunkWithProgress() async throws {
        let (tree, destination) = try Self.directory()
        defer { tree.remove() }
        let server = StubStreamingHTTPClient(
            headers: ["Content-Length": "9", "Content-Type": "application/octet-stream"],
            chunks: [Data("abc".utf8), Data("defg".utf8), Data("hi".utf8)]
        )
        let seen = Locked<[(Int64, Int64?)]>([])
        let response = try await Self.client(server).download(Self.file, to: destination) { received, expected in
            seen.withLock { $0.append((received, expected)) }
        }

        #expect(response.body == destination)
        #expect(response.statusCode == 200)
        #expect(try Data(contentsOf: destination) == Data("abcdefghi".utf8))
        #expect(seen.current.map(\.0) == [3, 7, 9])
        #expect(seen.current.allSatisfy { $0.1 == 9 })
        #expect(try Self.contents(of: tree) == ["download.bin"])
        #expect(server.requests.first?.url?.absoluteString == "https://api.example.com/files/a")
    }

    @Test func withoutAContentLengthTheExpectedSizeIsUnknown() async throws {
        let (tree, destination) = try Self.directory()
        defer { tree.remove() }
        let server = StubStreamingHTTPClient(chunks: [Data("abc".utf8)])
        let seen = Locked<[Int64?]>([])
        _ = try await Self.client(server).download(Self.file, to: destination) { _, expected in
            seen.withLock { $0.append(expected) }
        }
        #expect(seen.current == [nil])
    }

    @Test func anEmptyBodyMakesAnEmptyFile() async throws {
        let (tree, destination) = try Self.directory()
        defer { tree.remove() }
        _ = try await Self.client(StubStreamingHTTPClient(status: 204, chunks: [])).download(Self.file, to: destination)
        #expect(try Data(contentsOf: destination).isEmpty)
    }

    @Test func aCompleteBodyReplacesAFileAlreadyThere() async throws {
        let (tree, destination) = try Self.directory()
        defer { tree.remove() }
        try tree.write("old", to: "download.bin")
        _ = try await Self.client(StubStreamingHTTPClient(chunks: [Data("new".utf8)])).download(
            Self.file,
            to: destination
        )
        #expect(try String(contentsOf: destination, encoding: .utf8) == "new")
        #expect(try Self.contents(of: tree) == ["download.bin"])
    }

    @Test func aClientThatDoesNotStreamStillDownloads() async throws {
        // The default `stream(for:)` delivers the whole body of `data(for:)` as one chunk.
        let (tree, destination) = try Self.directory()
        defer { tree.remove() }
        let server = StubHTTPClient(headers: [:], body: Data("whole".utf8))
        _ = try await Self.client(server).download(Self.file, to: destination)
        #expect(try String(contentsOf: destination, encoding: .utf8) == "whole")
    }

    // MARK: Failures leave the destination alone

    @Test func aConnectionLostMidBodyKeepsTheOldFileAndLeavesNoTemporaryFile() async throws {
        let (tree, destination) = try Self.directory()
        defer { tree.remove() }
        try tree.write("old", to: "download.bin")
        let lost = APIError.transport(code: URLError.networkConnectionLost.rawValue, description: "connection lost")
        let server = StubStreamingHTTPClient(chunks: [Data("partial".utf8)], ending: .fail(lost))
        let error = try await #require(throws: APIError.self) {
            try await Self.client(server).download(Self.file, to: destination)
        }
        #expect(error == lost)
        #expect(try String(contentsOf: destination, encoding: .utf8) == "old")
        #expect(try Self.contents(of: tree) == ["download.bin"])
    }

    @Test func aDeclaredErrorStatusIsThrownTypedAndNoFileIsMade() async throws {
        let (tree, destination) = try Self.directory()
        defer { tree.remove() }
        var endpoint = Self.file
        endpoint.errors = FakeGetThingError.declaredResponses
        let server = StubStreamingHTTPClient(
            status: 404,
            headers: ["Content-Type": "application/json"],
            chunks: [Data(#"{"message":"#.utf8), Data(#""gone"}"#.utf8)]
        )
        let error = try await #require(throws: FakeGetThingError.self) {
            try await Self.client(server).download(endpoint, to: destination)
        }
        guard case .notFound(let response) = error else {
            Issue.record("expected notFound, got \(error)")
            return
        }
        #expect(response.body == FakeMessage(message: "gone"))
        #expect(try Self.contents(of: tree).isEmpty)
    }

    @Test func anUndeclaredErrorStatusIsUnexpectedStatusWithItsBody() async throws {
        let (tree, destination) = try Self.directory()
        defer { tree.remove() }
        let server = StubStreamingHTTPClient(status: 503, chunks: [Data("busy".utf8)])
        let error = try await #require(throws: APIError.self) {
            try await Self.client(server).download(Self.file, to: destination)
        }
        #expect(error == .unexpectedStatus(code: 503, body: Data("busy".utf8)))
        #expect(try Self.contents(of: tree).isEmpty)
    }

    @Test func anErrorBodyLargerThanTheLimitIsTooLargeAndStopsTheBody() async throws {
        let (tree, destination) = try Self.directory()
        defer { tree.remove() }
        let half = Data(count: APIClient.maximumDownloadErrorBodySize / 2 + 1)
        let server = StubStreamingHTTPClient(status: 500, chunks: [half, half], ending: .stayOpen)
        let error = try await #require(throws: APIError.self) {
            try await Self.client(server).download(Self.file, to: destination)
        }
        #expect(error == .responseTooLarge(limit: APIClient.maximumDownloadErrorBodySize))
        #expect(server.terminatedEarly == 1)
    }

    @Test func aDestinationThatCannotBeCreatedFailsBeforeAnythingIsSent() async throws {
        let server = StubStreamingHTTPClient(chunks: [Data("x".utf8)])
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/file.bin")
        let error = try await #require(throws: APIError.self) {
            try await Self.client(server).download(Self.file, to: missing)
        }
        guard case .invalidRequest(let reason) = error else {
            Issue.record("expected invalidRequest, got \(error)")
            return
        }
        #expect(reason.contains("cannot create a file in"))
        #expect(server.requests.isEmpty)
    }

    @Test func aDestinationThatIsNotAFileURLIsRejected() async throws {
        let server = StubStreamingHTTPClient(chunks: [])
        let remote = try #require(URL(string: "https://example.com/file.bin"))
        await #expect(
            throws: APIError.invalidRequest(
                "the download destination 'https://example.com/file.bin' is not a file URL"
            )
        ) {
            try await Self.client(server).download(Self.file, to: remote)
        }
        #expect(server.requests.isEmpty)
    }

    // MARK: Cancellation

    @Test func cancellingMidBodyIsCancellationErrorStopsTheBodyAndKeepsTheOldFile() async throws {
        let (tree, destination) = try Self.directory()
        defer { tree.remove() }
        try tree.write("old", to: "download.bin")
        let server = StubStreamingHTTPClient(chunks: [Data("first".utf8)], ending: .stayOpen)
        let (firstChunk, arrived) = AsyncStream<Void>.makeStream()
        let client = try Self.client(server)
        let download = Task {
            try await client.download(Self.file, to: destination) { _, _ in arrived.yield() }
        }
        for await _ in firstChunk { break }
        download.cancel()

        await #expect(throws: CancellationError.self) { try await download.value }
        #expect(server.terminatedEarly == 1)
        #expect(try String(contentsOf: destination, encoding: .utf8) == "old")
        #expect(try Self.contents(of: tree) == ["download.bin"])
    }

    // MARK: Authentication

    @Test func aRejectedTokenIsRefreshedAndTheDownloadReplayed() async throws {
        let (tree, destination) = try Self.directory()
        defer { tree.remove() }
        let tokens = FakeRefreshingTokenProvider(token: "old")
        let server = FakeTokenCheckingHTTPClient { $0 == "refreshed-1" }
        let authenticator = Authenticator(
            schemes: [SecurityScheme(name: "token", kind: .bearer)],
            credentials: ["token": .token(tokens)]
        )
        _ = try await Self.client(server, authenticator: authenticator)
            .download(Self.file.requiring(["token"]), to: destination)

        #expect(try String(contentsOf: destination, encoding: .utf8) == "{}")
        #expect(tokens.refreshCount == 1)
        #expect(
            server.requests.map { $0.value(forHTTPHeaderField: "Authorization") } == [
                "Bearer old", "Bearer refreshed-1",
            ]
        )
    }
}
