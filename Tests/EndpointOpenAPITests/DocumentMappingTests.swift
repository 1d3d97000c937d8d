import EndpointOpenAPI
import EndpointSpec
import Foundation
import Testing

/// The document level: version, `info`, unsupported top-level constructs and fatal errors (`servers`: ServerImportTests).
struct DocumentMappingTests {
    @Test func titleBecomesTypeNameAndDescriptionIsKept() throws {
        let harness = ImportHarness(
            """
            {
              "openapi": "3.1.0",
              "info": { "title": "Swagger Petstore - OpenAPI 3.0", "description": "Pets.", "version": "1" },
              "paths": {}
            }
            """
        )
        let spec = try harness.spec()
        // The generic subtitle and the vendor word go (APITitle).
        #expect(spec.name == "Petstore")
        #expect(spec.description == "Pets.")
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func titleWithoutLettersBecomesAPI() throws {
        let harness = ImportHarness(#"{ "openapi": "3.0.0", "info": { "title": "--", "version": "1" }, "paths": {} }"#)
        #expect(try harness.spec().name == "API")
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "'info.title' has no letters or digits to name the API; it is named 'API'",
                    at: "{ \"title\""
                )
            ]
        )
    }

    @Test func unsupportedTopLevelConstructsAreReportedWhereWritten() throws {
        let harness = ImportHarness(
            openapi: "3.1.0",
            components:
                #"{ "securitySchemes": { "key": { "type": "apiKey", "in": "header", "name": "K" } }, "links": {} }"#,
            extra: #""webhooks": { "ping": {} }, "x-logo": {}"#
        )
        _ = try harness.spec()
        #expect(
            harness.diagnostics == [
                harness.warning("webhooks are not supported; 'webhooks' is ignored", at: "\"webhooks\""),
                harness.warning("links are not supported; 'components/links' is ignored", at: "\"links\""),
            ]
        )
    }

    @Test func newerThree_xVersionIsReadAs31() throws {
        let harness = ImportHarness(openapi: "3.2.0")
        _ = try harness.spec()
        #expect(
            harness.diagnostics == [
                harness.warning("OpenAPI 3.2.0 is newer than 3.1; the document is read as 3.1", at: "\"3.2.0\"")
            ]
        )
    }

    @Test(
        arguments: [
            (
                #"{ "swagger": "2.0", "info": {}, "paths": {} }"#,
                "api.json:1:14: error: Swagger 2.0 documents are not supported; convert the document to OpenAPI 3 first"
            ),
            (
                #"{ "info": {} }"#,
                "api.json:1:1: error: not an OpenAPI document: the root object has no 'openapi' version"
            ),
            (#"{ "openapi": "2.1" }"#, "api.json:1:14: error: OpenAPI 2.1 is not supported; expected 3.0.x or 3.1.x"),
            (
                #"{ "openapi": 3.1 }"#,
                "api.json:1:14: error: 'openapi' must be a version string such as \"3.1.0\", found a number"
            ),
            (#"[1, 2]"#, "api.json:1:1: error: an OpenAPI document must be a JSON object, found an array"),
            (#"{ "openapi": "3.0.0", }"#, "api.json:1:21: error: trailing comma before '}'"),
        ]
    )
    func documentsThatAreNotOpenAPI3AreErrors(json: String, expected: String) {
        let harness = ImportHarness(json)
        #expect(harness.result.hasErrors)
        #expect(harness.result.specText == nil)
        #expect(harness.diagnostics == [expected])
    }

    @Test func unreadableFileIsAnError() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID()).json").path
        let result = OpenAPIImporter.convert(fileAt: path)
        #expect(
            result.diagnostics.map(\.description) == [
                "\(path):1:1: error: cannot read the OpenAPI document '\(path)': no such file"
            ]
        )
    }

    @Test func outputIsStableIndentedAndEndsWithNewline() throws {
        let harness = ImportHarness(
            paths: #"{ "/b": { "get": { "responses": { "204": { "description": "None." } } } } }"#,
            components:
                #"{ "schemas": { "Zebra": { "type": "object", "properties": {} }, "Ant": { "type": "string", "enum": ["a"] } } }"#
        )
        let text = try harness.text()
        #expect(ImportHarness(harness.json).result.specText == text)
        #expect(
            text == """
                {
                  "name": "Test",
                  "models": {
                    "Ant": {
                      "type": "string",
                      "enum": ["a"]
                    },
                    "Zebra": {
                      "properties": {},
                      "required": []
                    }
                  },
                  "endpoints": {
                    "getB": {
                      "method": "GET",
                      "path": "/b",
                      "responses": {
                        "204": { "description": "None." }
                      }
                    }
                  }
                }

                """
        )
    }
}
