import Testing

@testable import EndpointSpec

/// A spec whose list response nests its items (`data.items`) and that declares a repository of its own.
private let shopSpec = """
    name: Shop
    models:
      Item: { type: object, properties: { id: { type: string }, title: { type: string } } }
      Page: { type: object, properties: { items: { type: array, items: { $ref: Item } } } }
      Listing: { type: object, properties: { data: { $ref: Page } } }
    endpoints:
      listItems:
        method: GET
        path: /items
        responses: { "200": { $ref: Listing } }
    repositories:
      HTTPShopRepository:
        methods:
          pages: { endpoint: listItems, returns: ListingDTO }
    """

private func load(_ configuration: String) -> SpecLoadResult { ConfiguredSpec.load(configuration, spec: shopSpec) }

/// `domain` and `repositories` in the configuration of a spec-format spec, and `from` member paths.
@Suite("Configuration files: domain mappings and repositories")
struct BoundaryConfigurationTests {
    @Test func aConfiguredMappingAndRepositoryJoinTheSpecsAndReadANestedMember() throws {
        let result = load(
            """
            domain:
              Item: { type: ShopItem, arguments: { id: { from: id }, title: { from: title } } }
            repositories:
              HTTPItemRepository:
                methods:
                  items: { endpoint: listItems, returns: "[ShopItem]", from: data.items }
            """
        )
        let spec = try #require(result.spec, "\(result.diagnostics)")
        #expect(result.diagnostics.isEmpty)
        #expect(spec.model(named: "Item")?.domainMapping?.typeName == "ShopItem")
        #expect(spec.repositories.map(\.name) == ["HTTPShopRepository", "HTTPItemRepository"])
        #expect(spec.repositories.last?.methods.first?.responseProperty == "data.items")
    }

    @Test func aRepositoryNamedLikeTheSpecsIsAnErrorWithANoteAtIt() {
        let result = load(
            """
            repositories:
              HTTPShopRepository:
                methods: { all: { endpoint: listItems, returns: ListingDTO } }
            """
        )
        #expect(result.spec == nil)
        #expect(
            ConfiguredSpec.messages(result) == [
                "endpointkit.yaml:2:3: error: the spec already declares repository 'HTTPShopRepository'; give the "
                    + "configuration's another name",
                "shop.yaml:12:3: note: 'HTTPShopRepository' is declared here",
            ]
        )
    }

    @Test func aWrittenMemberPathIsCheckedStepByStepWithoutNotesInItsOwnFile() {
        let spec = shopSpec.replacingOccurrences(
            of: "pages: { endpoint: listItems, returns: ListingDTO }",
            with: "pages: { endpoint: listItems, returns: \"[ItemDTO]\", from: data.itemz }"
        )
        let result = SpecLoader().load(bytes: Array(spec.utf8), path: "shop.yaml")
        #expect(result.spec == nil)
        #expect(
            result.diagnostics.map(\.description) == [
                "shop.yaml:14:65: error: 'from' names 'data.itemz', but 'itemz' is not a property of model 'Page', the "
                    + "type of 'data'; did you mean 'items'?"
            ]
        )
    }

    @Test func aPropertyWhoseWireNameHoldsADotReadsAsOneMember() {
        let spec = shopSpec.replacingOccurrences(
            of: "data: { $ref: Page }",
            with: "data: { $ref: Page }, a.b: { type: string }"
        )
        .replacingOccurrences(
            of: "pages: { endpoint: listItems, returns: ListingDTO }",
            with: "pages: { endpoint: listItems, returns: String, from: a.b }"
        )
        let result = SpecLoader().load(bytes: Array(spec.utf8), path: "shop.yaml")
        #expect(result.spec != nil, "\(result.diagnostics)")
    }
}
