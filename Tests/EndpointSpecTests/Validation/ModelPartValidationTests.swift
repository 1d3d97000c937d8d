import Testing

@testable import EndpointSpec

/// A model's `errorMessage` and `domain` arguments are checked against its properties in the validator, so a spec
/// meets these rules however it was made: written, configured (once, at the decoder's locations) or built in memory
/// (located at the model and the argument).
@Suite("Model parts against properties: one validation stage")
struct ModelPartValidationTests {
    private static let spec = """
        name: Shop
        models:
          Problem: { properties: { code: { type: integer } }, errorMessage: code }
          Product:
            properties: { price_cents: { type: integer } }
            domain:
              type: Product
              arguments: { price: { from: price, using: "Price(_:)", failable: true } }
        endpoints: {}
        """

    private static let expected = [
        "shop.yaml:3:69: error: 'errorMessage' names 'code', which is not a string property of model 'Problem'; the "
            + "message must be a property with \"type\": \"string\" and no format",
        "shop.yaml:8:20: error: argument 'price' is failable, so the domain mapping of model 'Product' needs "
            + "'invalid': the error thrown when the conversion returns nil",
        "shop.yaml:8:35: error: 'from' names 'price', which is not a property of model 'Product'; did you mean "
            + "'price_cents'?",
    ]

    @Test func aWrittenSpecGetsTheRulesAtTheDecodersLocations() {
        let result = SpecLoader().load(bytes: Array(Self.spec.utf8), path: "shop.yaml")
        #expect(ConfiguredSpec.messages(result) == Self.expected)
    }

    @Test func aConfiguredSpecGetsThemOnceAtTheSameLocations() {
        let result = ConfiguredSpec.load("name: Store\n", spec: Self.spec)
        #expect(ConfiguredSpec.messages(result) == Self.expected)
    }

    @Test func aSpecBuiltInMemoryMeetsTheSameRulesAtTheModelsLocations() throws {
        let valid = Self.spec
            .replacingOccurrences(of: "code: { type: integer }", with: "code: { type: string }")
            .replacingOccurrences(of: "from: price,", with: "from: price_cents,")
            .replacingOccurrences(of: "type: Product\n", with: "type: Product\n      invalid: PriceError.invalid\n")
        var spec = try #require(SpecLoader().load(bytes: Array(valid.utf8), path: "shop.yaml").spec)
        spec.models[0].errorMessageProperty = "mesage"
        spec.models[1].domainMapping?.arguments[0].property = "cents"
        spec.models[1].domainMapping?.arguments[0].label = "2x"
        var validator = SpecValidator(importedSpec: spec)
        validator.validate()
        #expect(
            validator.log.sortedDiagnostics.map(\.description) == [
                "shop.yaml:3:3: error: 'errorMessage' names 'mesage', which is not a property of model 'Problem'",
                "shop.yaml:9:20: error: argument label '2x' is not a valid Swift identifier",
                "shop.yaml:9:20: error: 'from' names 'cents', which is not a property of model 'Product'; did you "
                    + "mean 'price_cents'?",
            ]
        )
    }
}
