@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `Authenticator` through `APIClient`: each scheme kind, alternatives (first satisfiable), combinations, public
/// endpoints, and never a credential the endpoint does not use.
struct AuthenticatorTests {
    static let schemes = [
        SecurityScheme(name: "apiKey", kind: .apiKey(name: "X-API-Key", location: .header)),
        SecurityScheme(name: "queryKey", kind: .apiKey(name: "api_key", location: .query)),
        SecurityScheme(name: "session", kind: .apiKey(name: "session_id", location: .cookie)),
        SecurityScheme(name: "basic", kind: .basic),
        SecurityScheme(name: "token", kind: .bearer),
    ]

    static let everyCredential: [String: Credential?] = [
        "apiKey": .apiKey("key-1"), "queryKey": .apiKey("q k&1"), "session": .apiKey("s-1"),
        "basic": .basic(.basic(username: "ada", password: "pa:ss")), "token": .token(StaticTokenProvider("tok-1")),
    ]

    /// The request `endpoint` sends through an authenticator with `credentials`.
    private func sent(
        _ endpoint: Endpoint<EmptyResponse>,
        credentials: [String: Credential?] = everyCredential
    ) async throws -> URLRequest {
        let spy = SpyHTTPClient()
        let client = APIClient(
            baseURL: try #require(URL(string: "https://api.example.com/v1")),
            httpClient: spy,
            authenticator: Authenticator(schemes: Self.schemes, credentials: credentials)
        )
        _ = try await client.send(endpoint)
        return try #require(spy.requests.first)
    }

    /// The credential headers of `request`, names lowercased (FoundationNetworking recases them).
    private static func credentialHeaders(_ request: URLRequest) -> [String: String] {
        var headers: [String: String] = [:]
        for (name, value) in request.allHTTPHeaderFields ?? [:]
        where ["authorization", "x-api-key", "cookie"].contains(name.lowercased()) {
            headers[name.lowercased()] = value
        }
        return headers
    }

    private static let ping = Endpoint<EmptyResponse>(method: .get, path: "/ping")

    @Test func aPublicEndpointCarriesNoCredential() async throws {
        let request = try await sent(Self.ping)
        #expect(Self.credentialHeaders(request) == [:])
        #expect(request.url?.absoluteString == "https://api.example.com/v1/ping")
    }

    @Test func eachSchemeKindTravelsWhereItsSchemeSays() async throws {
        let header = try await sent(Self.ping.requiring(["apiKey"]))
        #expect(Self.credentialHeaders(header) == ["x-api-key": "key-1"])

        let query = try await sent(Self.ping.requiring(["queryKey"]))
        #expect(Self.credentialHeaders(query) == [:])
        #expect(query.url?.absoluteString == "https://api.example.com/v1/ping?api_key=q%20k%261")

        let cookie = try await sent(Self.ping.requiring(["session"]))
        #expect(Self.credentialHeaders(cookie) == ["cookie": "session_id=s-1"])

        let basic = try await sent(Self.ping.requiring(["basic"]))
        let encoded = Data("ada:pa:ss".utf8).base64EncodedString()
        #expect(Self.credentialHeaders(basic) == ["authorization": "Basic \(encoded)"])

        let bearer = try await sent(Self.ping.requiring(["token"]))
        #expect(Self.credentialHeaders(bearer) == ["authorization": "Bearer tok-1"])
    }

    @Test func aCombinationSendsEveryCredentialOfItsRequirementAndNoOther() async throws {
        let request = try await sent(Self.ping.requiring(["token", "apiKey", "queryKey"]))
        #expect(Self.credentialHeaders(request) == ["authorization": "Bearer tok-1", "x-api-key": "key-1"])
        #expect(request.url?.query == "api_key=q%20k%261")
    }

