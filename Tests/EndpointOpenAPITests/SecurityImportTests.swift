import EndpointOpenAPI
import EndpointSpec
import Testing

/// `components/securitySchemes` and `security` (document and operation level) become the spec's schemes and
/// requirements; what the spec format cannot express is left out with a located warning.
struct SecurityImportTests {
    private static let schemes = #"""
        { "securitySchemes": {
            "api_key": { "type": "apiKey", "in": "header", "name": "X-API-Key", "description": "Your key." },
            "query_key": { "type": "apiKey", "in": "query", "name": "key" },
            "cookie_key": { "type": "apiKey", "in": "cookie", "name": "sid" },
            "basicAuth": { "type": "http", "scheme": "basic" },
            "jwt": { "type": "http", "scheme": "bearer", "bearerFormat": "JWT" },
            "oauth": { "type": "oauth2", "flows": { "implicit": { "authorizationUrl": "https://a.example.com",
              "scopes": { "read": "Read." } } } },
            "oidc": { "type": "openIdConnect", "openIdConnectUrl": "https://id.example.com/.well-known" },
            "digest": { "type": "http", "scheme": "digest" },
            "mtls": { "type": "mutualTLS" }
        } }
        """#

    private static func harness(security: String? = nil, operations: String) -> ImportHarness {
        ImportHarness(
            paths: #"{ "/items": { "# + operations + " } }",
            components: schemes,
            extra: security.map { #""security": "# + $0 } ?? ""
        )
    }

    private static func operation(_ method: String, security: String? = nil) -> String {
        let own = security.map { #""security": \#($0), "# } ?? ""
        return
            #""\#(method)": { "operationId": "\#(method)Items", \#(own)"responses": { "204": { "description": "Done." } } }"#
    }

    @Test func everySupportedKindIsImportedAndTheOthersWarn() throws {
        let harness = Self.harness(operations: Self.operation("get"))
        let spec = try harness.spec()
        #expect(
            spec.securitySchemes.map(\.kind) == [
                .apiKey(name: "X-API-Key", location: .header), .basic,
                .apiKey(name: "sid", location: .cookie), .bearer(format: "JWT"), .oauth2,
                .openIdConnect(url: "https://id.example.com/.well-known"), .apiKey(name: "key", location: .query),
            ]
        )
        #expect(
            spec.securitySchemes.map(\.name) == [
                "api_key", "basicAuth", "cookie_key", "jwt", "oauth", "oidc", "query_key",
            ]
        )
        #expect(spec.securityScheme(named: "api_key")?.description == "Your key.")
        #expect(
            harness.warningMessages == [
                "HTTP authentication scheme 'digest' of security scheme 'digest' is not supported (only basic and "
                    + "bearer are); it is not imported",
                "security scheme 'mtls' of type 'mutualTLS' is not supported (apiKey, http, oauth2 and openIdConnect "
                    + "are); it is not imported",
            ]
        )
        #expect(!harness.warningMessages.contains { $0.contains("security schemes are not imported") })
    }

    @Test func documentAndOperationRequirementsWithAlternativesCombinationsAndPublicOperations() throws {
        let harness = Self.harness(
            security: #"[{ "api_key": [] }, { "basicAuth": [], "query_key": [] }]"#,
            operations: [
                Self.operation("get"), Self.operation("post", security: #"[{ "oauth": ["read"] }]"#),
                Self.operation("put", security: "[]"), Self.operation("delete", security: "[{}]"),
            ]
            .joined(separator: ", ")
        )
        let spec = try harness.spec()
        #expect(harness.diagnostics.filter { $0.contains("requirement") } == [])
        let byName = Dictionary(uniqueKeysWithValues: spec.endpoints.map { ($0.name, spec.security(of: $0)) })
        #expect(byName["getItems"]?.map(\.schemeNames) == [["api_key"], ["basicAuth", "query_key"]])
        #expect(byName["postItems"]?.map(\.schemeNames) == [["oauth"]])
        #expect(byName["postItems"]?.first?.schemes.first?.scopes == ["read"])
        #expect(byName["putItems"]?.isEmpty == true)
        #expect(byName["deleteItems"]?.map(\.schemeNames) == [[]])
        let text = try harness.text()
        #expect(text.contains(#""security": [{ "api_key": [] }, { "basicAuth": [], "query_key": [] }]"#), "\(text)")
    }

    @Test func requirementsNamingUndeclaredOrUnsupportedSchemesAreLeftOut() throws {
        let harness = Self.harness(
            operations: Self.operation("get", security: #"[{ "apikey": [] }, { "digest": [] }, { "jwt": [] }]"#)
                + ", " + Self.operation("post", security: #"[{ "mtls": [] }]"#)
        )
        let spec = try harness.spec()
        let byName = Dictionary(uniqueKeysWithValues: spec.endpoints.map { ($0.name, spec.security(of: $0)) })
        #expect(byName["getItems"]?.map(\.schemeNames) == [["jwt"]])
        #expect(byName["postItems"]?.isEmpty == true)
        #expect(
            harness.diagnostics.contains(
                harness.warning(
                    "security requirement names 'apikey', which 'components/securitySchemes' does not declare; did you "
                        + "mean 'api_key'?; the requirement is ignored",
                    at: #""apikey""#
                )
            ),
            "\(harness.diagnostics)"
        )
        #expect(
            harness.warningMessages.contains(
                "no requirement of this 'security' list can be imported, so the endpoints it covers send no credentials"
            )
        )
        let together = Self.harness(operations: Self.operation("get", security: #"[{ "basicAuth": [], "jwt": [] }]"#))
        #expect(
            together.warningMessages.contains(
                "security schemes 'basicAuth' and 'jwt' cannot be sent together (both use the header 'authorization'); "
                    + "the requirement is ignored"
            )
        )
    }

    /// An empty scheme name is an error in a written spec; an imported document leaves the scheme out, and the
    /// requirements naming it, with a located warning, so it still generates.
    @Test func aSchemeWithAnEmptyNameIsLeftOutWithAWarning() throws {
        let harness = ImportHarness(
            paths:
                #"{ "/items": { "get": { "security": [{ "": [] }], "responses": { "204": { "description": "Done." } } } } }"#,
            components: #"{ "securitySchemes": { "": { "type": "http", "scheme": "bearer" } } }"#
        )
        #expect(try harness.spec().securitySchemes.isEmpty)
        #expect(harness.warningMessages.contains("a security scheme's name is empty; it is not imported"))
        let loaded = SpecLoader.standard.load(bytes: Array(harness.json.utf8), path: ImportHarness.file)
        #expect(loaded.spec != nil)
        #expect(!loaded.diagnostics.contains { $0.severity == .error })
    }
}
