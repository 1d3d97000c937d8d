@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A bearer token from a ``TokenProvider`` on `Authenticator`'s path (the one way to authenticate): the header it
/// sets, a missing token, provider errors, values that cannot travel, and streams.
struct BearerTokenTests {
    /// An authenticator with one bearer scheme, `token`, answered by `provider`.
    private static func authenticator(_ provider: any TokenProvider) -> Authenticator {
        Authenticator(schemes: [SecurityScheme(name: "token", kind: .bearer)], credentials: ["token": .token(provider)])
    }

    private static let requirement: [SecurityRequirement] = [["token"]]

    // MARK: Data

    @Test func addsTheBearerToken() async throws {
        let spy = SpyHTTPClient()
        _ = try await Self.authenticator(StubTokenProvider("abc.def"))
            .send(HTTPFixtures.request(), requiring: Self.requirement, through: spy)
        #expect(spy.requests.first?.value(forHTTPHeaderField: "Authorization") == "Bearer abc.def")
    }

    @Test func replacesAnAuthorizationAlreadyThere() async throws {
        let spy = SpyHTTPClient()
        var request = HTTPFixtures.request()
        request.setValue("Basic old", forHTTPHeaderField: "authorization")
        _ = try await Self.authenticator(StubTokenProvider("new"))
            .send(request, requiring: Self.requirement, through: spy)
        #expect(spy.requests.first?.value(forHTTPHeaderField: "Authorization") == "Bearer new")
    }

    @Test("no token means no header", arguments: [String?.none, ""])
    func aMissingTokenSendsWithoutTheHeader(token: String?) async throws {
        let spy = SpyHTTPClient()
        _ = try await Self.authenticator(StubTokenProvider(token))
            .send(HTTPFixtures.request(), requiring: Self.requirement, through: spy)
        #expect(spy.requests.count == 1)
        #expect(spy.requests.first?.value(forHTTPHeaderField: "Authorization") == nil)
    }

    @Test func providerErrorsPropagateAndNothingIsSent() async throws {
        struct Expired: Error, Equatable {}
        let spy = SpyHTTPClient()
        let authenticator = Self.authenticator(FailingTokenProvider(error: Expired()))
        await #expect(throws: Expired()) {
            try await authenticator.send(HTTPFixtures.request(), requiring: Self.requirement, through: spy)
        }
        #expect(spy.requests.isEmpty)
    }

    @Test("tokens with CR, LF or NUL are rejected", arguments: ["abc\r\nX-Evil: 1", "abc\n", "\rabc", "a\u{0}b"])
    func aTokenWithALineBreakIsRejected(token: String) async throws {
        let spy = SpyHTTPClient()
        let authenticator = Self.authenticator(StubTokenProvider(token))
        let error = try await #require(throws: APIError.self) {
            try await authenticator.send(HTTPFixtures.request(), requiring: Self.requirement, through: spy)
        }
        #expect(error == .invalidRequest("the credential of 'token' contains CR, LF or NUL"))
        #expect(!error.description.contains("abc"))
        #expect(spy.requests.isEmpty)
    }

    @Test func asksForTheTokenOnEveryRequest() async throws {
        let provider = StubTokenProvider("t")
        let authenticator = Self.authenticator(provider)
        for _ in 0..<2 {
            _ = try await authenticator.send(
                HTTPFixtures.request(),
                requiring: Self.requirement,
                through: SpyHTTPClient()
            )
        }
        #expect(provider.callCount == 2)
    }

    @Test func staticProviderAnswersItsToken() async throws {
        #expect(try await StaticTokenProvider("fixed").token() == "fixed")
        #expect(try await StaticTokenProvider(nil).token() == nil)
    }

    // MARK: Streams

    @Test func aStreamCarriesTheTokenAndItsChunksPassThroughOneByOne() async throws {
        let stub = StubStreamingHTTPClient(chunks: [Data("a\n".utf8), Data("b\n".utf8)])
        let streaming = try await Self.authenticator(StubTokenProvider("t-1"))
            .stream(HTTPFixtures.request(), requiring: Self.requirement, through: stub)
        var chunks: [Data] = []
        for try await chunk in streaming.body { chunks.append(chunk) }
        #expect(chunks == [Data("a\n".utf8), Data("b\n".utf8)])
        #expect(stub.requests.map { $0.value(forHTTPHeaderField: "Authorization") } == ["Bearer t-1"])
    }

    @Test func withoutATokenTheStreamIsOpenedWithoutAuthorization() async throws {
        let stub = StubStreamingHTTPClient(chunks: [])
        _ = try await Self.authenticator(StubTokenProvider(nil))
            .stream(HTTPFixtures.request(), requiring: Self.requirement, through: stub)
        #expect(stub.requests.map { $0.value(forHTTPHeaderField: "Authorization") } == [nil])
    }

    @Test func aTokenWithALineBreakOpensNothing() async throws {
        let stub = StubStreamingHTTPClient(chunks: [])
        let authenticator = Self.authenticator(StubTokenProvider("t\r\nX-Evil: 1"))
        await #expect(throws: APIError.self) {
            try await authenticator.stream(HTTPFixtures.request(), requiring: Self.requirement, through: stub)
        }
        #expect(stub.requests.isEmpty)
    }
}
