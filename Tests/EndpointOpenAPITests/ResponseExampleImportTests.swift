import EndpointOpenAPI
import EndpointSpec
import Testing

/// Response `example`/`examples` of JSON content become spec examples, which the stub server (and
/// `endpoint-gen serve`) answers with.
@Suite("Importing response examples")
struct ResponseExampleImportTests {
    static let document = """
        {
          "openapi": "3.1.0",
          "info": { "title": "Pets", "version": "1" },
          "paths": {
            "/pets/{id}": {
              "get": {
                "operationId": "getPet",
                "parameters": [ { "name": "id", "in": "path", "required": true, "schema": { "type": "string" } } ],
                "responses": {
                  "404": {
                    "description": "Missing",
                    "content": { "application/json": {
                      "schema": { "$ref": "#/components/schemas/Problem" },
                      "examples": {
                        "gone": { "$ref": "#/components/examples/Gone" },
                        "remote": { "externalValue": "https://example.com/problem.json" },
                        "unknown": { "summary": "Unknown", "value": { "message": "No such pet." } }
                      }
                    } }
                  },
                  "200": {
                    "description": "A pet",
                    "content": { "application/json": {
                      "schema": { "$ref": "#/components/schemas/Pet" },
                      "example": { "id": "p-1", "name": "Rex" }
                    } }
                  },
                  "5XX": {
                    "description": "Down",
                    "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Problem" },
                      "example": { "message": "Try later." } } }
                  },
                  "default": {
                    "description": "Other",
                    "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Problem" },
                      "example": { "message": "Something else." } } }
                  }
                }
              }
            }
          },
          "components": {
            "schemas": {
              "Pet": { "type": "object", "required": ["id", "name"],
                "properties": { "id": { "type": "string" }, "name": { "type": "string" } } },
              "Problem": { "type": "object", "required": ["message"], "properties": { "message": { "type": "string" } } }
            },
            "examples": { "Gone": { "value": { "message": "Gone for good." } } }
          }
        }
        """

    private static func message(_ text: String) -> SpecValue { .object([SpecMember("message", .string(text))]) }

    private static let expected: [(Int, SpecValue)] = [
        (200, .object([SpecMember("id", .string("p-1")), SpecMember("name", .string("Rex"))])),
        (404, message("Gone for good.")),
        (404, message("No such pet.")),
        (500, message("Try later.")),
    ]

    private func examples(of spec: Spec?) throws -> [(Int, SpecValue?)] {
        try #require(spec?.endpoints.first).examples.map { ($0.status, $0.body) }
    }

    @Test func successExamplesComeFirstThenTheOthersWithTheirStatus() throws {
        let result = OpenAPIImporter.convert(text: Array(Self.document.utf8), path: "pets.json")
        let examples = try examples(of: result.spec)
        #expect(examples.map(\.0) == Self.expected.map(\.0))
        #expect(examples.map(\.1) == Self.expected.map(\.1))
        #expect(try #require(result.spec?.endpoints.first).examples.allSatisfy { $0.parameters.isEmpty })
    }

    @Test func anExternalValueIsSkippedWithAWarning() {
        let result = OpenAPIImporter.convert(text: Array(Self.document.utf8), path: "pets.json")
        #expect(
            result.diagnostics.map(\.message) == [
                "example 'remote' of the 404 response has only an 'externalValue', which is not loaded; it is not served"
            ]
        )
    }

    @Test func theWrittenSpecKeepsTheExamples() throws {
        let result = OpenAPIImporter.convert(text: Array(Self.document.utf8), path: "pets.json")
        let text = try #require(result.specText)
        let reloaded = SpecLoader.load(text: Array(text.utf8), path: "pets.spec.json")
        #expect(reloaded.diagnostics.map(\.description) == [])
        let examples = try examples(of: reloaded.spec)
        #expect(examples.map(\.0) == Self.expected.map(\.0))
        #expect(examples.map(\.1) == Self.expected.map(\.1))
    }
}
