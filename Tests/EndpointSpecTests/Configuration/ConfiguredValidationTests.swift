import Testing

@testable import EndpointSpec

/// A spec with a configuration is validated once, as configured: each finding is reported once, and what the
/// configuration renamed is checked under its new name.
@Suite("Configuration files: one validation")
struct ConfiguredValidationTests {
    private static let spec = """
        name: Shop
        endpoints:
          ping:
            method: GET
            path: /ping
            responses: { "404": { type: string } }
          getThing:
            method: GET
            path: /things/{id}
            parameters: { id: { in: path, type: string } }
            responses: { "200": { type: string } }
        """

    @Test func aValidatorFindingIsReportedOnceWithAConfiguration() {
        let result = ConfiguredSpec.load("name: Store\n", spec: Self.spec)
        let warnings = ConfiguredSpec.messages(result).filter { $0.contains("declares no 2xx response") }
        #expect(
            warnings == [
                "shop.yaml:3:3: warning: endpoint 'ping' declares no 2xx response; a successful call will not decode "
                    + "a body"
            ]
        )
        #expect(result.spec?.name == "Store")
    }

    @Test func theSameFindingWithoutAConfiguration() {
        let result = SpecLoader().load(bytes: Array(Self.spec.utf8), path: "shop.yaml")
        let warnings = ConfiguredSpec.messages(result).filter { $0.contains("declares no 2xx response") }
        #expect(warnings.count == 1)
    }

    @Test func whatTheConfigurationRenamedIsCheckedUnderItsNewName() {
        let result = ConfiguredSpec.load("rename: { endpoints: { ping: getPing } }\n", spec: Self.spec)
        let warnings = ConfiguredSpec.messages(result).filter { $0.contains("declares no 2xx response") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("'getPing'") == true)
    }
}
