import Testing

@testable import EndpointSpec

/// Repository rules live in the validator, so a spec meets them however it was made: written, configured (with the
/// decoder's locations kept) or built in memory (located at the nearest part of the model).
@Suite("Repository rules: one validation stage")
struct RepositoryValidationTests {
    private static let spec = """
        name: Shop
        models:
          Product: { properties: { id: { type: string } } }
        endpoints:
          getProduct:
            method: GET
            path: /products/{id}
            parameters: { id: { in: path, type: string } }
            responses: { "200": { $ref: Product } }
        repositories:
          Products:
            methods:
              product:
                endpoint: getProduct
                parameters: [ { name: id, type: String, to: identifier } ]
                returns: ProductDTO
        """

    private static let expected = [
        "shop.yaml:13:7: error: method 'product' does not supply required parameter 'id' of endpoint 'getProduct'; "
            + "add a parameter with \"to\": \"id\"",
        "shop.yaml:15:53: error: 'to' names 'identifier', which is not a parameter of endpoint 'getProduct'",
    ]

    @Test func aWrittenSpecGetsTheRulesAtTheDecodersLocations() {
        let result = SpecLoader().load(bytes: Array(Self.spec.utf8), path: "shop.yaml")
        #expect(ConfiguredSpec.messages(result) == Self.expected)
    }

    @Test func aConfiguredSpecGetsThemOnceAtTheSameLocations() {
        let result = ConfiguredSpec.load("name: Store\n", spec: Self.spec)
        #expect(ConfiguredSpec.messages(result) == Self.expected)
    }

    @Test func aConfiguredRenameIsFollowedByTheRepository() {
        let result = ConfiguredSpec.load("rename: { endpoints: { getProduct: fetchProduct } }\n", spec: Self.spec)
        #expect(
            ConfiguredSpec.messages(result) == [
                "shop.yaml:13:7: error: method 'product' does not supply required parameter 'id' of endpoint "
                    + "'fetchProduct'; add a parameter with \"to\": \"id\"",
                "shop.yaml:15:53: error: 'to' names 'identifier', which is not a parameter of endpoint 'fetchProduct'",
            ]
        )
    }

    @Test func aSpecBuiltInMemoryMeetsTheSameRulesAtItsModelsLocations() throws {
        let valid = Self.spec.replacingOccurrences(of: "to: identifier", with: "to: id")
        var spec = try #require(SpecLoader().load(bytes: Array(valid.utf8), path: "shop.yaml").spec)
        spec.repositories[0].methods[0].endpoint = "getProdcut"
        var validator = SpecValidator(importedSpec: spec)
        validator.validate()
        #expect(
            validator.log.sortedDiagnostics.map(\.description) == [
                "shop.yaml:13:7: error: unknown endpoint 'getProdcut' in 'endpoint'; did you mean 'getProduct'?"
            ]
        )
    }
}
