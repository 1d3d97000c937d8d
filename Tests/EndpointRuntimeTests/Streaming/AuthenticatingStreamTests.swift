import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `AuthenticatingHTTPClient.stream(for:)`: the same bearer token as `data(for:)`, the body streamed unchanged.
@Suite("AuthenticatingHTTPClient streams")
struct AuthenticatingStreamTests {
    @Test func aStreamCarriesTheTokenAndItsChunksPassThroughOneByOne() async throws {
        let stub = StubStreamingHTTPClient(chunks: [Data("a\n".utf8), Data("b\n".utf8)])
        let client = AuthenticatingHTTPClient(decoratee: stub, tokenProvider: StubTokenProvider("t-1"))
        let streaming = try await client.stream(for: HTTPFixtures.request())
        var chunks: [Data] = []
        for try await chunk in streaming.body { chunks.append(chunk) }
        #expect(chunks == [Data("a\n".utf8), Data("b\n".utf8)])
        #expect(stub.requests.map { $0.value(forHTTPHeaderField: "Authorization") } == ["Bearer t-1"])
    }

    @Test func withoutATokenTheStreamIsOpenedWithoutAuthorization() async throws {
        let stub = StubStreamingHTTPClient(chunks: [])
        let client = AuthenticatingHTTPClient(decoratee: stub, tokenProvider: StubTokenProvider(nil))
        _ = try await client.stream(for: HTTPFixtures.request())
        #expect(stub.requests.map { $0.value(forHTTPHeaderField: "Authorization") } == [nil])
    }

    @Test func aTokenWithALineBreakOpensNothing() async throws {
        let stub = StubStreamingHTTPClient(chunks: [])
        let client = AuthenticatingHTTPClient(decoratee: stub, tokenProvider: StubTokenProvider("t\r\nX-Evil: 1"))
        await #expect(throws: APIError.self) { try await client.stream(for: HTTPFixtures.request()) }
        #expect(stub.requests.isEmpty)
    }
}
