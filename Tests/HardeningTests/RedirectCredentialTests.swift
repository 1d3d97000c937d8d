import EndpointTestSupport
import Foundation
import Testing

@_spi(Generated) @testable import EndpointRuntime

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A redirect must never carry credentials to another origin. FoundationNetworking on its own copies every
/// header, `Authorization` included, to the redirect target; each transport (``TransportUnderTest``)
/// strips them.
@Suite("Redirects and credentials", .ownExecutor)
struct RedirectCredentialTests {
    private static let ok = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}"

    private static func redirect(to location: String) -> String {
        "HTTP/1.1 302 Found\r\nLocation: \(location)\r\nContent-Length: 0\r\n\r\n"
    }

    private static func credentialedRequest(_ url: URL) -> URLRequest {
        var request = URLRequest(url: url)
        request.setValue("Session s3cr3t-cookie", forHTTPHeaderField: "Cookie")
        request.setValue("s3cr3t-key", forHTTPHeaderField: "X-API-Key")
        request.setValue("t-1", forHTTPHeaderField: "X-Trace")
        return request
    }

    /// Sends `request` through `client` with the bearer token `s3cr3t-token`, added by an ``Authenticator``.
    private static func sendWithToken(
        _ request: URLRequest,
        through client: any HTTPClient
    ) async throws -> (Data, HTTPURLResponse) {
        let authenticator = Authenticator(
            schemes: [SecurityScheme(name: "token", kind: .bearer)],
            credentials: ["token": .token(StaticTokenProvider("s3cr3t-token"))]
        )
        return try await authenticator.send(request, requiring: [["token"]], through: client)
    }

    @Test(arguments: TransportUnderTest.allCases)
    func bearerTokenAndCredentialHeadersDoNotFollowARedirectToAnotherHost(transport: TransportUnderTest) async throws {
        let target = try HostileLoopbackServer.answering(Self.ok)
        let origin = try HostileLoopbackServer.answering(Self.redirect(to: "http://localhost:\(target.port)/landing"))
        let client = transport.makeClient(timeout: .seconds(30))

        let (_, response) = try await Self.sendWithToken(Self.credentialedRequest(origin.baseURL), through: client)

        #expect(response.statusCode == 200)
        #expect(origin.requestHeads.first?.contains("Authorization: Bearer s3cr3t-token") == true)
        let forwarded = try #require(target.requestHeads.first)
        #expect(forwarded.hasPrefix("GET /landing "))
        #expect(!forwarded.contains("s3cr3t"))
        #expect(!forwarded.lowercased().contains("authorization"))
        #expect(forwarded.contains("X-Trace: t-1"))
    }

    @Test(arguments: TransportUnderTest.allCases)
    func credentialsDoNotFollowARedirectToAnotherPortOnTheSameHost(transport: TransportUnderTest) async throws {
        let target = try HostileLoopbackServer.answering(Self.ok)
        let origin = try HostileLoopbackServer.answering(Self.redirect(to: "http://127.0.0.1:\(target.port)/x"))
        let client = transport.makeClient(timeout: .seconds(30))

        _ = try await Self.sendWithToken(Self.credentialedRequest(origin.baseURL), through: client)

        let forwarded = try #require(target.requestHeads.first)
        #expect(!forwarded.contains("s3cr3t"))
    }

    @Test(arguments: TransportUnderTest.allCases)
    func credentialsStayOnASameOriginRedirect(transport: TransportUnderTest) async throws {
        let server = try HostileLoopbackServer { connection in
            while let head = connection.readRequestHead(),
                connection.send(head.hasPrefix("GET /old ") ? Self.redirect(to: "/new") : Self.ok)
            {}
        }
        let client = transport.makeClient(timeout: .seconds(30))

        _ = try await Self.sendWithToken(URLRequest(url: server.baseURL.appending(path: "old")), through: client)

        #expect(server.requestHeads.count == 2)
        #expect(server.requestHeads.last?.hasPrefix("GET /new ") == true)
        #expect(server.requestHeads.last?.contains("Authorization: Bearer s3cr3t-token") == true)
    }

    @Test func originComparisonIgnoresCaseAndDefaultPorts() {
        var request = URLRequest(url: URL(string: "HTTP://API.example.com:80/b")!)
        request.setValue("Bearer t", forHTTPHeaderField: "Authorization")
        let kept = TransferDelegate.redirect(request, from: URL(string: "http://api.example.com/a"))
        #expect(kept.value(forHTTPHeaderField: "Authorization") == "Bearer t")

        request.url = URL(string: "https://api.example.com/b")
        let downgraded = TransferDelegate.redirect(request, from: URL(string: "http://api.example.com/a"))
        #expect(downgraded.value(forHTTPHeaderField: "Authorization") == nil)
    }

    @Test func aSchemeChangeOnTheSameExplicitPortLeavesTheOrigin() throws {
        var request = URLRequest(url: try #require(URL(string: "http://h:8443/b")))
        request.setValue("Basic dXNlcjpwYXNz", forHTTPHeaderField: "Authorization")
        request.setValue("session=1", forHTTPHeaderField: "Cookie")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let downgraded = TransferDelegate.redirect(request, from: URL(string: "https://h:8443/a"))
        #expect(downgraded.value(forHTTPHeaderField: "Authorization") == nil)
        #expect(downgraded.value(forHTTPHeaderField: "Cookie") == nil)
        #expect(downgraded.value(forHTTPHeaderField: "Accept") == "application/json")

        request.url = URL(string: "https://h:8443/b")
        let kept = TransferDelegate.redirect(request, from: URL(string: "https://h:8443/a"))
        #expect(kept.value(forHTTPHeaderField: "Authorization") == "Basic dXNlcjpwYXNz")
    }
}
