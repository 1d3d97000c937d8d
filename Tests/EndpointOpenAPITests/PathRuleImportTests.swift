import EndpointCodegen
import EndpointOpenAPI
import EndpointSpec
import Testing

/// Path rules are the validator's, for written and imported specs alike; a rule an OpenAPI document may break without
/// being invalid is a located warning for it, and the document still generates.
struct PathRuleImportTests {
    /// A document whose one operation is sent to `path`, with a path parameter `id` and a query parameter `q`.
    private static func document(path: String) -> String {
        """
        {
          "openapi": "3.0.3",
          "info": { "title": "Copies", "version": "1" },
          "paths": { "\(path)": { "get": {
            "operationId": "getCopy",
            "parameters": [
              { "name": "id", "in": "path", "required": true, "schema": { "type": "string" } },
              { "name": "q", "in": "query", "schema": { "type": "string" } }
            ],
            "responses": { "200": { "description": "A copy.", "content": { "text/plain": { "schema": {
              "type": "string" } } } } }
          } } }
        }
        """
    }

    @Test func aPlaceholderWrittenTwiceIsAWarningAndTheDocumentGenerates() throws {
        let loaded = SpecLoader.standard.load(
            bytes: Array(Self.document(path: "/items/{id}/copies/{id}").utf8),
            path: "copies.json"
        )
        let spec = try #require(loaded.spec)
        #expect(
            loaded.diagnostics.map(\.description).contains(
                "copies.json:4:43: warning: placeholder '{id}' appears twice in 'path'; both take the value of "
                    + "parameter 'id'"
            )
        )
        let files = CodeGenerator.generate(spec)
        #expect(files.contains { $0.contents.contains("func getCopy(") })
    }

    @Test func theSameRuleIsAnErrorInAWrittenSpec() {
        let text = """
            name: Copies
            endpoints:
              getCopy:
                method: GET
                path: /items/{id}/copies/{id}
                parameters: { id: { in: path, type: string } }
                responses: { "200": { type: string } }
            """
        let loaded = SpecLoader.standard.load(bytes: Array(text.utf8), path: "copies.yaml")
        #expect(loaded.spec == nil)
        #expect(
            loaded.diagnostics.map(\.description) == [
                "copies.yaml:5:30: error: placeholder '{id}' appears twice in 'path'"
            ]
        )
    }

    @Test func aHeaderParameterWithAnInvalidNameIsIgnoredWithALocatedWarning() throws {
        let text = Self.document(path: "/items/{id}")
            .replacingOccurrences(of: #""name": "q", "in": "query""#, with: #""name": "X Trace", "in": "header""#)
        let loaded = SpecLoader.standard.load(bytes: Array(text.utf8), path: "copies.json")
        let spec = try #require(loaded.spec)
        #expect(spec.endpoints[0].parameters.map(\.name) == ["id"])
        let warning = try #require(loaded.diagnostics.first { $0.message.contains("X Trace") })
        #expect(warning.severity == .warning)
        #expect(warning.message == "header parameter 'X Trace' is not a valid HTTP header name and is ignored")
        #expect(warning.loss?.kind == .parameter)
    }
}
