import EndpointLocking
@_spi(Generated) import EndpointRuntime
import EndpointStubServer
import EndpointTestSupport
import Foundation
import OpenAPIGitHubErrorsAPI
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Issue 45's defects on the client the plugin imports from an excerpt of GitHub's own description, over loopback
/// with both transports: renaming a repository sends only its name (not `private: false` and the other defaults),
/// an optional body can be left out, a file path and an empty path are sent as written (`x-multi-segment`), and an
/// archive download that answers only `302` returns the redirect target's bytes.
@Suite(.ownExecutor) struct GitHubWireFidelityLoopbackTests {
    /// One request as the server read it.
    struct Received: Sendable {
        var method: String
        var target: String
        var body: [UInt8]
    }

    /// A server that records every request; `/archive` answers bytes, `/tarball/…` redirects there, anything else
    /// answers `answer`.
    private static func start(
        answering answer: String,
        transport: TransportUnderTest
    ) throws -> (HTTPServer, Locked<[Received]>, GitHubClient) {
        let received = Locked<[Received]>([])
        let server = HTTPServer { request in
            received.withLock {
                $0.append(Received(method: request.method, target: request.target, body: request.body))
            }
            if request.path.hasPrefix("/archive") {
                return HTTPServerResponse(
                    status: 200,
                    headers: ["Content-Type": "application/x-gzip"],
                    body: Array("TARBALL".utf8)
                )
            }
            if request.path.contains("/tarball/") {
                return HTTPServerResponse(status: 302, headers: ["Location": "/archive/legacy.tar.gz"], body: [])
            }
            return HTTPServerResponse(
                status: 200,
                headers: ["Content-Type": "application/json"],
                body: Array(answer.utf8)
            )
        }
        let port = try server.start()
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
        let client = GitHubClient(baseURL: baseURL, httpClient: transport.makeClient(timeout: .seconds(30)))
        return (server, received, client)
    }

    private static let repository = #"{"id":1,"name":"renamed","full_name":"o/renamed","private":true}"#

    @Test(arguments: TransportUnderTest.allCases)
    func aRenameSendsOnlyTheName(transport: TransportUnderTest) async throws {
        let (server, received, client) = try Self.start(answering: Self.repository, transport: transport)
        defer { server.stop() }

        _ = try await client.reposUpdate(owner: "o", repo: "r", body: ReposUpdateRequestDTO(name: "renamed"))
        _ = try await client.reposUpdate(owner: "o", repo: "r")

        let requests = received.current
        #expect(requests.map(\.method) == ["PATCH", "PATCH"])
        #expect(
            try JSONCoding.decode(JSONValue.self, from: Data(requests[0].body)) == .object(["name": .string("renamed")])
        )
        #expect(requests[1].body.isEmpty)
    }

    @Test(arguments: TransportUnderTest.allCases)
    func filePathsAndTheRootAreSentAsWritten(transport: TransportUnderTest) async throws {
        let content = #"{"type":"file","name":"main.swift","path":"Sources/main.swift","sha":"3d21ec5"}"#
        let (server, received, client) = try Self.start(answering: content, transport: transport)
        defer { server.stop() }

        _ = try await client.reposGetContent(owner: "o", repo: "r", path: "Sources/main.swift")
        _ = try await client.reposGetContent(owner: "o", repo: "r", path: "")

        #expect(received.current.map(\.target) == ["/repos/o/r/contents/Sources/main.swift", "/repos/o/r/contents/"])
    }

    @Test(arguments: TransportUnderTest.allCases)
    func anArchiveDownloadReturnsTheRedirectTargetsBytes(transport: TransportUnderTest) async throws {
        let (server, received, client) = try Self.start(answering: "{}", transport: transport)
        defer { server.stop() }

        let archive = try await client.reposDownloadTarballArchive(owner: "o", repo: "r", ref: "heads/main")

        #expect(archive == Data("TARBALL".utf8))
        #expect(received.current.map(\.target) == ["/repos/o/r/tarball/heads/main", "/archive/legacy.tar.gz"])
    }
}
