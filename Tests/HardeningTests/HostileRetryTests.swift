@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `RetryingHTTPClient` over `URLSessionHTTPClient` against hostile loopback servers: transport failures of
/// retryable requests are tried again within the budget; oversized bodies, undecodable bodies and
/// non-idempotent requests are never repeated.
@Suite("Retries against hostile servers", .ownExecutor)
struct HostileRetryTests {
    private struct Product: Codable, Equatable, Sendable {
        let id: String
    }

    private static let policy = RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(10))

    /// A server that resets every connection right after the response head.
    private static func resettingServer() throws -> HostileLoopbackServer {
        try HostileLoopbackServer { connection in
            guard connection.readRequestHead() != nil else { return }
            connection.send("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{")
            connection.resetOnClose()
        }
    }

    /// A spy over the real client, wrapped in a retrying client that never really waits.
    private struct RetryChain {
        let spy: SpyHTTPClient
        let clock = SpyClock()
        let client: APIClient

        init(baseURL: URL, maximumResponseSize: Int = 1024) {
            spy = SpyHTTPClient(
                forwardingTo: URLSessionHTTPClient(timeout: .seconds(30), maximumResponseSize: maximumResponseSize)
            )
            client = APIClient(baseURL: baseURL, httpClient: spy.retrying(policy: policy, clock: clock))
        }
    }

    @Test func lostConnectionOfAGetIsRetriedUpToTheBudget() async throws {
        let server = try Self.resettingServer()
        let chain = RetryChain(baseURL: server.baseURL)
        let (spy, clock, client) = (chain.spy, chain.clock, chain.client)

        let error = try await #require(throws: APIError.self) {
            try await client.send(Endpoint<Product>(method: .get, path: "/p"))
        }

        #expect(error.description.contains("the connection closed after 1 of the 100 body bytes"))
        #expect(spy.calls.count == 3)
        #expect(clock.sleeps.count == 2)
        #expect(server.connectionCount == 3)
    }

    @Test func lostConnectionOfAPostIsNotRetried() async throws {
        let server = try Self.resettingServer()
        let chain = RetryChain(baseURL: server.baseURL)
        let (spy, clock, client) = (chain.spy, chain.clock, chain.client)

        await #expect(throws: APIError.self) {
            try await client.send(Endpoint<Product>(method: .post, path: "/orders", body: Product(id: "p")))
        }

        #expect(spy.calls.count == 1)
        #expect(clock.sleeps.isEmpty)
        #expect(server.connectionCount == 1)
    }

    @Test func oversizedBodyIsNotRetried() async throws {
        let big = String(repeating: "x", count: 4096)
        let server = try HostileLoopbackServer.answering(
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 4096\r\n\r\n\(big)"
        )
        let chain = RetryChain(baseURL: server.baseURL, maximumResponseSize: 1024)
        let (spy, clock, client) = (chain.spy, chain.clock, chain.client)

        await #expect(throws: APIError.responseTooLarge(limit: 1024)) {
            try await client.send(Endpoint<Product>(method: .get, path: "/p"))
        }
        #expect(spy.calls.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test func undecodableBodyIsNotRetried() async throws {
        let server = try HostileLoopbackServer.answering(
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 9\r\n\r\n{\"id\":42}"
        )
        let chain = RetryChain(baseURL: server.baseURL)
        let (spy, clock, client) = (chain.spy, chain.clock, chain.client)

        let error = try await #require(throws: APIError.self) {
            try await client.send(Endpoint<Product>(method: .get, path: "/p"))
        }
        guard case .decoding(let failure) = error else {
            Issue.record("expected a decoding error, got \(error)")
            return
        }
        #expect(failure.codingPath == "id")
        #expect(spy.calls.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test func timeoutOfAGetIsRetriedAndEachAttemptHasItsOwnDeadline() async throws {
        let server = try HostileLoopbackServer { connection in
            guard connection.readRequestHead() != nil else { return }
            connection.waitUntilClientCloses()
        }
        // Real-time deadlines (the transport's own), 10 s each so that neither can pass before its request is sent.
        let timeout = Duration.seconds(10)
        let spy = SpyHTTPClient(forwardingTo: URLSessionHTTPClient(timeout: timeout))
        let clock = SpyClock()
        let client = APIClient(
            baseURL: server.baseURL,
            httpClient: spy.retrying(policy: RetryPolicy(maxAttempts: 2), clock: clock)
        )

        let (_, duration) = await elapsed {
            await #expect(throws: APIError.self) { try await client.send(Endpoint<Product>(method: .get, path: "/p")) }
        }

        #expect(spy.calls.count == 2)
        #expect(duration >= timeout * 2 && duration < .seconds(120))
    }
}
