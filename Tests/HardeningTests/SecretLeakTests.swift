import EndpointLocking
@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// No credential — bearer token, `Authorization`, `Cookie`, API-key headers, `api_key`/`token` query values —
/// appears in a log entry or an error description, whether the server answers or the exchange fails.
@Suite("Secrets stay out of logs and errors", .ownExecutor)
struct SecretLeakTests {
    private static let secrets = [
        "s3cr3t-bearer", "s3cr3t-cookie", "s3cr3t-apikey", "s3cr3t-query-key", "s3cr3t-query-token",
        "s3cr3t-proxy",
    ]

    /// The bearer token every credentialed request carries, added by the authenticator.
    private static let bearer = Authenticator(
        schemes: [SecurityScheme(name: "token", kind: .bearer)],
        credentials: ["token": .token(StaticTokenProvider("s3cr3t-bearer"))]
    )

    private static func credentialedEndpoint() -> Endpoint<EmptyResponse> {
        Endpoint<EmptyResponse>(
            method: .get,
            path: "/products",
            queryItems: [
                URLQueryItem(name: "api_key", value: "s3cr3t-query-key"),
                URLQueryItem(name: "token", value: "s3cr3t-query-token"),
                URLQueryItem(name: "q", value: "mug"),
            ],
            headers: [
                "Cookie": "session=s3cr3t-cookie",
                "X-API-Key": "s3cr3t-apikey",
                "Proxy-Authorization": "Basic s3cr3t-proxy",
            ]
        )
        .requiring(["token"])
    }

    private static func client(baseURL: URL, logger: SpyHTTPLogger) -> APIClient {
        let http = URLSessionHTTPClient(timeout: .seconds(30))
            .logging(to: logger)
            .retrying(policy: .never)
        return APIClient(baseURL: baseURL, httpClient: http, authenticator: Self.bearer)
    }

    /// Every text a person or a log could see about the exchange.
    private static func visibleText(of entries: [HTTPLogEntry], error: (any Error)?) -> String {
        var texts = entries.map { "\($0.description) \($0.url) \($0.requestHeaders) \($0.outcome)" }
        if let error {
            texts += [String(describing: error), error.localizedDescription, String(reflecting: error)]
            if let apiError = error as? APIError { texts.append(apiError.description(attempts: 3)) }
        }
        return texts.joined(separator: "\n")
    }

    private static func expectNoSecret(in text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for secret in secrets {
            #expect(!text.contains(secret), "'\(secret)' leaked", sourceLocation: sourceLocation)
        }
    }

    @Test func answeredExchangeLogsNoSecret() async throws {
        let server = try HostileLoopbackServer.answering(
            "HTTP/1.1 500 Internal Server Error\r\nSet-Cookie: session=s3cr3t-cookie\r\nContent-Length: 0\r\n\r\n"
        )
        let logger = SpyHTTPLogger()
        let error = await #expect(throws: APIError.self) {
            try await Self.client(baseURL: server.baseURL, logger: logger).send(Self.credentialedEndpoint())
        }

        let entries = logger.entries
        #expect(entries.count == 1)
        #expect(entries.first?.statusCode == 500)
        #expect(entries.first?.url.contains("q=mug") == true)
        // The credentials did reach the server: redaction is only about what is shown.
        #expect(server.requestHeads.first?.contains("s3cr3t-bearer") == true)
        Self.expectNoSecret(in: Self.visibleText(of: entries, error: error))
    }

    @Test func failedExchangeLogsNoSecret() async throws {
        let server = try HostileLoopbackServer { connection in
            guard connection.readRequestHead() != nil else { return }
            connection.resetOnClose()
        }
        let logger = SpyHTTPLogger()
        let error = await #expect(throws: APIError.self) {
            try await Self.client(baseURL: server.baseURL, logger: logger).send(Self.credentialedEndpoint())
        }

        let entries = logger.entries
        #expect(entries.count == 1)
        #expect(entries.first?.statusCode == nil)
        Self.expectNoSecret(in: Self.visibleText(of: entries, error: error))
    }

    @Test func errorThatQuotesTheRequestIsScrubbedInTheLog() async throws {
        /// Fails with an error whose text repeats the URL and the token, as third-party transports sometimes do.
        struct FailingQuotingHTTPClient: HTTPClient {
            struct QuotingError: Error, CustomStringConvertible {
                let description: String
            }
            func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
                let auth = request.value(forHTTPHeaderField: "Authorization") ?? ""
                throw QuotingError(description: "failed \(request.url?.absoluteString ?? "") with \(auth)")
            }
        }
        let logger = SpyHTTPLogger()
        let http = FailingQuotingHTTPClient()
            .logging(to: logger)
        let client = APIClient(
            baseURL: URL(string: "https://api.example.com")!,
            httpClient: http,
            authenticator: Self.bearer
        )

        await #expect(throws: (any Error).self) { try await client.send(Self.credentialedEndpoint()) }

        let entries = logger.entries
        #expect(entries.count == 1)
        Self.expectNoSecret(in: Self.visibleText(of: entries, error: nil))
    }

    @Test func invalidBaseURLErrorHidesTheQueryAndPassword() throws {
        let base = try #require(URL(string: "https://user:s3cr3t-proxy@/v1?api_key=s3cr3t-query-key"))
        let error = try #require(throws: APIError.self) {
            try RequestBuilder(baseURL: base).request(for: Endpoint<EmptyResponse>(method: .get, path: "/p"))
        }
        Self.expectNoSecret(in: Self.visibleText(of: [], error: error))
    }
}
