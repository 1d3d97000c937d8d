@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An endpoint made `idempotent(keyHeader:)`: one key per call, the same on every retry, the caller's own when
/// it gives one, and the call retried like an idempotent method.
@Suite("Idempotency keys")
struct IdempotencyKeyTests {
    private static let header = "Idempotency-Key"

    private static func createCharge(key: String? = nil) -> Endpoint<Data> {
        var headers: [String: String] = [:]
        headers[header] = key
        return Endpoint<Data>.data(method: .post, path: "/charges", headers: headers).idempotent(keyHeader: header)
    }

    private static func client(_ spy: SpyHTTPClient) -> APIClient {
        APIClient(
            baseURL: HTTPFixtures.baseURL,
            httpClient: spy.retrying(policy: RetryPolicy(maxAttempts: 3), clock: SpyClock())
        )
    }

    @Test func aPostWithAKeyIsRetriedWithTheSameKey() async throws {
        let spy = SpyHTTPClient([.status(503), .status(503), .status(201)])

        _ = try await Self.client(spy).send(Self.createCharge())

        let keys = spy.requests.map { $0.value(forHTTPHeaderField: Self.header) }
        #expect(keys.count == 3)
        let key = try #require(keys.first ?? nil)
        #expect(UUID(uuidString: key) != nil)
        #expect(keys.allSatisfy { $0 == key })
    }

    @Test func eachCallHasAFreshKey() async throws {
        let spy = SpyHTTPClient([.status(201), .status(201)])
        let client = Self.client(spy)

        _ = try await client.send(Self.createCharge())
        _ = try await client.send(Self.createCharge())

        let keys = spy.requests.compactMap { $0.value(forHTTPHeaderField: Self.header) }
        #expect(keys.count == 2)
        #expect(Set(keys).count == 2)
    }

    @Test func theCallersKeyIsSentAsItIs() async throws {
        let spy = SpyHTTPClient([.status(500), .status(201)])

        _ = try await Self.client(spy).send(Self.createCharge(key: "order-17"))

        #expect(spy.requests.map { $0.value(forHTTPHeaderField: Self.header) } == ["order-17", "order-17"])
    }

    @Test func aPostWithoutAKeyIsSentOnce() async throws {
        let spy = SpyHTTPClient([.status(503), .status(201)])

        await #expect(throws: APIError.self) {
            _ = try await Self.client(spy).send(Endpoint<Data>.data(method: .post, path: "/charges"))
        }

        #expect(spy.requests.count == 1)
        #expect(spy.requests.first?.value(forHTTPHeaderField: Self.header) == nil)
    }

    @Test func theModifierMarksTheEndpoint() {
        let endpoint = Endpoint<Data>.data(method: .patch, path: "/charges/1", isRetryable: false)
        #expect(!endpoint.isRetryable)
        let keyed = endpoint.idempotent(keyHeader: "X-Key")
        #expect(keyed.isRetryable)
        #expect(keyed.idempotencyKeyHeader == "X-Key")
    }
}
