import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("AuthenticatingHTTPClient")
struct AuthenticatingHTTPClientTests {
    @Test func addsBearerToken() async throws {
        let spy = SpyHTTPClient()
        let client = AuthenticatingHTTPClient(decoratee: spy, tokenProvider: StubTokenProvider("abc.def"))
        _ = try await client.data(for: HTTPFixtures.request())
        #expect(spy.requests.first?.value(forHTTPHeaderField: "Authorization") == "Bearer abc.def")
    }

    @Test func replacesAnAuthorizationAlreadyThere() async throws {
        let spy = SpyHTTPClient()
        var request = HTTPFixtures.request()
        request.setValue("Basic old", forHTTPHeaderField: "authorization")
        _ = try await AuthenticatingHTTPClient(decoratee: spy, tokenProvider: StubTokenProvider("new")).data(
            for: request
        )
        #expect(spy.requests.first?.value(forHTTPHeaderField: "Authorization") == "Bearer new")
    }

    @Test("no token means no header", arguments: [String?.none, ""])
    func missingTokenSendsWithoutHeader(token: String?) async throws {
        let spy = SpyHTTPClient()
        _ = try await AuthenticatingHTTPClient(decoratee: spy, tokenProvider: StubTokenProvider(token))
            .data(for: HTTPFixtures.request())
        #expect(spy.requests.count == 1)
        #expect(spy.requests.first?.value(forHTTPHeaderField: "Authorization") == nil)
    }

    @Test func providerErrorsPropagateAndNothingIsSent() async throws {
        struct Expired: Error, Equatable {}
        let spy = SpyHTTPClient()
        let client = AuthenticatingHTTPClient(decoratee: spy, tokenProvider: FailingTokenProvider(error: Expired()))
        await #expect(throws: Expired()) { try await client.data(for: HTTPFixtures.request()) }
        #expect(spy.requests.isEmpty)
    }

    @Test("tokens with CR, LF or NUL are rejected", arguments: ["abc\r\nX-Evil: 1", "abc\n", "\rabc", "a\u{0}b"])
    func tokenWithLineBreakIsRejected(token: String) async throws {
        let spy = SpyHTTPClient()
        let client = AuthenticatingHTTPClient(decoratee: spy, tokenProvider: StubTokenProvider(token))
        let error = try await #require(throws: APIError.self) { try await client.data(for: HTTPFixtures.request()) }
        #expect(error == .invalidRequest("the access token contains CR, LF or NUL"))
        #expect(!error.description.contains("abc"))
        #expect(spy.requests.isEmpty)
    }

    @Test func asksForTheTokenOnEveryRequest() async throws {
        let provider = StubTokenProvider("t")
        let client = AuthenticatingHTTPClient(decoratee: SpyHTTPClient(), tokenProvider: provider)
        _ = try await client.data(for: HTTPFixtures.request())
        _ = try await client.data(for: HTTPFixtures.request())
        #expect(provider.callCount == 2)
    }

    @Test func staticProviderAnswersItsToken() async throws {
        #expect(try await StaticTokenProvider("fixed").token() == "fixed")
        #expect(try await StaticTokenProvider(nil).token() == nil)
    }
}
