import EndpointSpec
import Testing

@testable import EndpointOpenAPI

/// Converting the component models and the paths on two threads gives exactly what converting them one after the
/// other gives: the same spec and the same diagnostics, in the same order — also when the paths, running ahead,
/// read something the component models change and must convert again.
struct ConversionScheduleTests {
    static let documents = ["petstore-v3.json"] + CorpusImportTests.documents.map { "corpus/\($0)" }

    @Test(arguments: documents)
    func realDocumentsImportTheSameOnBothSchedules(document: String) throws {
        try expectSameOnBothSchedules(FixtureFiles.bytes(document), path: document)
    }

    @Test func aPathHoistingTheNameAComponentHoistsConvertsAgainAndMatches() {
        // The component `Order` hoists its inline `owner` object as `OrderOwner`; the path's inline response hoists
        // `GetOrderOwnerResponse`, and the component `GetOrderOwnerResponse` already reserved that, so the
        // path's model is `GetOrderOwnerResponse2` — but only because the component ran first.
        let document = """
            {"openapi": "3.1.0", "info": {"title": "Shop"},
             "paths": {
               "/orders/{id}/owner": {"get": {"operationId": "getOrderOwner",
                 "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}],
                 "responses": {"200": {"description": "ok", "content": {"application/json": {"schema":
                   {"type": "object", "properties": {"name": {"type": "string"}}}}}}}}},
               "/orders": {"get": {"operationId": "listOrders", "responses": {"200": {"description": "ok",
                 "content": {"application/json": {"schema": {"$ref": "#/components/schemas/OrderAlias"}}}}}}}
             },
             "components": {"schemas": {
               "Order": {"type": "object", "properties": {
                 "owner": {"type": "object", "properties": {"id": {"type": "string"}}},
                 "alias": {"$ref": "#/components/schemas/OrderAlias"}}},
               "OrderAlias": {"type": "array", "items": {"type": "object", "properties": {"n": {"type": "integer"}}}},
               "GetOrderOwner": {"type": "object", "properties": {"response": {"type": "object",
                 "properties": {"x": {"type": "string"}}}}}
             }}}
            """
        expectSameOnBothSchedules(Array(document.utf8), path: "shop.json")
    }

    @Test func aLargeGeneratedDocumentImportsTheSameOnBothSchedules() {
        // Enough components and paths for the automatic schedule to run them at once, with inline objects on both
        // sides, references between them, parameters referring to object and enumeration models, and defaults.
        var schemas: [String] = []
        var paths: [String] = []
        for index in 0..<80 {
            schemas.append(
                """
                "Item\(index)": {"type": "object", "required": ["id"], "properties": {
                  "id": {"type": "string"}, "kind": {"$ref": "#/components/schemas/Kind\(index % 5)"},
                  "detail": {"type": "object", "properties": {"note": {"type": "string"}}},
                  "next": {"$ref": "#/components/schemas/Item\((index + 1) % 80)"}}}
                """
            )
            paths.append(
                """
                "/items\(index)/{id}": {"get": {"operationId": "getItem\(index)", "parameters": [
                  {"name": "id", "in": "path", "required": true, "schema": {"type": "string"}},
                  {"name": "kind", "in": "query", "schema": {"$ref": "#/components/schemas/Kind\(index % 5)"}},
                  {"name": "filter", "in": "query", "schema": {"$ref": "#/components/schemas/Item\(index)"}}],
                  "responses": {"200": {"description": "ok", "content": {"application/json": {"schema":
                    {"type": "object", "properties": {"item": {"$ref": "#/components/schemas/Item\(index)"},
                      "detail": {"type": "object", "properties": {"n": {"type": "integer", "default": 3}}}}}}}}}}}
                """
            )
        }
        for index in 0..<5 {
            schemas.append("\"Kind\(index)\": {\"type\": \"string\", \"enum\": [\"a\", \"b\"], \"default\": \"a\"}")
        }
        let document = """
            {"openapi": "3.0.3", "info": {"title": "Items"}, "paths": {\(paths.joined(separator: ","))},
             "components": {"schemas": {\(schemas.joined(separator: ","))}}}
            """
        expectSameOnBothSchedules(Array(document.utf8), path: "items.json")
    }

    // MARK: - Comparing

    private func expectSameOnBothSchedules(
        _ bytes: [UInt8],
        path: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let parsed = JSONDocument.parse(bytes, file: path)
        guard let root = parsed.root else {
            Issue.record("\(path) does not parse: \(parsed.diagnostics)", sourceLocation: sourceLocation)
            return
        }
        let importer = OpenAPIImporter()
        let sequential = importer.importSpec(from: root, path: path, schedule: .sequential)
        let concurrent = importer.importSpec(from: root, path: path, schedule: .concurrent)
        #expect(sequential.spec != nil, sourceLocation: sourceLocation)
        #expect(concurrent.spec == sequential.spec, sourceLocation: sourceLocation)
        #expect(
            concurrent.diagnostics.map(\.description) == sequential.diagnostics.map(\.description),
            sourceLocation: sourceLocation
        )
    }
}
