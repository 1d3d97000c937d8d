import Foundation
import Testing

@testable import EndpointSpec

/// `pagination` in the spec (an endpoint's) and in a configuration file (per operation, by a rule): decoded,
/// checked against the endpoint (a misfit is a located warning, never a failed spec), and applied.
struct PaginationConfigurationTests {
    private static let spec = """
        name: Shop
        models:
          Item: { type: object, properties: { id: { type: string } }, required: [id] }
          ItemPage:
            type: object
            properties:
              data: { type: array, items: { $ref: Item } }
              next_cursor: { type: string, nullable: true }
              has_more: { type: boolean }
            required: [data]
        endpoints:
          listItems:
            method: GET
            path: /items
            parameters: { cursor: { in: query, type: string }, limit: { in: query, type: integer } }
            responses: { "200": { $ref: ItemPage } }
          listOrders:
            method: GET
            path: /orders
            parameters: { cursor: { in: query, type: string } }
            responses: { "200": { $ref: ItemPage } }
          getItem:
            method: GET
            path: /items/{id}
            parameters: { id: { in: path, type: string } }
            responses: { "200": { $ref: Item } }
        """

    private static func messages(_ result: SpecLoadResult) -> [String] { ConfiguredSpec.messages(result) }

    @Test func anOperationEntryDeclaresItsPagination() throws {
        let result = ConfiguredSpec.load(
            """
            pagination:
              operations:
                listItems: { kind: cursor, items: data, cursorParameter: cursor, nextCursor: next_cursor, hasMore: has_more, limitParameter: limit }
            """,
            spec: Self.spec
        )
        let spec = try #require(result.spec, "\(Self.messages(result))")
        let pagination = try #require(spec.endpoint(named: "listItems")?.pagination)
        #expect(pagination.kind == .cursor)
        #expect(pagination.items == ["data"])
        #expect(pagination.nextCursor == ["next_cursor"])
        #expect(pagination.hasMore == ["has_more"])
        #expect(pagination.limitParameter == "limit")
        #expect(spec.endpoint(named: "listOrders")?.pagination == nil)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aRuleGoesToEveryGETOperationItFits() throws {
        let result = ConfiguredSpec.load(
            """
            pagination:
              operations: { listOrders: false }
              rule: { kind: cursor, items: data, cursorParameter: cursor, cursorFromItem: id }
            """,
            spec: Self.spec
        )
        let spec = try #require(result.spec, "\(Self.messages(result))")
        #expect(spec.endpoint(named: "listItems")?.pagination?.cursorFromItem == ["id"])
        #expect(spec.endpoint(named: "listOrders")?.pagination == nil)
        #expect(spec.endpoint(named: "getItem")?.pagination == nil)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aRuleThatFitsNothingIsAWarning() throws {
        let result = ConfiguredSpec.load("pagination: { rule: { kind: page, pageParameter: page } }", spec: Self.spec)
        #expect(result.spec != nil)
        #expect(
            Self.messages(result) == [
                "endpointkit.yaml:1:15: warning: 'pagination.rule' fits no GET operation: none has its parameters and its items as an array"
            ]
        )
    }

    @Test func mistakesAreLocatedErrors() {
        let result = ConfiguredSpec.load(
            """
            pagination:
              operations:
                listItem: { kind: link }
                listOrders: { kind: cursor, cursorParameter: cursor }
                getItem: { kind: pages }
            """,
            spec: Self.spec
        )
        #expect(result.spec == nil)
        #expect(
            Self.messages(result) == [
                "endpointkit.yaml:4:5: error: 'pagination.operations.listOrders' of kind 'cursor' needs 'nextCursor' or 'cursorFromItem'",
                "endpointkit.yaml:5:22: error: 'kind' must be 'cursor', 'offset', 'page', 'link' or 'nextURL', found 'pages'; did you mean 'page'?",
            ]
        )
        let unknown = ConfiguredSpec.load("pagination: { operations: { listItem: { kind: link } } }", spec: Self.spec)
        #expect(
            Self.messages(unknown) == [
                "endpointkit.yaml:1:29: error: 'pagination.operations' names no endpoint 'listItem'; did you mean 'listItems'?"
            ]
        )
    }

    @Test func aSpecDeclarationThatDoesNotFitIsAWarningAndDropped() throws {
        let declared =
            "    responses: { \"200\": { $ref: ItemPage } }\n"
            + "    pagination: { kind: offset, items: results, offsetParameter: cursor }\n  listOrders:"
        let spec = Self.spec.replacingOccurrences(
            of: "    responses: { \"200\": { $ref: ItemPage } }\n  listOrders:",
            with: declared
        )
        let result = SpecLoader().load(bytes: Array(spec.utf8), path: "shop.yaml")
        let loaded = try #require(result.spec, "\(Self.messages(result))")
        #expect(loaded.endpoint(named: "listItems")?.pagination == nil)
        #expect(
            Self.messages(result) == [
                "shop.yaml:17:5: warning: the pagination of endpoint 'listItems' is not generated: its 'offsetParameter' "
                    + "names 'cursor', which is not an integer"
            ]
        )
    }

    @Test func pathsAreReadDottedOrAsJSONPointersOrJSONPath() {
        #expect(PaginationDefinition.path("meta.next") == ["meta", "next"])
        #expect(PaginationDefinition.path("$.meta.next") == ["meta", "next"])
        #expect(PaginationDefinition.path("$response.meta.next") == ["meta", "next"])
        #expect(PaginationDefinition.path("/@odata.nextLink") == ["@odata.nextLink"])
        #expect(PaginationDefinition.path("/a~1b/c~0d") == ["a/b", "c~d"])
        #expect(PaginationDefinition.text(of: ["@odata.nextLink"]) == "/@odata.nextLink")
        #expect(PaginationDefinition.text(of: ["meta", "next"]) == "meta.next")
        #expect(PaginationDefinition.path("") == [])
    }
}
