@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A rejected token is refreshed once and the request replayed once, only when its body can be sent again;
/// concurrent rejections share one refresh; a second `401` is returned.
struct TokenRefreshTests {
    private static let schemes = [
        SecurityScheme(name: "token", kind: .bearer),
        SecurityScheme(name: "apiKey", kind: .apiKey(name: "X-Key", location: .header)),
    ]
    private static let me = Endpoint<JSONValue>(method: .get, path: "/me").requiring(["token"])

    private func client(_ server: any HTTPClient, credentials: [String: Credential?]) throws -> APIClient {
        APIClient(
            baseURL: try #require(URL(string: "https://api.example.com")),
            httpClient: server,
            authenticator: Authenticator(schemes: Self.schemes, credentials: credentials)
        )
    }

    @Test func a401RefreshesOnceAndReplaysWithTheNewToken() async throws {
        let tokens = FakeRefreshingTokenProvider(token: "old")
        let server = FakeTokenCheckingHTTPClient { $0 == "refreshed-1" }
        let value = try await client(server, credentials: ["token": .token(tokens)]).send(Self.me)

        #expect(value == .object([:]))
        #expect(tokens.refreshCount == 1)
        #expect(tokens.rejectedTokens == ["old"])
        #expect(
            server.requests.map { $0.value(forHTTPHeaderField: "Authorization") } == [
                "Bearer old", "Bearer refreshed-1",
            ]
        )
    }

    @Test func aSecond401IsReturnedNotLooped() async throws {
        let tokens = FakeRefreshingTokenProvider(token: "old")
        let server = FakeTokenCheckingHTTPClient { _ in false }
        let error = try await #require(throws: APIError.self) {
            try await client(server, credentials: ["token": .token(tokens)]).send(Self.me)
        }
        #expect(error.statusCode == 401)
        #expect(tokens.refreshCount == 1)
        #expect(server.requests.count == 2)
    }

    @Test func aProviderThatCannotRefreshReturnsThe401() async throws {
        let tokens = FakeRefreshingTokenProvider(token: "old", canRefresh: false)
        let server = FakeTokenCheckingHTTPClient { _ in false }
        let error = try await #require(throws: APIError.self) {
            try await client(server, credentials: ["token": .token(tokens)]).send(Self.me)
        }
        #expect(error.statusCode == 401)
        #expect(server.requests.count == 1)

        // The default of `TokenProvider`: no refresh at all.
        let fixed = FakeTokenCheckingHTTPClient { _ in false }
        _ = await #expect(throws: APIError.self) {
            try await client(fixed, credentials: ["token": .token(StaticTokenProvider("old"))]).send(Self.me)
        }
        #expect(fixed.requests.count == 1)
    }

    @Test func aBodyThatCannotBeSentAgainIsNotReplayed() async throws {
        let tokens = FakeRefreshingTokenProvider(token: "old")
        let server = FakeTokenCheckingHTTPClient { $0 == "refreshed-1" }
        let authenticator = Authenticator(schemes: Self.schemes, credentials: ["token": .token(tokens)])
        var request = URLRequest(url: try #require(URL(string: "https://api.example.com/upload")))
        request.httpMethod = "POST"
        request.httpBodyStream = InputStream(data: Data("once".utf8))

        let (_, response) = try await authenticator.send(request, requiring: [["token"]], through: server)

        #expect(response.statusCode == 401)
        #expect(server.requests.count == 1)
        #expect(tokens.refreshCount == 0)

        // The same request with its body in memory is replayed.
        request.httpBodyStream = nil
        request.httpBody = Data("again".utf8)
        let (_, replayed) = try await authenticator.send(request, requiring: [["token"]], through: server)
        #expect(replayed.statusCode == 200)
        #expect(server.requests.last?.httpBody == Data("again".utf8))
    }

    private struct Upload: Encodable, Sendable {
        var note: String
    }

    @Test func aStreamedMultipartBodyIsReplayedFromItsStart() async throws {
        let tokens = FakeRefreshingTokenProvider(token: "old")
        let server = FakeTokenCheckingHTTPClient { $0 == "refreshed-1" }
        let endpoint = Endpoint<EmptyResponse>(
            method: .post,
            path: "/upload",
            content: .multipart(fields: Upload(note: "hello"))
        )
        .requiring(["token"])

        _ = try await client(server, credentials: ["token": .token(tokens)]).send(endpoint)

        #expect(tokens.refreshCount == 1)
        #expect(server.requests.count == 2)
        // Each attempt carries its own stream, read from the body's first byte.
        let streams = server.requests.compactMap(\.httpBodyStream)
        #expect(streams.count == 2)
        #expect(streams[0] !== streams[1])
        let bodies = streams.map { stream -> String in
            stream.open()
            defer { stream.close() }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 1024)
            while case let count = stream.read(&buffer, maxLength: buffer.count), count > 0 {
                bytes += buffer[0..<count]
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(bodies[0] == bodies[1])
        #expect(bodies[1].contains("name=\"note\"\r\n\r\nhello\r\n"))
    }

    @Test func a401WithoutATokenSentIsReturnedAsItIs() async throws {
        let tokens = FakeRefreshingTokenProvider(token: "old")
        let server = FakeTokenCheckingHTTPClient { _ in false }
        let client = try client(server, credentials: ["token": .token(tokens), "apiKey": .apiKey("k")])
        let keyed = Endpoint<JSONValue>(method: .get, path: "/k").requiring(["apiKey"])
        _ = await #expect(throws: APIError.self) { try await client.send(keyed) }
        _ = await #expect(throws: APIError.self) {
            try await client.send(Endpoint<JSONValue>(method: .get, path: "/public"))
        }
        #expect(server.requests.count == 2)
        #expect(tokens.refreshCount == 0)
    }

    @Test func oneHundredConcurrentRejectionsShareOneRefresh() async throws {
        let tokens = FakeRefreshingTokenProvider(token: "old")
        let server = FakeTokenCheckingHTTPClient(holdingRejections: 100) { $0 == "refreshed-1" }
        let client = try client(server, credentials: ["token": .token(tokens)])

        let values = try await withThrowingTaskGroup(of: JSONValue.self) { group in
            for _ in 0..<100 { group.addTask { try await client.send(Self.me) } }
            return try await group.reduce(into: [JSONValue]()) { $0.append($1) }
        }

        #expect(values.count == 100)
        #expect(values.allSatisfy { $0 == .object([:]) })
        #expect(tokens.refreshCount == 1)
        let sent = server.requests.compactMap { $0.value(forHTTPHeaderField: "Authorization") }
        #expect(sent.filter { $0 == "Bearer old" }.count == 100)
        #expect(sent.filter { $0 == "Bearer refreshed-1" }.count == 100)
    }
}
