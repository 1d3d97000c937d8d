import EndpointOpenAPI
import EndpointSpec
import Testing

/// The SDK generators' pagination extensions become the endpoint's `pagination`; what cannot be read, or does
/// not fit the operation, is a warning and the operation keeps its single-page call.
struct PaginationExtensionImportTests {
    /// A document whose `GET /items` has `extensionMember` (a JSON member text, or empty), a cursor, offset, page and
    /// limit parameter, and a page of items.
    private static func document(_ extensionMember: String, extra: String = "") -> String {
        """
        {
          "openapi": "3.0.3",
          "info": { "title": "Items", "version": "1" },\(extra)
          "paths": { "/items": { "get": {
            "operationId": "listItems",
            "parameters": [
              { "name": "after", "in": "query", "schema": { "type": "string" } },
              { "name": "offset", "in": "query", "schema": { "type": "integer" } },
              { "name": "page", "in": "query", "schema": { "type": "integer" } },
              { "name": "limit", "in": "query", "schema": { "type": "integer" } }
            ],
            "responses": { "200": { "description": "A page.", "content": { "application/json": { "schema": {
              "$ref": "#/components/schemas/ItemPage" } } } } }\(extensionMember.isEmpty ? "" : ",\n      " + extensionMember)
          } } },
          "components": { "schemas": {
            "Item": { "type": "object", "required": ["id"], "properties": { "id": { "type": "string" } } },
            "ItemPage": { "type": "object", "properties": {
              "data": { "type": "array", "items": { "$ref": "#/components/schemas/Item" } },
              "next": { "type": "string" }, "nextLink": { "type": "string" }, "has_more": { "type": "boolean" } } }
          } }
        }
        """
    }

    /// The loaded spec's `listItems` pagination, and every warning message.
    private static func load(_ extensionMember: String, extra: String = "") throws -> (PaginationDefinition?, [String])
    {
        let loaded = SpecLoader.standard.load(
            bytes: Array(document(extensionMember, extra: extra).utf8),
            path: "api.json"
        )
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        let warnings = loaded.diagnostics.filter { $0.severity == .warning }.map(\.message)
        return (spec.endpoint(named: "listItems")?.pagination, warnings)
    }

    @Test func speakeasyCursorFromTheLastResult() throws {
        let (pagination, warnings) = try Self.load(
            """
            "x-speakeasy-pagination": { "type": "cursor",
              "inputs": [ { "name": "after", "in": "parameters", "type": "cursor" }, { "name": "limit", "in": "parameters", "type": "limit" } ],
              "outputs": { "results": "$.data", "nextCursor": "$.data[-1].id" } }
            """
        )
        #expect(warnings.isEmpty)
        #expect(pagination?.kind == .cursor)
        #expect(pagination?.items == ["data"])
        #expect(pagination?.cursorParameter == "after")
        #expect(pagination?.cursorFromItem == ["id"])
        #expect(pagination?.limitParameter == "limit")
    }

    @Test func speakeasyOffsetPageAndURL() throws {
        let offset = try Self.load(
            """
            "x-speakeasy-pagination": { "type": "offsetLimit",
              "inputs": [ { "name": "offset", "in": "parameters", "type": "offset" }, { "name": "limit", "in": "parameters", "type": "limit" } ],
              "outputs": { "results": "$.data" } }
            """
        ).0
        #expect(offset?.kind == .offset)
        #expect(offset?.offsetParameter == "offset")
        #expect(offset?.limitParameter == "limit")
        let page = try Self.load(
            #""x-speakeasy-pagination": { "type": "offsetLimit", "inputs": [ { "name": "page", "in": "parameters", "type": "page" } ], "outputs": { "results": "$.data" } }"#
        ).0
        #expect(page?.kind == .page)
        #expect(page?.pageParameter == "page")
        let url = try Self.load(
            #""x-speakeasy-pagination": { "type": "url", "outputs": { "results": "$.data", "nextUrl": "$.next" } }"#
        ).0
        #expect(url?.kind == .nextURL)
        #expect(url?.nextURL == ["next"])
    }

