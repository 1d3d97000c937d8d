import Testing

@testable import EndpointSpec

/// A spec whose models are used as a property, an array element, a union alternative, a parameter, a response
/// body read by a repository and an error body read by a repository.
private let moneySpec = """
    name: Shop
    imports: [ShopDomain]
    models:
      Money: { type: object, properties: { cents: { type: integer }, currency: { type: string } } }
      Product:
        type: object
        properties:
          id: { type: string }
          price: { $ref: Money }
          history: { type: array, items: { $ref: Money } }
        domain:
          type: ShopProduct
          arguments: { id: { from: id } }
      Page: { type: object, properties: { items: { type: array, items: { $ref: Product } } } }
      Problem: { type: object, properties: { detail: { type: string } } }
      Price: { oneOf: [{ $ref: Money }, { type: integer }] }
      Unused: { type: object, properties: { x: { type: string } } }
    endpoints:
      listProducts:
        method: GET
        path: /products
        tags: [products]
        responses: { "200": { $ref: Page }, "409": { $ref: Problem } }
      quote:
        method: GET
        path: /quote
        tags: [quotes]
        responses: { "200": { $ref: Price } }
    repositories:
      HTTPShopRepository:
        methods:
          products:
            endpoint: listProducts
            returns: "[ShopProduct]"
            from: items
            errors: { "409": { throw: ShopError.conflict, arguments: [{ from: detail }] } }
    """

private func load(_ configuration: String) -> SpecLoadResult { ConfiguredSpec.load(configuration, spec: moneySpec) }

@Suite("Configuration files: type overrides and imports")
struct TypeOverrideConfigurationTests {
    @Test func anOverriddenModelKeepsItsShapeAndCarriesTheUsersType() throws {
        let spec = try #require(load("typeOverrides: { models: { Money: ShopKit.Money } }\n").spec)
        let money = try #require(spec.model(named: "Money"))
        #expect(money.typeOverride == "ShopKit.Money")
        // The wire shape stays, for validating and serving examples.
        guard case .object(let properties) = money.kind else {
            Issue.record("Money lost its properties: \(money.kind)")
            return
        }
        #expect(properties.map(\.wireName) == ["cents", "currency"])
        #expect(spec.models.filter { $0.typeOverride != nil }.map(\.name) == ["Money"])
    }

    @Test func theOverrideNamesTheModelAsTheDocumentWritesItAndSurvivesARename() throws {
        let spec = try #require(
            load("typeOverrides: { models: { Money: ShopKit.Money } }\nrename: { models: { Money: Amount } }\n").spec
        )
        #expect(spec.model(named: "Amount")?.typeOverride == "ShopKit.Money")
        #expect(spec.model(named: "Money") == nil)
    }

    @Test func importsAreAddedToTheSpecsSortedAndOnce() throws {
        let spec = try #require(load("imports: [ShopKit, ShopDomain, Foundation.NSObject]\n").spec)
        #expect(spec.imports == ["Foundation.NSObject", "ShopDomain", "ShopKit"])
    }

    @Test func anOverrideOfNoModelIsAnErrorWithTheClosestSpelling() {
        let result = load("typeOverrides: { models: { Mony: ShopKit.Money } }\n")
        #expect(result.spec == nil)
        #expect(
            ConfiguredSpec.messages(result) == [
                "endpointkit.yaml:1:28: error: 'typeOverrides.models' names no model 'Mony'; did you mean 'Money'?"
            ]
        )
    }

    @Test func anOverrideOfAModelTheFilterRemovedIsAWarning() throws {
        let result = load("filter: { tags: [products] }\ntypeOverrides: { models: { Unused: ShopKit.Unused } }\n")
        #expect(result.spec != nil)
        #expect(result.spec?.model(named: "Unused") == nil)
        #expect(
            ConfiguredSpec.messages(result) == [
                "endpointkit.yaml:2:28: warning: 'typeOverrides.models' names model 'Unused', which the "
                    + "configuration's 'filter' removes; the override has no effect"
            ]
        )
    }

    @Test func aModelReadMemberByMemberCannotBeReplaced() {
        let result = load(
            "typeOverrides: { models: { Product: ShopKit.Product, Page: ShopKit.Page, Problem: ShopKit.Problem } }\n"
        )
        #expect(result.spec == nil)
        let messages = result.diagnostics.filter { $0.severity != .note }.map(\.description)
        #expect(messages.count == 3)
        #expect(
            messages.contains {
                $0.hasPrefix("endpointkit.yaml:1:37: error: model 'Product' maps to domain type 'ShopProduct'; ")
            }
        )
        #expect(
            messages.contains {
                $0.hasPrefix("endpointkit.yaml:1:60: error: cannot replace model 'Page' with 'ShopKit.Page': ")
                    && $0.contains("returns its property 'items'")
            }
        )
        #expect(
            messages.contains {
                $0.hasPrefix("endpointkit.yaml:1:83: error: cannot replace model 'Problem' with 'ShopKit.Problem': ")
                    && $0.contains("reads properties of its 409 body")
            }
        )
        // Each has a note at the use, in the spec.
        let notes = result.diagnostics.filter { $0.severity == .note }
        #expect(notes.count == 3)
        #expect(notes.allSatisfy { $0.location.file == "shop.yaml" })
    }

    @Test func aValueThatIsNoSwiftTypeOrAnImportThatIsNoModuleIsAnError() {
        let result = load("imports: ['my kit']\ntypeOverrides: { models: { Money: 'ShopKit.Money?', Price: '1x' } }\n")
        #expect(result.spec == nil)
        let messages = ConfiguredSpec.messages(result)
        #expect(messages.first == "endpointkit.yaml:1:11: error: 'imports' lists module names, found 'my kit'")
        #expect(
            messages.dropFirst().map { $0.components(separatedBy: ";").first ?? "" } == [
                "endpointkit.yaml:2:35: error: 'ShopKit.Money?' is not a Swift type (in 'typeOverrides.models')",
                "endpointkit.yaml:2:60: error: '1x' is not a Swift type (in 'typeOverrides.models')",
            ]
        )
    }

    @Test func anUnknownKeyUnderTypeOverridesGetsADidYouMean() {
        let result = load("typeOverrides: { model: { Money: ShopKit.Money } }\n")
        #expect(
            ConfiguredSpec.messages(result) == [
                "endpointkit.yaml:1:18: error: unknown key 'model' in 'typeOverrides'; did you mean 'models'?"
            ]
        )
    }
}
