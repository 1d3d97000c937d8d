import EdgeCasesAPI
import EndpointLocking
@_spi(Generated) import EndpointRuntime
import EndpointStubServer
import EndpointTestSupport
import EndpointTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the caller set is what goes on the wire, and what the server sent is what the value holds (issue 45), over
/// loopback with both transports: a `PATCH` sends only the members set (never a default), `nil` assigned to a
/// nullable member sends `null`, an optional body can be left out, and an empty or multi-segment path parameter is
/// sent as written.
@Suite(.ownExecutor) struct WireFidelityLoopbackTests {
    /// One request as the server read it.
    struct Received: Sendable {
        var target: String
        var body: [UInt8]
        var contentType: String?
        var contentLength: String?
    }

    /// A server that records every request and answers `answer` as JSON.
    private static func start(answering answer: String = "{}") throws -> (HTTPServer, Locked<[Received]>, URL) {
        let received = Locked<[Received]>([])
        let server = HTTPServer { request in
            received.withLock {
                $0.append(
                    Received(
                        target: request.target,
                        body: request.body,
                        contentType: request.headers["Content-Type"],
                        contentLength: request.headers["Content-Length"]
                    )
                )
            }
            return HTTPServerResponse(
                status: 200,
                headers: ["Content-Type": request.path.contains("/contents") ? "text/plain" : "application/json"],
                body: Array(answer.utf8)
            )
        }
        let port = try server.start()
        return (server, received, try #require(URL(string: "http://127.0.0.1:\(port)")))
    }

    private static func json(_ bytes: [UInt8]) throws -> JSONValue {
        try JSONCoding.decode(JSONValue.self, from: Data(bytes))
    }

    // MARK: Request bodies

    @Test(arguments: TransportUnderTest.allCases)
    func aPartialUpdateSendsOnlyTheMembersSet(transport: TransportUnderTest) async throws {
        let (server, received, baseURL) = try Self.start()
        defer { server.stop() }
        let client = EdgeCasesClient(baseURL: baseURL, httpClient: transport.makeClient(timeout: .seconds(30)))

        _ = try await client.updateRepository(owner: "o", repo: "r", body: RepositoryUpdateDTO(name: "renamed"))
        var clearing = RepositoryUpdateDTO()
        clearing.description = nil
        clearing.isPrivate = false
        _ = try await client.updateRepository(owner: "o", repo: "r", body: clearing)

        let bodies = try received.current.map { try Self.json($0.body) }
        #expect(
            bodies == [
                .object(["name": .string("renamed")]), .object(["description": .null, "private": .bool(false)]),
            ]
        )
    }

    @Test(arguments: TransportUnderTest.allCases)
    func anOptionalBodyLeftOutSendsNone(transport: TransportUnderTest) async throws {
        let (server, received, baseURL) = try Self.start()
        defer { server.stop() }
        let client = EdgeCasesClient(baseURL: baseURL, httpClient: transport.makeClient(timeout: .seconds(30)))

        _ = try await client.updateRepository(owner: "o", repo: "r")

        let request = try #require(received.current.first)
        #expect(request.body.isEmpty)
        #expect(request.contentType == nil)
        #expect(request.contentLength == nil || request.contentLength == "0")
    }

    // MARK: Response values

    @Test(arguments: TransportUnderTest.allCases)
    func aDecodedValueEncodesBackToWhatTheServerSent(transport: TransportUnderTest) async throws {
        let answer = #"{"name":"r","description":null}"#
        let (server, _, baseURL) = try Self.start(answering: answer)
        defer { server.stop() }
        let client = EdgeCasesClient(baseURL: baseURL, httpClient: transport.makeClient(timeout: .seconds(30)))

        let repository = try await client.updateRepository(owner: "o", repo: "r")

        // Absent members read as the server's defaults, and stay absent; `null` stays `null`.
        #expect(repository.isPrivate == false)
        #expect(repository.hasIssues == true)
        #expect(repository.description == nil)
        let encoded = try JSONCoding.makeEncoder().encode(repository)
        #expect(try Self.json(Array(encoded)) == Self.json(Array(answer.utf8)))
    }

    // MARK: Path parameters

    @Test(arguments: TransportUnderTest.allCases)
    func emptyAndMultiSegmentPathParametersAreSentAsWritten(transport: TransportUnderTest) async throws {
        let (server, received, baseURL) = try Self.start(answering: "ok")
        defer { server.stop() }
        let client = EdgeCasesClient(baseURL: baseURL, httpClient: transport.makeClient(timeout: .seconds(30)))

        _ = try await client.getContents(owner: "o", repo: "r", path: "")
        _ = try await client.getContents(owner: "o", repo: "r", path: "src/main.swift")
        _ = try await client.getContents(owner: "o", repo: "r", path: "docs/read me?.md")

        #expect(
            received.current.map(\.target) == [
                "/repos/o/r/contents/", "/repos/o/r/contents/src/main.swift",
                "/repos/o/r/contents/docs/read%20me%3F.md",
            ]
        )
    }

    @Test(arguments: ["../secrets", "a/./b", "..", "a/.."])
    func aDotSegmentIsRefusedBeforeAnythingIsSent(path: String) async throws {
        let spy = SpyHTTPClient([.status(200)])
        let client = EdgeCasesClient(baseURL: URL(string: "https://api.example.com")!, httpClient: spy)
        await #expect(throws: APIError.self) { _ = try await client.getContents(owner: "o", repo: "r", path: path) }
        #expect(spy.requests.isEmpty)
    }
}
