@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Credentials under the names their schemes declare (`X-Acme-Auth`, `sig`, `sid`, none of which the fixed lists
/// know) never reach a log or an error description.
struct CredentialRedactionTests {
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
    private static let secrets = ["s3cr3t", Data("ada:b-s3cr3t".utf8).base64EncodedString()]

    private func client(logging logger: SpyHTTPLogger, to server: any HTTPClient) throws -> APIClient {
        APIClient(
            baseURL: try #require(URL(string: "https://api.example.com")),
            httpClient: server.logging(to: logger),
            authenticator: Authenticator(schemes: Self.schemes, credentials: Self.credentials)
        )
    }

    private static func contains(anySecretIn text: String) -> Bool {
        secrets.contains { text.contains($0) }
    }

    @Test(arguments: [["header"], ["query"], ["cookie"], ["basic"], ["token"], ["header", "query", "cookie", "token"]])
    func theLogHidesEveryDeclaredCredential(schemeNames: [String]) async throws {
        let logger = SpyHTTPLogger()
        let endpoint = Endpoint<JSONValue>(
            method: .get,
            path: "/x",
            queryItems: [URLQueryItem(name: "page", value: "2")]
        )
        _ = try await client(logging: logger, to: SpyHTTPClient(.json("{}"))).send(
            endpoint.requiring(SecurityRequirement(schemeNames))
        )
        let entry = try #require(logger.entries.first)
        let logged = "\(entry.url) \(entry.requestHeaders) \(entry.outcome)"
        #expect(!Self.contains(anySecretIn: logged), "\(logged)")
        #expect(entry.url.contains("page=2"))
        if schemeNames.contains("query") { #expect(entry.url.contains("sig=REDACTED")) }
        if schemeNames.contains("header") {
            #expect(entry.requestHeaders.first { $0.key.lowercased() == "x-acme-auth" }?.value == "REDACTED")
        }
    }

    @Test func aFailureQuotingTheCredentialsIsScrubbedInTheLogAndTheError() async throws {
        let logger = SpyHTTPLogger()
        let leaky = APIError.transport(
            code: -1,
            description: "proxy refused https://api.example.com/x?sig=q-s3cr3t with X-Acme-Auth: h-s3cr3t"
        )
        let client = try client(logging: logger, to: FailingHTTPClient(error: leaky))
        let error = try await #require(throws: APIError.self) {
            try await client.send(Endpoint<JSONValue>(method: .get, path: "/x").requiring(["header", "query"]))
        }
        #expect(!Self.contains(anySecretIn: error.description), "\(error.description)")
        #expect(error.description.contains("REDACTED"))
        let entry = try #require(logger.entries.first)
        #expect(!Self.contains(anySecretIn: "\(entry.outcome)"), "\(entry.outcome)")
    }

    @Test func outsideASendOnlyTheFixedListsApply() {
        #expect(!Redaction.isSensitiveHeader("X-Acme-Auth"))
        #expect(Redaction.isSensitiveHeader("X-Acme-Auth", declared: CredentialNames(headers: ["x-acme-auth"])))
        #expect(Redaction.isSensitiveQueryName("sig", declared: CredentialNames(queryItems: ["sig"])))
        #expect(!Redaction.isSensitiveQueryName("sig"))
    }
}
