import Testing

@testable import EndpointSpec

/// Security rules live in the validator, so a spec meets them however it was made: written, configured (once, at the
/// decoder's locations) or built in memory (located at the nearest part of the model).
@Suite("Security rules: one validation stage")
struct SecurityValidationTests {
    private static let spec = """
        name: Shop
        securitySchemes:
          apiKey: { type: apiKey, in: header, name: X-API-Key }
          basic: { type: http, scheme: basic }
          bearer: { type: http, scheme: bearer }
        endpoints:
          listProducts:
            method: GET
            path: /products
            security: [ { apikey: [] }, { basic: [], bearer: [] } ]
            responses: { "204": {} }
            examples: [ { status: 204, credentials: { Basic: "a:b" } } ]
        """

    private static let expected = [
        "shop.yaml:10:19: error: unknown security scheme 'apikey' in 'security' of endpoint 'listProducts'; "
            + "did you mean 'apiKey'?",
        "shop.yaml:10:46: error: security schemes 'basic' and 'bearer' cannot be sent together: both use the header "
            + "'authorization'; list them as alternatives ([{ \"basic\": [] }, { \"bearer\": [] }]) instead",
        "shop.yaml:12:47: error: unknown security scheme 'Basic' in the example's 'credentials'; did you mean 'basic'?",
    ]

    @Test func aWrittenSpecGetsTheRulesAtTheDecodersLocations() {
        let result = SpecLoader().load(bytes: Array(Self.spec.utf8), path: "shop.yaml")
        #expect(ConfiguredSpec.messages(result) == Self.expected)
    }

    @Test func aConfiguredSpecGetsThemOnceAtTheSameLocations() {
        let result = ConfiguredSpec.load("name: Store\n", spec: Self.spec)
        #expect(ConfiguredSpec.messages(result) == Self.expected)
    }

    @Test func aSpecBuiltInMemoryMeetsTheSameRules() throws {
        let valid = Self.spec
            .replacingOccurrences(of: "apikey: []", with: "apiKey: []")
            .replacingOccurrences(of: "{ basic: [], bearer: [] }", with: "{ basic: [] }")
            .replacingOccurrences(of: "Basic:", with: "basic:")
        var spec = try #require(SpecLoader().load(bytes: Array(valid.utf8), path: "shop.yaml").spec)
        let scheme = SecurityScheme(
            name: "token",
            kind: .apiKey(name: "X Token", location: .header),
            location: spec.securitySchemes[0].location
        )
        spec.securitySchemes.append(scheme)
        let location = try #require(spec.endpoints[0].security?[0].schemes[0].location)
        spec.endpoints[0].security?.append(
            SecurityRequirement(schemes: [.init(name: "tokn", location: location)], location: location)
        )
        spec.endpoints[0].examples[0].credentials.append(SpecMember("bearr", .string("t")))
        var validator = SpecValidator(importedSpec: spec)
        validator.validate()
        #expect(
            validator.log.sortedDiagnostics.map(\.description) == [
                "shop.yaml:3:3: error: 'name' of security scheme 'token' must be a valid header name (letters, digits "
                    + "and !#$%&'*+-.^_`|~), found 'X Token'",
                "shop.yaml:10:19: error: unknown security scheme 'tokn' in 'security' of endpoint 'listProducts'; "
                    + "did you mean 'token'?",
                "shop.yaml:12:17: error: unknown security scheme 'bearr' in the example's 'credentials'; "
                    + "did you mean 'bearer'?",
            ]
        )
    }

    // MARK: An empty scheme name

    private static let emptySchemeName = """
        name: Shop
        securitySchemes:
          " ": { type: http, scheme: bearer }
        endpoints:
          ping: { method: GET, path: /ping, responses: { "204": {} } }
        """

    @Test(arguments: ValidationStages.Stage.allCases)
    func anEmptySchemeNameIsReportedOnceAtTheName(stage: ValidationStages.Stage) {
        #expect(
            ValidationStages.messages(of: Self.emptySchemeName, at: stage) == [
                "shop.yaml:3:3: error: a security scheme's name must not be empty"
            ]
        )
    }

    @Test func anEmptySchemeNameBuiltInMemoryIsReportedAtTheScheme() throws {
        let clean = Self.emptySchemeName.replacingOccurrences(of: "\" \"", with: "bearer")
        var spec = try #require(ValidationStages.cleanSpec(clean))
        spec.securitySchemes[0].name = ""
        #expect(
            ValidationStages.messages(ofSpecInMemory: spec) == [
                "shop.yaml:3:3: error: a security scheme's name must not be empty"
            ]
        )
    }
}
