import EndpointTestSupport
import Foundation
import Testing

@_spi(Generated) @testable import EndpointRuntime

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Credentials of every scheme kind, under names no fixed list knows (`X-Acme-Auth`, `sig`, `sid`), never follow a
/// redirect to another origin: the declared names travel with the request (``RequestContext/credentialNames``) to
/// each transport's redirect handling (``TransportUnderTest``).
@Suite("Redirects and declared credentials", .ownExecutor)
struct DeclaredCredentialRedirectTests {
    private static let ok = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}"

    private static let schemes = [
        SecurityScheme(name: "header", kind: .apiKey(name: "X-Acme-Auth", location: .header)),
        SecurityScheme(name: "query", kind: .apiKey(name: "sig", location: .query)),
        SecurityScheme(name: "cookie", kind: .apiKey(name: "sid", location: .cookie)),
        SecurityScheme(name: "basic", kind: .basic),
        SecurityScheme(name: "token", kind: .bearer),
    ]

    private static let credentials: [String: Credential?] = [
        "header": .apiKey("h-s3cr3t"), "query": .apiKey("q-s3cr3t"), "cookie": .apiKey("c-s3cr3t"),
        "basic": .basic(.basic(username: "ada", password: "b-s3cr3t")),
        "token": .token(StaticTokenProvider("t-s3cr3t")),
    ]

    /// Sends `requirement` to an origin that redirects (keeping the query, as many servers do) to `target`, and
    /// returns the heads the origin and the target received.
    private func redirected(
        _ requirement: SecurityRequirement,
        over transport: TransportUnderTest,
        to target: (HostileLoopbackServer) -> String
    ) async throws -> (origin: String, target: String) {
        let landing = try HostileLoopbackServer.answering(Self.ok)
        let location = target(landing)
        let origin = try HostileLoopbackServer { connection in
            while let head = connection.readRequestHead() {
                let requestTarget = head.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
                let query = requestTarget.split(separator: "?", maxSplits: 1).dropFirst().first.map { "?\($0)" } ?? ""
                let response = "HTTP/1.1 302 Found\r\nLocation: \(location)\(query)\r\nContent-Length: 0\r\n\r\n"
                guard connection.send(response) else { return }
            }
        }
        let client = APIClient(
            baseURL: origin.baseURL,
            httpClient: transport.makeClient(timeout: .seconds(30)),
            authenticator: Authenticator(schemes: Self.schemes, credentials: Self.credentials)
        )
        _ = try await client.send(Endpoint<JSONValue>(method: .get, path: "/start").requiring(requirement))
        return (try #require(origin.requestHeads.first), try #require(landing.requestHeads.first))
    }

    @Test(
        arguments: [["header"], ["query"], ["cookie"], ["basic"], ["token"], ["header", "query", "cookie", "token"]],
        TransportUnderTest.allCases
    )
    func noSchemesCredentialFollowsARedirectToAnotherPort(
        schemeNames: [String],
        transport: TransportUnderTest
    ) async throws {
        let heads = try await redirected(SecurityRequirement(schemeNames), over: transport) {
            "http://127.0.0.1:\($0.port)/landing"
        }
        let basic = Data("ada:b-s3cr3t".utf8).base64EncodedString()
        #expect(heads.origin.contains("s3cr3t") || heads.origin.contains(basic), "the origin received the credential")
        #expect(!heads.target.contains(basic))
        #expect(heads.target.hasPrefix("GET /landing"))
        #expect(!heads.target.contains("s3cr3t"), "\(heads.target)")
        #expect(!heads.target.lowercased().contains("x-acme-auth"))
        #expect(!heads.target.lowercased().contains("authorization"))
    }

    @Test(arguments: TransportUnderTest.allCases)
    func theQueryKeyIsDroppedButTheRestOfTheQueryKept(transport: TransportUnderTest) async throws {
        let heads = try await redirected(["query"], over: transport) { "http://localhost:\($0.port)/landing" }
        #expect(heads.origin.hasPrefix("GET /start?sig=q-s3cr3t "))
        #expect(heads.target.hasPrefix("GET /landing "), "\(heads.target)")
    }

    @Test func declaredNamesAreStrippedFromARedirectRequestAndOthersKept() throws {
        let names = CredentialNames(headers: ["X-Acme-Auth"], queryItems: ["sig"], cookies: ["sid"])
        var request = URLRequest(url: try #require(URL(string: "https://other.example.com/b?page=2&sig=s&x=1")))
        request.setValue("s", forHTTPHeaderField: "X-Acme-Auth")
        request.setValue("sid=s", forHTTPHeaderField: "Cookie")
        request.setValue("t-1", forHTTPHeaderField: "X-Trace")
        let stripped = TransferDelegate.redirect(
            request,
            from: URL(string: "https://api.example.com/a"),
            declared: names
        )
        #expect(stripped.url?.absoluteString == "https://other.example.com/b?page=2&x=1")
        #expect(stripped.value(forHTTPHeaderField: "X-Acme-Auth") == nil)
        #expect(stripped.value(forHTTPHeaderField: "Cookie") == nil)
        #expect(stripped.value(forHTTPHeaderField: "X-Trace") == "t-1")

        let sameOrigin = TransferDelegate.redirect(
            request,
            from: URL(string: "https://other.example.com/a"),
            declared: names
        )
        #expect(sameOrigin.url == request.url)
        #expect(sameOrigin.value(forHTTPHeaderField: "X-Acme-Auth") == "s")
    }
}
