import Foundation
import Testing

@testable import EndpointSpec

/// A spec-format document with three tagged endpoints, a repository and models reached in several ways.
private let shopSpec = """
    name: Shop
    models:
      Product:
        type: object
        properties:
          id: { type: string }
          tags: { type: array, items: { $ref: Tag } }
          price: { $ref: Money }
      Tag: { type: object, properties: { label: { type: string } } }
      Money: { type: object, properties: { cents: { type: integer } } }
      User: { type: object, properties: { name: { type: string } } }
      Unused: { type: object, properties: { x: { type: string } } }
    endpoints:
      getProduct:
        method: GET
        path: /products/{id}
        tags: [products]
        parameters: { id: { in: path, type: string } }
        responses: { "200": { $ref: Product } }
      listProductsByTag:
        method: GET
        path: /products-by-tag
        tags: [products]
        responses: { "200": { type: array, items: { $ref: Tag } } }
      getUser:
        method: GET
        path: /users/{name}
        tags: [users]
        parameters: { name: { in: path, type: string } }
        responses: { "200": { $ref: User } }
    """

/// Loads `spec` (spec format, YAML) configured by `configuration` (YAML), as the loader does for files.
private func load(_ configuration: String, spec: String = shopSpec) -> SpecLoadResult {
    ConfiguredSpec.load(configuration, spec: spec)
}

/// The diagnostics of `result` as `file:line:column: severity: message` lines.
private func messages(_ result: SpecLoadResult) -> [String] { ConfiguredSpec.messages(result) }

@Suite("Configuration files: name, access, filter, renames")
struct GeneratorConfigurationTests {
    // MARK: Settings

    @Test func setsTheNameAccessLevelAndConformances() throws {
        let spec = try #require(load("name: Store\naccessLevel: package\nmodelConformances: [Hashable]\n").spec)
        #expect(spec.name == "Store")
        #expect(spec.accessLevel == .package)
        #expect(spec.modelConformances == [.hashable])
        #expect(spec.endpoints.count == 3)
    }

