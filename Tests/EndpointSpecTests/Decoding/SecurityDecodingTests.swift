import Testing

@testable import EndpointSpec

@Suite("Decoding securitySchemes and security: schemes, alternatives, combinations, public endpoints")
struct SecurityDecodingTests {
    /// The schemes every test below may name.
    private static let schemes = #"""
        "securitySchemes": {
          "apiKey": { "type": "apiKey", "in": "header", "name": "X-API-Key", "description": "The account key." },
          "queryKey": { "type": "apiKey", "in": "query", "name": "api_key" },
          "session": { "type": "apiKey", "in": "cookie", "name": "SESSION" },
          "basic": { "type": "http", "scheme": "Basic" },
          "bearer": { "type": "http", "scheme": "bearer", "bearerFormat": "JWT" },
          "oauth": { "type": "oauth2" },
          "oidc": { "type": "openIdConnect", "openIdConnectUrl": "https://id.example.com/.well-known/openid-configuration" }
        }
        """#

    /// Loads a spec with ``schemes``, `top` (more top-level members, with a trailing comma) and one endpoint whose
    /// extra members are `endpoint` (with a leading comma when not empty).
    private func load(top: String = "", endpoint: String = "") -> SpecLoadResult {
        let text = """
            {"name": "T", \(top) \(Self.schemes),
             "endpoints": {"e": {"method": "GET", "path": "/e", "responses": {"204": {}}\(endpoint)}}}
            """
        return SpecLoader.load(text: Array(text.utf8), path: "t.json")
    }

    private func messages(_ result: SpecLoadResult) -> [String] { result.diagnostics.map(\.description) }

    @Test func decodesEveryKindOfScheme() throws {
        let result = load()
        #expect(messages(result) == [])
        let spec = try #require(result.spec)
        #expect(
            spec.securitySchemes.map(\.name) == ["apiKey", "basic", "bearer", "oauth", "oidc", "queryKey", "session"]
        )
        #expect(
            spec.securitySchemes.map(\.kind) == [
                .apiKey(name: "X-API-Key", location: .header), .basic, .bearer(format: "JWT"), .oauth2,
                .openIdConnect(url: "https://id.example.com/.well-known/openid-configuration"),
                .apiKey(name: "api_key", location: .query), .apiKey(name: "SESSION", location: .cookie),
            ]
        )
        #expect(spec.securityScheme(named: "apiKey")?.description == "The account key.")
        #expect(spec.securitySchemes.filter(\.kind.isBearerToken).map(\.name) == ["bearer", "oauth", "oidc"])
    }

    @Test func alternativesAndCombinationsAtTheAPILevelApplyToEndpointsWithoutTheirOwn() throws {
        let result = load(top: #""security": [{"apiKey": []}, {"basic": [], "queryKey": []}],"#)
        #expect(messages(result) == [])
        let spec = try #require(result.spec)
        let endpoint = try #require(spec.endpoints.first)
        #expect(endpoint.security == nil)
        #expect(spec.security(of: endpoint).map(\.schemeNames) == [["apiKey"], ["basic", "queryKey"]])
    }

    @Test func anEndpointsOwnSecurityReplacesTheAPIs() throws {
        let result = load(
            top: #""security": [{"apiKey": []}],"#,
            endpoint: #", "security": [{"oauth": ["read", "write"]}]"#
        )
        #expect(messages(result) == [])
        let spec = try #require(result.spec)
        let endpoint = try #require(spec.endpoints.first)
        #expect(spec.security(of: endpoint).map(\.schemeNames) == [["oauth"]])
        #expect(endpoint.security?.first?.schemes.first?.scopes == ["read", "write"])
    }

    @Test func anEmptyListOrAnEmptyRequirementIsPublic() throws {
        for publicSecurity in ["[]", "[{}]"] {
            let result = load(top: #""security": [{"apiKey": []}],"#, endpoint: #", "security": "# + publicSecurity)
            #expect(messages(result) == [])
            let spec = try #require(result.spec)
            let endpoint = try #require(spec.endpoints.first)
            #expect(spec.security(of: endpoint).allSatisfy { $0.schemes.isEmpty })
        }
        let spec = try #require(load().spec)
        let endpoint = try #require(spec.endpoints.first)
        #expect(spec.security(of: endpoint).isEmpty)
    }

    @Test func anUnknownSchemeNameIsLocatedWithTheClosestDeclaredOne() {
        let result = load(endpoint: #", "security": [{"apikey": []}]"#)
        #expect(
            messages(result) == [
                "t.json:10:93: error: unknown security scheme 'apikey' in 'security' of endpoint 'e'; "
                    + "did you mean 'apiKey'?"
            ]
        )
        let noSchemes = SpecLoader.load(
            text: Array(#"{"name": "T", "security": [{"token": []}], "endpoints": {}}"#.utf8),
            path: "t.json"
        )
        #expect(
            messages(noSchemes) == [
                "t.json:1:29: error: unknown security scheme 'token' in 'security' of the spec; declare it under "
                    + "'securitySchemes'"
            ]
        )
    }

    @Test func malformedSchemesAreLocatedErrors() {
        let cases: [(String, String)] = [
            (
                #"{"type": "apikey", "in": "header", "name": "K"}"#,
                "unknown security scheme type 'apikey'; did you mean 'apiKey'?"
            ),
            (
                #"{"type": "apiKey", "in": "body", "name": "K"}"#,
                "'in' of security scheme 's' must be 'header', 'query' or 'cookie', found 'body'"
            ),
            (#"{"type": "apiKey", "in": "header"}"#, "security scheme 's' is missing required key 'name'"),
            (
                #"{"type": "apiKey", "in": "header", "name": "X Key"}"#,
                "'name' of security scheme 's' must be a valid header name"
            ),
            (
                #"{"type": "http", "scheme": "digest"}"#,
                "HTTP authentication scheme 'digest' of security scheme 's' is not supported"
            ),
            (#"{"type": "http"}"#, "security scheme 's' is missing required key 'scheme'"),
            (
                #"{"type": "http", "scheme": "basic", "in": "header"}"#,
                "'in' does not apply to security scheme 's' of type 'http'"
            ),
            (#"{"type": "oauth2", "flows": {}}"#, "unknown key 'flows' in security scheme 's'"),
            (#"{"in": "header"}"#, "security scheme 's' is missing required key 'type'"),
        ]
        for (scheme, expected) in cases {
            let text = #"{"name": "T", "securitySchemes": {"s": "# + scheme + #"}, "endpoints": {}}"#
            let result = SpecLoader.load(text: Array(text.utf8), path: "t.json")
            let found = messages(result)
            #expect(found.count == 1 && found[0].hasPrefix("t.json:1:") && found[0].contains(expected), "\(found)")
        }
    }

    @Test func anExampleMayNameTheCredentialsItAnswers() throws {
        let result = load(
            endpoint: #", "examples": [{"status": 204, "credentials": {"apiKey": "k-1", "basic": "a:b"}}]"#
        )
        #expect(messages(result) == [])
        let example = try #require(result.spec?.endpoints.first?.examples.first)
        #expect(example.credentials == [SpecMember("apiKey", .string("k-1")), SpecMember("basic", .string("a:b"))])

        let wrong = messages(load(endpoint: #", "examples": [{"status": 204, "credentials": {"apikey": 1}}]"#))
        #expect(
            wrong.count == 1
                && wrong[0].contains(
                    "unknown security scheme 'apikey' in the example's 'credentials'; did you mean 'apiKey'?"
                ),
            "\(wrong)"
        )
        let notText = messages(load(endpoint: #", "examples": [{"status": 204, "credentials": {"apiKey": 1}}]"#))
        #expect(
            notText.count == 1 && notText[0].contains("the credential of 'apiKey' must be a non-empty string"),
            "\(notText)"
        )
    }

    @Test func malformedRequirementsAreLocatedErrors() {
        let cases: [(String, String)] = [
            (#"{"apiKey": []}"#, "'security' of endpoint 'e' must be an array of requirement objects"),
            (#"["apiKey"]"#, "every element of 'security' of endpoint 'e' must be an object naming security schemes"),
            (#"[{"apiKey": "read"}]"#, "the value of 'apiKey' in 'security' must be an array of scope names"),
            (#"[{"oauth": [1]}]"#, "a scope must be a string, found a number"),
            (
                #"[{"basic": [], "bearer": []}]"#,
                "security schemes 'basic' and 'bearer' cannot be sent together: both use the header 'authorization'"
            ),
        ]
        for (security, expected) in cases {
            let found = messages(load(endpoint: #", "security": "# + security))
            #expect(found.count == 1 && found[0].contains(expected), "\(found)")
        }
    }
}
