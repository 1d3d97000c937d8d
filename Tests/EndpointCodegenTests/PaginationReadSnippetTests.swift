import EndpointSpec
import Testing

@testable import EndpointCodegen

/// Pagination paths through unions generated as enums (`oneOf`), read by matching the cases that have the member.
@Suite struct PaginationReadSnippetTests {
    /// A spec whose `list` endpoint pages by `pagination`, its body a `Page` whose optional `payload` is a `oneOf`
    /// of `Full` (items and a cursor), `Partial` (optional items and a cursor) and `Gone` (neither).
    private static func spec(pagination: String) throws -> Spec {
        let text = """
            {
              "name": "Shop",
              "baseURL": "https://shop.example.com",
              "models": {
                "Item": { "properties": { "id": { "type": "string" } }, "required": ["id"] },
                "Page": { "properties": { "payload": { "$ref": "Payload" } }, "required": [] },
                "Payload": { "oneOf": [{ "$ref": "Full" }, { "$ref": "Partial" }, { "$ref": "Gone" }] },
                "Full": {
                  "properties": {
                    "items": { "type": "array", "items": { "$ref": "Item" } },
                    "cursor": { "type": "string" }
                  },
                  "required": ["items", "cursor"]
                },
                "Partial": {
                  "properties": {
                    "items": { "type": "array", "items": { "$ref": "Item" } },
                    "cursor": { "type": "string" }
                  },
                  "required": ["cursor"]
                },
                "Gone": { "properties": { "reason": { "type": "string" } }, "required": ["reason"] }
              },
              "endpoints": {
                "list": {
                  "method": "GET",
                  "path": "/items",
                  "parameters": { "cursor": { "in": "query", "type": "string" } },
                  "responses": { "200": { "$ref": "Page" } },
                  "pagination": \(pagination)
                }
              }
            }
            """
        let loaded = SpecLoader.load(text: Array(text.utf8), path: "shop.json")
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        #expect(!loaded.diagnostics.contains { $0.severity == .warning }, "\(loaded.diagnostics)")
        return spec
    }

    @Test func itemsAndTheNextCursorAreReadFromEveryCaseThatHasThemAndEndOnTheOthers() throws {
        let spec = try Self.spec(
            pagination: """
                { "kind": "cursor", "items": "payload.items", "cursorParameter": "cursor", "nextCursor": "payload.cursor" }
                """
        )
        let method = Snippets.pagesMethod("list", in: spec)
        // The optional subject is matched with `?`; `Gone` has neither member: no items, no next cursor.
        #expect(
            method.contains(
                """
                            nextCursor: {
                                if case .full(let full)? = $0.payload {
                                    full.cursor
                                } else if case .partial(let partial)? = $0.payload {
                                    partial.cursor
                                } else {
                                    nil
                                }
                            },
                """
            ),
            "\(method)"
        )
        #expect(
            method.contains(
                """
                        items: {
                            if case .full(let full)? = $0.payload {
                                full.items
                            } else if case .partial(let partial)? = $0.payload {
                                partial.items ?? []
                            } else {
                                []
                            }
                        }
                """
            ),
            "\(method)"
        )
    }

    @Test func anEnumUnionInsideAnAnyOfStructIsAPathErrorNamingIt() throws {
        let text = """
            {
              "name": "Shop",
              "baseURL": "https://shop.example.com",
              "models": {
                "Page": { "properties": { "links": { "$ref": "Links" } }, "required": [] },
                "Links": { "anyOf": [{ "$ref": "PageLinks" }, { "$ref": "CursorLinks" }] },
                "PageLinks": { "properties": { "pages": { "$ref": "Pages" } }, "required": [] },
                "CursorLinks": { "properties": { "cursor": { "type": "string" } }, "required": [] },
                "Pages": { "oneOf": [{ "$ref": "More" }, { "$ref": "CursorLinks" }] },
                "More": { "properties": { "next": { "type": "string" } } }
              }
            }
            """
        let spec = try #require(SpecLoader.load(text: Array(text.utf8), path: "shop.json").spec)
        let result = spec.paginationPath(["links", "pages", "next"], from: SpecBuilders.schema(.reference("Page")))
        guard case .failure(let error) = result else {
            Issue.record("expected a failure, got \(result)")
            return
        }
        #expect(error.reason.contains("'links.pages' is a union ('Pages') generated as an enum inside"), "\(error)")
    }

    @Test func aCursorFromTheLastItemIsReadInEveryCaseThatHasItems() throws {
        let spec = try Self.spec(
            pagination: """
                { "kind": "cursor", "items": "payload.items", "cursorParameter": "cursor", "cursorFromItem": "id" }
                """
        )
        let method = Snippets.pagesMethod("list", in: spec)
        #expect(method.contains("full.items.last?.id"), "\(method)")
        #expect(method.contains("partial.items?.last?.id"), "\(method)")
    }
}
