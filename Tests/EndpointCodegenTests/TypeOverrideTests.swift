import EndpointSpec
import Testing

@testable import EndpointCodegen

/// Models replaced by a configuration's `typeOverrides`: never declared, every use spelled with the user's type.
@Suite("Type overrides")
struct TypeOverrideTests {
    private static let specText = """
        name: Shop
        models:
          Money: { type: object, properties: { cents: { type: integer }, currency: { type: string } } }
          Color: { type: string, enum: [red, green] }
          Product:
            type: object
            properties:
              id: { type: string }
              price: { $ref: Money }
              history: { type: array, items: { $ref: Money } }
              color: { $ref: Color, default: red }
            required: [id, price, history]
            domain:
              type: ShopProduct
              arguments: { id: { from: id }, price: { from: price } }
          Price: { oneOf: [{ $ref: Money }, { type: integer }] }
        endpoints:
          getProduct:
            method: GET
            path: /products/{id}
            parameters: { id: { in: path, type: string }, color: { in: query, $ref: Color, required: false } }
            responses: { "200": { $ref: Product } }
          quote:
            method: POST
            path: /quote
            body: { $ref: Money }
            responses: { "200": { $ref: Price } }
        """

    private static let configuration = """
        imports: [ShopKit]
        typeOverrides: { models: { Money: ShopKit.Money, Color: ShopKit.Color } }
        """

    /// The generated files of the configured spec, by name.
    private static func generated() throws -> [String: String] {
        let loaded = ConfigurationFile.load(bytes: Array(configuration.utf8), path: "endpointkit.yaml")
        let decoded = try #require(loaded.configuration, "\(loaded.diagnostics)")
        let result = SpecLoader().load(bytes: Array(specText.utf8), path: "shop.yaml", configuration: decoded)
        let spec = try #require(result.spec, "\(result.diagnostics)")
        return Dictionary(uniqueKeysWithValues: CodeGenerator.generate(spec).map { ($0.name, $0.contents) })
    }

    @Test func theOverriddenModelsAreNotDeclaredAndTheirNamesAreNotUsed() throws {
        let files = try Self.generated()
        let all = files.values.joined(separator: "\n")
        #expect(!all.contains("MoneyDTO"))
        #expect(!all.contains("ColorDTO"))
        #expect(all.contains("struct ProductDTO"))
        #expect(all.contains("enum PriceDTO"))
    }

    @Test func everyUseIsSpelledWithTheUsersTypeAndTheModuleIsImported() throws {
        let files = try Self.generated()
        let models = try #require(files["ShopModels.swift"])
        #expect(models.contains("import ShopKit\n"))
        #expect(models.contains("    public var price: ShopKit.Money\n"))
        #expect(models.contains("    public var history: [ShopKit.Money]\n"))
        #expect(models.contains("try container.decodeValue(ShopKit.Money.self, forKey: \"price\")"))
        #expect(models.contains("case money(ShopKit.Money)"))
        // The user's enum is opaque: its default cannot be spelled as a case, so the property is optional.
        #expect(models.contains("    public var color: ShopKit.Color? {\n"))
        let endpoints = files.filter { $0.key.hasPrefix("ShopEndpoints") }.values.joined()
        #expect(endpoints.contains("ShopKit.Money"))
        #expect(endpoints.contains("color: ShopKit.Color? = nil"))
    }

    @Test func aDomainMappingPassesTheUsersTypeThrough() throws {
        let mapping = try #require(try Self.generated()["ShopMapping.swift"])
        #expect(mapping.contains("ShopProduct(id: id, price: price)"))
    }
}
