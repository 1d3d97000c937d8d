@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("LoggingHTTPClient and redaction")
struct LoggingHTTPClientTests {
    private func request(url: String, headers: [String: String] = [:], method: String = "GET") throws -> URLRequest {
        var request = HTTPFixtures.request(method, url: try #require(URL(string: url)))
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        return request
    }

    // MARK: Fields

    @Test func logsMethodURLStatusHeadersAndDurationOnTheInjectedClock() async throws {
        let clock = SpyClock()
        let spy = SpyHTTPClient([.json("{}", status: 201)], onSend: { clock.advance(by: .milliseconds(42)) })
        let logger = SpyHTTPLogger()
        let client = LoggingHTTPClient(decoratee: spy, logger: logger, clock: clock)
        let (data, response) = try await client.data(
            for: request(
                url: "https://api.example.com/v1/products?q=mug",
                headers: ["Accept": "application/json"],
                method: "POST"
            )
        )
        #expect(response.statusCode == 201)
        #expect(data == Data("{}".utf8))
        let entry = try #require(logger.entries.first)
        #expect(logger.entries.count == 1)
        #expect(entry.method == "POST")
        #expect(entry.url == "https://api.example.com/v1/products?q=mug")
        #expect(entry.requestHeaders == ["Accept": "application/json"])
        #expect(entry.statusCode == 201)
        #expect(entry.duration == .milliseconds(42))
        #expect(entry.attempt == nil)
        #expect(entry.description == "POST https://api.example.com/v1/products?q=mug -> 201 Created (42 ms)")
    }

    @Test func failuresAreLoggedAndRethrownUnchanged() async throws {
        let error = APIError.transport(code: -1004, description: "could not connect to the server")
        let logger = SpyHTTPLogger()
        let client = LoggingHTTPClient(decoratee: FailingHTTPClient(error: error), logger: logger, clock: SpyClock())
        await #expect(throws: error) { try await client.data(for: request(url: "https://api.example.com/x")) }
        let entry = try #require(logger.entries.first)
        #expect(entry.statusCode == nil)
        #expect(entry.outcome == .failure(description: error.description))
        #expect(entry.description.hasPrefix("GET https://api.example.com/x -> failed: The request failed"))
    }

    @Test func eachRetryAttemptIsLoggedWithItsNumber() async throws {
        let logger = SpyHTTPLogger()
        let logging = LoggingHTTPClient(
            decoratee: SpyHTTPClient([.status(503), .status(200)]),
            logger: logger,
            clock: SpyClock()
        )
        let client = RetryingHTTPClient(decoratee: logging, clock: SpyClock(), randomUnit: { 0 })
        _ = try await client.data(for: request(url: "https://api.example.com/x"))
        #expect(logger.entries.map(\.attempt) == [1, 2])
        #expect(logger.entries.map(\.statusCode) == [503, 200])
        #expect(logger.entries.last?.description == "GET https://api.example.com/x -> 200 OK (0 ms, attempt 2)")
    }

    // MARK: Redaction

    @Test(
        "sensitive request headers are redacted",
        arguments: [
            "Authorization", "Proxy-Authorization", "Cookie", "Set-Cookie", "X-API-Key", "Api-Key", "x-api-key",
            "X-Auth-Token", "X-Client-Secret", "X-Apikey", "X-Password",
        ]
    )
    func sensitiveHeaderIsRedacted(name: String) async throws {
        let logger = SpyHTTPLogger()
        let client = LoggingHTTPClient(decoratee: SpyHTTPClient(), logger: logger, clock: SpyClock())
        _ = try await client.data(for: request(url: "https://api.example.com/x", headers: [name: "hunter2-secret"]))
        let entry = try #require(logger.entries.first)
        #expect(entry.requestHeaders.values.contains("REDACTED"))
        #expect(!"\(entry) \(entry.requestHeaders)".contains("hunter2-secret"))
    }

    @Test(
        "harmless headers are kept",
        arguments: ["Accept", "Content-Type", "User-Agent", "X-Request-ID", "X-Keyboard"]
    )
    func harmlessHeaderIsKept(name: String) {
        #expect(!Redaction.isSensitiveHeader(name))
    }

    @Test(
        "sensitive query items are redacted",
        arguments: [
            "api_key", "apikey", "API_KEY", "token", "access_token", "refresh_token", "key", "secret", "client_secret",
            "password", "signature", "X-Amz-Signature",
        ]
    )
    func sensitiveQueryItemIsRedacted(name: String) async throws {
        let logger = SpyHTTPLogger()
        let client = LoggingHTTPClient(decoratee: SpyHTTPClient(), logger: logger, clock: SpyClock())
        _ = try await client.data(for: request(url: "https://api.example.com/x?q=mug&\(name)=hunter2-secret&page=2"))
        let entry = try #require(logger.entries.first)
        #expect(entry.url == "https://api.example.com/x?q=mug&\(name)=REDACTED&page=2")
    }

    @Test("harmless query items are kept", arguments: ["q", "keyword", "monkey", "page", "sort"])
    func harmlessQueryItemIsKept(name: String) {
        #expect(!Redaction.isSensitiveQueryName(name))
    }

    @Test func userInfoPasswordIsRedacted() throws {
        let url = try #require(URL(string: "https://user:hunter2-secret@api.example.com/x"))
        #expect(Redaction.redactedURL(url) == "https://user:REDACTED@api.example.com/x")
    }

    @Test func setCookieInResponsesIsRedacted() async throws {
        let logger = SpyHTTPLogger()
        let spy = SpyHTTPClient(.status(200, headers: ["Set-Cookie": "session=hunter2-secret", "X-Version": "v1"]))
        let client = LoggingHTTPClient(decoratee: spy, logger: logger, clock: SpyClock())
        _ = try await client.data(for: request(url: "https://api.example.com/x"))
        guard case .response(_, let headers, _) = try #require(logger.entries.first).outcome else {
            Issue.record("expected a response entry")
            return
        }
        #expect(headers["Set-Cookie"] == "REDACTED")
        #expect(headers["X-Version"] == "v1")
    }