    @Test func setsTheModelProperties() throws {
        let spec = try #require(load("modelProperties: let\n").spec)
        #expect(spec.modelProperties == .constant)
        let plain = try #require(SpecLoader().load(bytes: Array(shopSpec.utf8), path: "shop.yaml").spec)
        #expect(plain.modelProperties == .variable)
        #expect(
            load("modelProperties: const\n").diagnostics.map(\.message) == [
                "'modelProperties' is 'var' (the default: values can be changed) or 'let' (built whole, quicker to "
                    + "compile), found 'const'"
            ]
        )
    }

    @Test func setsTheGrouping() throws {
        #expect(try #require(load("grouping: tags\n").spec).grouping == .tags)
        let plain = try #require(SpecLoader().load(bytes: Array(shopSpec.utf8), path: "shop.yaml").spec)
        #expect(plain.grouping == ClientGrouping.none)
        #expect(
            messages(load("grouping: tag\n")) == [
                "endpointkit.yaml:1:11: error: 'grouping' is 'none' (the default: every call is a method of the "
                    + "client) or 'tags' (calls grouped by their first tag: client.pets.list()), found 'tag'; did you "
                    + "mean 'tags'?"
            ]
        )
    }

    @Test func anEmptyConfigurationChangesNothing() throws {
        let plain = try #require(SpecLoader().load(bytes: Array(shopSpec.utf8), path: "shop.yaml").spec)
        #expect(load("{}").spec == plain)
    }

    @Test func reportsUnknownKeysBadValuesAndTypesWhereTheyAreWritten() {
        let result = load(
            "nmae: X\naccessLevel: open\nfilter: { tag: [a] }\nrename: { models: { Product: 'not a name' } }\n"
        )
        #expect(result.spec == nil)
        #expect(
            messages(result) == [
                "endpointkit.yaml:1:1: error: unknown key 'nmae' in the configuration; did you mean 'name'?",
                "endpointkit.yaml:2:14: error: 'accessLevel' must be 'public', 'package' or 'internal', found 'open'",
                "endpointkit.yaml:3:1: error: 'filter' selects no operation: list 'tags', 'paths' or 'operations' "
                    + "(or remove 'filter' to keep all)",
                "endpointkit.yaml:3:11: error: unknown key 'tag' in 'filter'; did you mean 'tags'?",
                "endpointkit.yaml:4:30: error: 'not a name' is not a valid Swift name (in 'models')",
            ]
        )
    }

    // MARK: Filter

    @Test func aFilterKeepsTheSelectedOperationsAndTheModelsTheyReach() throws {
        let spec = try #require(load("filter: { operations: [getProduct] }\n").spec)
        #expect(spec.endpoints.map(\.name) == ["getProduct"])
        // Product, and what its properties reach (an array's element, a reference); not User or Unused.
        #expect(spec.models.map(\.name) == ["Money", "Product", "Tag"])
    }

    @Test func tagsPathPrefixesAndListedModelsEachSelect() throws {
        let byTag = try #require(load("filter: { tags: [users], models: [Unused] }\n").spec)
        #expect(byTag.endpoints.map(\.name) == ["getUser"])
        #expect(byTag.models.map(\.name) == ["Unused", "User"])
        // Prefixes match whole segments: `/products` is not a prefix of `/products-by-tag`.
        let byPath = try #require(load("filter: { paths: [/products] }\n").spec)
        #expect(byPath.endpoints.map(\.name) == ["getProduct"])
        let union = try #require(load("filter: { paths: [/products/], tags: [users] }\n").spec)
        #expect(union.endpoints.map(\.name) == ["getProduct", "getUser"])
    }

    @Test func aFilterEntryThatSelectsNothingIsAnErrorWithTheClosestSpelling() {
        let result = load(
            "filter:\n  tags: [user]\n  paths: [/prodcts]\n  operations: [getProdukt]\n  models: [Mony]\n"
        )
        #expect(result.spec == nil)
        #expect(
            messages(result) == [
                "endpointkit.yaml:2:10: error: 'filter.tags' names tag 'user', which no operation has; "
                    + "did you mean 'users'?",
                "endpointkit.yaml:3:11: error: no operation's path starts with '/prodcts' (in 'filter.paths')",
                "endpointkit.yaml:4:16: error: 'filter.operations' names no operation 'getProdukt'; "
                    + "did you mean 'getProduct'?",
                "endpointkit.yaml:5:12: error: 'filter.models' names no model 'Mony'; did you mean 'Money'?",
            ]
        )
    }

    @Test func aRepositoryUsingAFilteredOutEndpointIsAnError() {
        let spec =
            shopSpec + """

                repositories:
                  Users:
                    methods:
                      user:
                        endpoint: getUser
                        parameters: [{ name: name, type: String, to: name }]
                        returns: UserDTO
                """
        let result = load("filter: { tags: [products] }\n", spec: spec)
        #expect(result.spec == nil)
        #expect(
            messages(result) == [
                "shop.yaml:34:7: error: repository 'Users' uses endpoint 'getUser', which the configuration's 'filter' "
                    + "removes; select it too, or remove the repository method"
            ]
        )
    }

    // MARK: Renames

    @Test func renamesEndpointsModelsAndPropertiesWithEveryReference() throws {
        let spec = try #require(
            load(
                """
                rename:
                  endpoints: { getProduct: product }
                  models: { Tag: Label, Product: Item }
                  properties: { Product.id: identifier }
                """
            ).spec
        )
        #expect(spec.endpoints.map(\.name) == ["getUser", "listProductsByTag", "product"])
        #expect(spec.models.map(\.name) == ["Item", "Label", "Money", "Unused", "User"])
        // The document's names stay, for placing each model in the file it was in.
        #expect(spec.models.map(\.documentName) == ["Product", "Tag", nil, nil, nil])
        let item = try #require(spec.model(named: "Item"))
        guard case .object(let properties) = item.kind else {
            Issue.record("Item is not an object")
            return
        }
        #expect(properties.map(\.wireName) == ["id", "tags", "price"])
        #expect(properties.first?.swiftName == "identifier")
        #expect(properties[1].schema.referencedModels == ["Label"])
        #expect(spec.endpoint(named: "product")?.successResponse?.schema?.kind == .reference("Item"))
        #expect(spec.endpoint(named: "listProductsByTag")?.successResponse?.schema?.referencedModels == ["Label"])
    }

    @Test func aRenameOfNothingOrOntoATakenNameIsAnError() {
        let result = load(
            "rename:\n  endpoints: { getUsr: u, getUser: getProduct }\n  models: { Tag: Money }\n"
                + "  properties: { Product.nme: n, Usr.name: n }\n"
        )
        #expect(result.spec == nil)
        #expect(
            messages(result) == [
                "endpointkit.yaml:2:16: error: 'rename.endpoints' names no endpoint 'getUsr'; did you mean 'getUser'?",
                "endpointkit.yaml:2:36: error: cannot rename 'getUser' to 'getProduct': an endpoint has that name",
                "shop.yaml:14:3: note: 'getProduct' is declared here",
                "endpointkit.yaml:3:18: error: cannot rename model 'Tag' to 'Money': a model has that name",
                "shop.yaml:10:3: note: 'Money' is declared here",
                "endpointkit.yaml:4:17: error: model 'Product' has no property 'nme'",
                "shop.yaml:3:3: note: model 'Product' is declared here",
                "endpointkit.yaml:4:33: error: 'rename.properties' names no model 'Usr'; did you mean 'User'?",
            ]
        )
    }

    @Test func aRenameThatMakesSwiftNamesCollideIsCaughtByTheChecks() {
        let result = load("rename: { properties: { Product.id: tags } }\n")
        #expect(result.spec == nil)
        #expect(result.diagnostics.contains { $0.severity == .error && $0.message.contains("tags") })
    }

    // MARK: Finding the file

    @Test func findsTheSpecsOwnFileFirstAndReportsTwoOnOneLevel() throws {
        let existing: Set<String> = ["api/shop.endpointkit.yml", "api/endpointkit.json"]
        #expect(
            try ConfigurationFile.locate(forSpecAt: "api/shop.yaml") { existing.contains($0) }
                == "api/shop.endpointkit.yml"
        )
        #expect(
            try ConfigurationFile.locate(forSpecAt: "api/other.json") { existing.contains($0) }
                == "api/endpointkit.json"
        )
        #expect(try ConfigurationFile.locate(forSpecAt: "shop.yaml") { existing.contains($0) } == nil)
        #expect(throws: ConfigurationFile.Ambiguity.self) {
            try ConfigurationFile.locate(forSpecAt: "shop.json") {
                ["endpointkit.json", "endpointkit.yaml"].contains($0)
            }
        }
    }

    @Test func aMissingConfigurationFileIsALocatedError() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID()).json").path
        let result = SpecLoader().load(fileAt: path, configurationAt: path)
        #expect(result.spec == nil)
        #expect(messages(result) == ["\(path):1:1: error: cannot read configuration file '\(path)': no such file"])
    }
}