    @Test func alternativesUseTheFirstSatisfiableOne() async throws {
        let both = try await sent(Self.ping.requiring(["apiKey"], ["basic"]))
        #expect(Self.credentialHeaders(both) == ["x-api-key": "key-1"])

        var withoutKey = Self.everyCredential
        withoutKey["apiKey"] = .some(nil)
        let second = try await sent(Self.ping.requiring(["apiKey"], ["basic"]), credentials: withoutKey)
        #expect(Self.credentialHeaders(second).keys.sorted() == ["authorization"])

        // A combination is satisfied only whole: the token alone does not satisfy ["token", "apiKey"].
        let partial = try await sent(Self.ping.requiring(["token", "apiKey"], ["session"]), credentials: withoutKey)
        #expect(Self.credentialHeaders(partial) == ["cookie": "session_id=s-1"])

        // A provider answering nil does not satisfy its scheme.
        let noToken: [String: Credential?] = ["token": .token(StaticTokenProvider(nil)), "apiKey": .apiKey("key-1")]
        let fallback = try await sent(Self.ping.requiring(["token"], ["apiKey"]), credentials: noToken)
        #expect(Self.credentialHeaders(fallback) == ["x-api-key": "key-1"])
    }

    @Test func anEmptyAlternativeSendsNothingAndNoSatisfiableOneSendsWithoutCredentials() async throws {
        let optional = try await sent(Self.ping.requiring(["token"], []), credentials: [:])
        #expect(Self.credentialHeaders(optional) == [:])
        let unsatisfied = try await sent(Self.ping.requiring(["apiKey"]), credentials: ["token": .apiKey("unused")])
        #expect(Self.credentialHeaders(unsatisfied) == [:])
        #expect(unsatisfied.url?.query == nil)
    }

    @Test func aCookieCredentialJoinsTheCookiesTheEndpointSends() async throws {
        let endpoint = Endpoint<EmptyResponse>(method: .get, path: "/ping", headers: ["Cookie": "theme=dark"])
        let request = try await sent(endpoint.requiring(["session"]))
        #expect(request.value(forHTTPHeaderField: "Cookie") == "theme=dark; session_id=s-1")
    }

    @Test func credentialsThatCannotTravelAreRejectedWithoutTheirValue() async throws {
        let cases: [(String, Credential, String)] = [
            ("apiKey", .apiKey("se\r\ncret"), "the credential of 'apiKey' contains CR, LF or NUL"),
            ("session", .apiKey("se;cret"), "the API key of 'session' cannot be sent as a cookie"),
            ("basic", .basic(.basic(username: "a:secret", password: "x")), "the user name of 'basic' contains ':'"),
            ("token", .token(StaticTokenProvider("se\ncret")), "the credential of 'token' contains CR, LF or NUL"),
        ]
        for (scheme, credential, expected) in cases {
            let spy = SpyHTTPClient()
            let client = APIClient(
                baseURL: try #require(URL(string: "https://api.example.com")),
                httpClient: spy,
                authenticator: Authenticator(schemes: Self.schemes, credentials: [scheme: credential])
            )
            let error = try await #require(throws: APIError.self) {
                try await client.send(Self.ping.requiring([scheme]))
            }
            #expect(error.description.contains(expected), "\(error)")
            #expect(!error.description.contains("secret") && !error.description.contains("cret"))
            #expect(spy.requests.isEmpty)
        }
    }

    @Test func theDeclaredNamesAreInTheRequestContextWhileSending() async throws {
        let spy = SpyHTTPClient()
        let client = APIClient(
            baseURL: try #require(URL(string: "https://api.example.com")),
            httpClient: spy,
            authenticator: Authenticator(schemes: Self.schemes, credentials: [:])
        )
        _ = try await client.send(Self.ping)
        let names = try #require(spy.calls.first?.context.credentialNames)
        #expect(names.headers == ["x-api-key", "authorization"])
        #expect(names.queryItems == ["api_key"])
        #expect(names.cookies == ["session_id"])
        #expect(RequestContext.current.credentialNames == nil)
    }
}