    @Test func fernCursorAndOffsetAndTheDocumentsOwn() throws {
        let cursor = try Self.load(
            #""x-fern-pagination": { "cursor": "$request.after", "next_cursor": "$response.next", "results": "$response.data" }"#
        ).0
        #expect(cursor?.kind == .cursor)
        #expect(cursor?.nextCursor == ["next"])
        let page = try Self.load(
            #""x-fern-pagination": { "offset": "$request.page", "results": "$response.data", "has-next-page": "$response.has_more" }"#
        ).0
        #expect(page?.kind == .page)
        #expect(page?.hasMore == ["has_more"])
        let offset = try Self.load(
            #""x-fern-pagination": { "offset": "$request.offset", "step": "$request.limit", "results": "$response.data" }"#
        ).0
        #expect(offset?.kind == .offset)
        #expect(offset?.limitParameter == "limit")
        let documentLevel = try Self.load(
            #""x-fern-pagination": true"#,
            extra:
                #"\#n  "x-fern-pagination": { "cursor": "$request.after", "next_cursor": "$response.next", "results": "$response.data" },"#
        ).0
        #expect(documentLevel?.kind == .cursor)
    }

    @Test func autoRestNextLink() throws {
        let pagination = try Self.load(#""x-ms-pageable": { "nextLinkName": "nextLink", "itemName": "data" }"#).0
        #expect(pagination?.kind == .nextURL)
        #expect(pagination?.nextURL == ["nextLink"])
        #expect(pagination?.items == ["data"])
        let (single, warnings) = try Self.load(#""x-ms-pageable": { "nextLinkName": null }"#)
        #expect(single == nil)
        #expect(warnings.isEmpty)
    }

    @Test func anExtensionThatCannotBeReadIsALocatedWarningAndTheDocumentStillLoads() throws {
        let loaded = SpecLoader.standard.load(
            bytes: Array(
                Self.document(
                    #""x-speakeasy-pagination": { "type": "cursor", "inputs": [ { "name": "after", "in": "requestBody", "type": "cursor" } ], "outputs": { "nextCursor": "$.next" } }"#
                ).utf8
            ),
            path: "api.json"
        )
        let spec = try #require(loaded.spec)
        #expect(spec.endpoint(named: "listItems")?.pagination == nil)
        #expect(
            loaded.diagnostics.map(\.description).contains {
                $0.hasPrefix(
                    "api.json:14:7: warning: 'x-speakeasy-pagination' is not used: input 'after' is sent in 'requestBody'"
                )
            },
            "\(loaded.diagnostics.map(\.description))"
        )
    }

    @Test func anExtensionThatDoesNotFitTheOperationIsAWarning() throws {
        let (pagination, warnings) = try Self.load(
            #""x-fern-pagination": { "cursor": "$request.before", "next_cursor": "$response.next", "results": "$response.data" }"#
        )
        #expect(pagination == nil)
        #expect(
            warnings == [
                "the pagination of endpoint 'listItems' is not generated: its 'cursorParameter' names 'before', which "
                    + "is not a query parameter of the endpoint"
            ]
        )
        let (notArray, arrayWarnings) = try Self.load(
            #""x-fern-pagination": { "cursor": "$request.after", "next_cursor": "$response.next", "results": "$response.next" }"#
        )
        #expect(notArray == nil)
        #expect(arrayWarnings.first?.contains("'next' is not an array of items") == true)
    }

