import EndpointSpec
import Foundation
import Testing

import enum EndpointTestSupport.RepositoryFiles

@testable import EndpointStubServer

/// The stub server requiring the credentials of its spec's `security`: every scheme kind, alternatives,
/// combinations, public endpoints, accepted values.
struct StubCredentialTests {
    private let spec: Spec

    init() throws {
        let loaded = SpecLoader.load(fileAt: RepositoryFiles.path("Tests/EndpointCodegenTests/Fixtures/secured.json"))
        spec = try #require(loaded.spec, "\(loaded.diagnostics)")
    }

    private static func request(_ method: String, _ target: String, headers: [(String, String)]) -> HTTPServerRequest {
        let path = String(target.prefix { $0 != "?" })
        let query = target.split(separator: "?", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
        let items = query.split(separator: "&").map { pair -> HTTPQueryItem in
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            return HTTPQueryItem(name: parts[0], value: parts.count > 1 ? parts[1] : "")
        }
        return HTTPServerRequest(
            method: method,
            target: target,
            path: path,
            pathSegments: path.split(separator: "/").map(String.init),
            queryItems: items,
            headers: HTTPHeaders(headers),
            body: method == "POST" ? Array(#"{"text": "x"}"#.utf8) : []
        )
    }

    private func status(
        _ target: String,
        method: String = "GET",
        headers: [(String, String)] = [],
        credentials: StubCredentials = .required
    ) -> Int {
        let request = Self.request(method, target, headers: headers)
        return StubAPI(spec: spec, credentials: credentials).respond(to: request).status
    }

    private static let basic = "Basic " + Data("ada:lovelace".utf8).base64EncodedString()

    @Test func eachKindAndAlternativeIsAcceptedAndItsAbsenceIs401() {
        #expect(status("/health") == 200)
        #expect(status("/account") == 401)
        #expect(status("/account", headers: [("X-API-Key", "k")]) == 200)
        #expect(status("/account", headers: [("Authorization", Self.basic)]) == 200)
        #expect(status("/account", headers: [("Authorization", "Basic bm9jb2xvbg==")]) == 401)
        #expect(status("/search?q=a&api_key=k") == 200)
        #expect(status("/search?q=a") == 401)
        #expect(status("/profile", headers: [("Cookie", "theme=dark; session_id=s-ada")]) == 200)
        #expect(status("/profile", headers: [("Cookie", "theme=dark")]) == 401)
        #expect(status("/orders", headers: [("Authorization", "Bearer t")]) == 200)
        #expect(status("/feed") == 200)
    }

    @Test func aCombinationNeedsAllItsCredentials() {
        #expect(status("/transfers", method: "POST", headers: [("Authorization", "Bearer t")]) == 401)
        #expect(status("/transfers", method: "POST", headers: [("X-API-Key", "k")]) == 401)
        #expect(
            status("/transfers", method: "POST", headers: [("Authorization", "Bearer t"), ("X-API-Key", "k")])
                == 200
        )
    }

    @Test func acceptedValuesRefuseOthersEvenWhereNoneIsNeeded() {
        let only = StubCredentials.accepting(["token": "right", "apiKey": "k-1"])
        #expect(status("/feed", headers: [("Authorization", "Bearer right")], credentials: only) == 200)
        #expect(status("/feed", headers: [("Authorization", "Bearer wrong")], credentials: only) == 401)
        #expect(status("/feed", credentials: only) == 200)
        #expect(status("/account", headers: [("X-API-Key", "k-2")], credentials: only) == 401)
        #expect(status("/account", headers: [("X-API-Key", "k-1")], credentials: only) == 200)
    }

    @Test func credentialsAreIgnoredByDefaultExceptThoseAnExampleNames() {
        #expect(status("/account", credentials: .ignored) == 200)
        #expect(status("/profile", credentials: .ignored) == 401)
        #expect(status("/profile", headers: [("Cookie", "session_id=s-bob")], credentials: .ignored) == 401)
        #expect(status("/profile", headers: [("Cookie", "session_id=s-ada")], credentials: .ignored) == 200)
    }

    @Test func anExampleNamingCredentialsAnswersOnlyThem() {
        let body = { (headers: [(String, String)]) -> String in
            let response = StubAPI(spec: self.spec, credentials: .required).respond(
                to: Self.request("GET", "/account", headers: headers)
            )
            return String(decoding: response.body, as: UTF8.self)
        }
        #expect(body([("X-API-Key", "k-vip")]) == #"{"text":"vip account"}"#)
        #expect(body([("X-API-Key", "k-other")]) == #"{"text":"account"}"#)
        #expect(body([("Authorization", Self.basic)]) == #"{"text":"account"}"#)
    }

    @Test func theRefusalNamesTheSchemesNeverAValue() {
        let request = Self.request("GET", "/account", headers: [("X-API-Key", "s3cr3t-value")])
        let response = StubAPI(spec: spec, credentials: .accepting(["apiKey": "other"])).respond(to: request)
        #expect(response.status == 401)
        let body = String(decoding: response.body, as: UTF8.self)
        #expect(body == #"{"message":"This endpoint requires the credentials of 'apiKey' or 'basic'."}"#)
        #expect(response.headers["WWW-Authenticate"] == nil)
        let tokenOnly = Self.request("GET", "/orders", headers: [])
        let challenged = StubAPI(spec: spec, credentials: .required).respond(to: tokenOnly)
        #expect(challenged.status == 401)
        #expect(challenged.headers["WWW-Authenticate"] == #"Bearer realm="stub""#)
    }
}
