import Testing

@testable import EndpointSpec

/// The spec's name and an endpoint's `constantQuery` are checked in the validator, so a spec meets these rules
/// however it was made: written (at the decoder's locations), configured (once) or built in memory, where a constant
/// query an importer made from a path key is a warning saying what the request sends.
@Suite("Spec name and constant query: one validation stage")
struct ConstantQueryValidationTests {
    private static let spec = """
        name: "---"
        endpoints:
          search:
            method: GET
            path: /search
            parameters: { view: { in: query, type: string } }
            constantQuery: { view: all, "": x }
            responses: { "204": {} }
        """

    @Test func aWrittenSpecGetsTheRulesAtTheDecodersLocations() {
        let result = SpecLoader().load(bytes: Array(Self.spec.utf8), path: "shop.yaml")
        #expect(
            ConfiguredSpec.messages(result) == [
                "shop.yaml:1:7: error: 'name' must produce a valid Swift type name prefix, found '---'",
                "shop.yaml:7:22: error: constant query item 'view' of endpoint 'search' has the name of a query "
                    + "parameter of the endpoint; remove one of them",
                "shop.yaml:7:33: error: a constant query item of endpoint 'search' has an empty name",
            ]
        )
    }

    @Test func aConfiguredSpecGetsThemOnceAndItsConfiguredName() {
        let result = ConfiguredSpec.load("name: Store\n", spec: Self.spec)
        #expect(
            ConfiguredSpec.messages(result) == [
                "shop.yaml:7:22: error: constant query item 'view' of endpoint 'search' has the name of a query "
                    + "parameter of the endpoint; remove one of them",
                "shop.yaml:7:33: error: a constant query item of endpoint 'search' has an empty name",
            ]
        )
    }

    @Test func anImportedSpecGetsWarningsThatSayWhatTheRequestSends() throws {
        let valid = Self.spec
            .replacingOccurrences(of: "\"---\"", with: "Shop")
            .replacingOccurrences(of: "view: all, \"\": x", with: "mode: all")
        var spec = try #require(SpecLoader().load(bytes: Array(valid.utf8), path: "shop.yaml").spec)
        let location = spec.endpoints[0].constantQueryItems[0].location
        spec.endpoints[0].constantQueryItems = [
            ConstantQueryItem(name: "view", value: "all", location: location),
            ConstantQueryItem(name: "", value: "x", location: location),
        ]
        var validator = SpecValidator(importedSpec: spec)
        validator.validate()
        #expect(
            validator.log.sortedDiagnostics.map(\.description) == [
                "shop.yaml:7:22: warning: constant query item 'view' of endpoint 'search' has the name of a query "
                    + "parameter of the endpoint; remove one of them; the request sends both",
                "shop.yaml:7:22: warning: a constant query item of endpoint 'search' has an empty name; the request "
                    + "sends it as its path key writes it",
            ]
        )
    }

    @Test func aSpecBuiltInMemoryMeetsTheNameRule() throws {
        let valid = Self.spec.replacingOccurrences(of: "\"---\"", with: "Shop")
            .replacingOccurrences(of: "view: all, \"\": x", with: "mode: all")
        var spec = try #require(SpecLoader().load(bytes: Array(valid.utf8), path: "shop.yaml").spec)
        spec.name = "%%"
        var validator = SpecValidator(importedSpec: spec, origin: .written)
        validator.validate()
        #expect(
            validator.log.sortedDiagnostics.map(\.description) == [
                "shop.yaml:1:1: error: 'name' must produce a valid Swift type name prefix, found '%%'"
            ]
        )
    }
}