    /// A document (as DigitalOcean's) whose next page's URL is `links.pages.next`, `pages` being a `union` of two
    /// link objects (`anyOf` or `oneOf`), paged by `x-ms-pageable`.
    private static func unionLinksDocument(_ union: String) -> String {
        """
        openapi: 3.0.3
        info: { title: Sizes, version: "1" }
        paths:
          /v2/sizes:
            get:
              operationId: sizes_list
              x-speakeasy-pagination: { type: url, outputs: { nextUrl: "$.links.pages.next", results: "$.sizes" } }
              responses:
                "200":
                  description: A page.
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [sizes]
                        properties:
                          sizes: { type: array, items: { type: object, properties: { slug: { type: string } } } }
                          links:
                            type: object
                            properties:
                              pages:
                                \(union):
                                  - { type: object, properties: { last: { type: string }, next: { type: string } } }
                                  - { type: object, properties: { first: { type: string }, prev: { type: string } } }

        """
    }

    @Test func aNextPageURLInsideAnAnyOfMemberIsFollowed() throws {
        let loaded = SpecLoader.standard.load(bytes: Array(Self.unionLinksDocument("anyOf").utf8), path: "api.yaml")
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        #expect(!loaded.diagnostics.contains { $0.severity == .warning }, "\(loaded.diagnostics)")
        let endpoint = try #require(spec.endpoints.first)
        let pagination = try #require(endpoint.pagination)
        #expect(pagination.nextURL == ["links", "pages", "next"])
        let body = try #require(endpoint.successResponse?.schema)
        let path = try spec.paginationPath(["links", "pages", "next"], from: body).get()
        // Through the alternative that has `next` (the first), optional because the alternative may not match.
        #expect(path.steps.map(\.property.wireName) == ["links", "pages", "next"])
        #expect(path.steps.last?.alternative?.index == 0)
        #expect(path.otherReadings.isEmpty)
        #expect(path.isOptional)
    }

    @Test func aNextPageURLInsideAOneOfMemberIsFollowedThroughTheCaseThatHasIt() throws {
        let loaded = SpecLoader.standard.load(bytes: Array(Self.unionLinksDocument("oneOf").utf8), path: "api.yaml")
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        #expect(!loaded.diagnostics.contains { $0.severity == .warning }, "\(loaded.diagnostics)")
        let pagination = try #require(spec.endpoints.first?.pagination)
        #expect(pagination.nextURL == ["links", "pages", "next"])
        let body = try #require(spec.endpoints.first?.successResponse?.schema)
        let path = try spec.paginationPath(["links", "pages", "next"], from: body).get()
        // Only the first alternative has `next`; the other case reads nothing.
        #expect(path.steps.map(\.property.wireName) == ["links", "pages", "next"])
        #expect(path.steps.last?.alternative?.index == 0)
        #expect(path.otherReadings.isEmpty)
        #expect(path.isOptional)
    }

    @Test func aPathThroughAOneOfWhoseAlternativesLackTheMemberIsALocatedWarning() throws {
        let document = Self.unionLinksDocument("oneOf").replacingOccurrences(
            of: "$.links.pages.next",
            with: "$.links.pages.nxt"
        )
        let loaded = SpecLoader.standard.load(bytes: Array(document.utf8), path: "api.yaml")
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        #expect(spec.endpoints.first?.pagination == nil)
        let warning = try #require(loaded.diagnostics.first { $0.severity == .warning })
        #expect(warning.message.contains("no alternative of 'links.pages' ('oneOf' union"), "\(warning.message)")
        #expect(warning.message.contains("with property 'nxt'"), "\(warning.message)")
        #expect(warning.location.file == "api.yaml" && warning.location.line == 7, "\(warning.location)")
    }

    @Test func theImportedSpecTextKeepsThePagination() throws {
        let imported = OpenAPIImporter.convert(
            text: Array(
                Self.document(
                    #""x-fern-pagination": { "cursor": "$request.after", "next_cursor": "$response.next", "results": "$response.data" }"#
                ).utf8
            ),
            path: "api.json"
        )
        let text = try #require(imported.specText)
        #expect(
            text.contains(
                #""pagination": { "kind": "cursor", "items": "data", "cursorParameter": "after", "nextCursor": "next" }"#
            )
        )
    }
}