    private struct LeakyError: Error, CustomStringConvertible {
        let description: String
    }

    @Test func tokenNeverAppearsInAnyLogOutputEvenWhenAnErrorEchoesIt() async throws {
        let token = "tok-7f3a9c-very-secret"
        let key = "key-1b2c3d-very-secret"
        let url = "https://api.example.com/x?api_key=\(key)"
        let leaky = LeakyError(description: "failed GET \(url) with Authorization: Bearer \(token)")
        let logger = SpyHTTPLogger()
        let logging = LoggingHTTPClient(
            decoratee: FailingHTTPClient(error: leaky),
            logger: logger,
            clock: SpyClock()
        )
        let authenticator = Authenticator(
            schemes: [SecurityScheme(name: "token", kind: .bearer)],
            credentials: ["token": .token(StubTokenProvider(token))]
        )
        await #expect(throws: LeakyError.self) {
            try await authenticator.send(request(url: url), requiring: [["token"]], through: logging)
        }
        let entry = try #require(logger.entries.first)
        let everything = "\(entry) \(String(reflecting: entry)) \(entry.requestHeaders) \(entry.outcome)"
        #expect(!everything.contains(token))
        #expect(!everything.contains(key))
        #expect(entry.requestHeaders["Authorization"] == "REDACTED")
    }

    @Test func scrubHidesBasicCredentialsInErrorText() {
        #expect(
            Redaction.scrub("401 for Authorization: Basic dXNlcjpwYXNzd29yZA== (rejected)", secrets: [])
                == "401 for Authorization: Basic REDACTED (rejected)"
        )
        #expect(Redaction.scrub(#"header "basic dXNlcjpw", retry"#, secrets: []) == #"header "basic REDACTED", retry"#)
    }

    @Test func scrubLeavesShortValuesAlone() {
        #expect(Redaction.scrub("a b abc secret-value", secrets: ["a", "secret-value"]) == "a b abc REDACTED")
    }
}
