import EndpointOpenAPI
import EndpointSpec
import Testing

/// Text the importer writes survives a round trip through the spec loader exactly.
struct SpecTextRoundTripTests {
    @Test func descriptionsWithQuotesBackslashesAndControlCharactersRoundTrip() throws {
        let description = "Say \"hi\" \\ then\ttab\nnew line \u{1} and ünïcødé 🚂"
        let escaped = description.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\t": "\\t"
            case "\u{1}": "\\u0001"
            default: String(scalar)
            }
        }.joined()
        let harness = ImportHarness(
            #"{ "openapi": "3.0.0", "info": { "title": "T", "version": "1", "description": ""# + escaped
                + #"" }, "paths": {} }"#
        )
        #expect(try harness.spec().description == description)
    }

    @Test func pathsThatAreNotAnObjectAreReported() throws {
        let harness = ImportHarness(#"{ "openapi": "3.0.0", "info": { "title": "T", "version": "1" }, "paths": [] }"#)
        #expect(try harness.spec().endpoints.isEmpty)
        #expect(
            harness.diagnostics == [
                harness.warning("'paths' must be an object, found an array; the spec has no endpoints", at: "[]")
            ]
        )
    }

    @Test func theImportedSpecIsLocatedInTheDocumentAndGeneratesWhatItsTextGenerates() throws {
        let document = #"""
            { "openapi": "3.0.0", "info": { "title": "Shop", "version": "1" },
              "paths": { "/items/{id}": { "get": { "operationId": "getItem",
                "parameters": [{ "name": "id", "in": "path", "required": true, "schema": { "type": "string" } }],
                "responses": { "200": { "description": "OK" } } } } } }
            """#
        let harness = ImportHarness(document)
        let spec = try harness.spec()  // which also checks that its text generates the same code
        #expect(spec.sourcePath == ImportHarness.file)
        let endpoint = try #require(spec.endpoints.first)
        #expect(endpoint.name == "getItem")
        #expect(endpoint.location.description == harness.location(of: #""get""#))
        #expect(endpoint.parameters.first?.sourceLocation.description == harness.location(of: #"{ "name": "id""#))
        #expect(endpoint.responses.first?.location.description == harness.location(of: #""200""#))
    }

    @Test func aValidationWarningPointsAtTheOperationInTheDocument() throws {
        // The validator's rules that OpenAPI lets a document break are warnings for an imported spec, located in
        // the document; what else it would reject, the importer degrades first (two header parameters whose names
        // differ only in case are one header).
        let harness = ImportHarness(
            paths: #"""
                {
                    "/trace/{id}/{id}": {
                      "get": {
                        "parameters": [
                          { "name": "id", "in": "path", "required": true, "schema": { "type": "string" } },
                          { "name": "X-Trace", "in": "header", "schema": { "type": "string" } },
                          { "name": "x-trace", "in": "header", "schema": { "type": "string" } }
                        ],
                        "responses": { "204": { "description": "traced" } }
                      }
                    }
                  }
                """#
        )
        // Not `harness.endpoint`: its spec text repeats the placeholder, which a written spec may not.
        let spec = try #require(harness.result.spec)
        #expect(spec.endpoints.first?.parameters.map(\.name) == ["id", "X-Trace"])
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "placeholder '{id}' appears twice in 'path'; both take the value of parameter 'id'",
                    at: #""get""#
                ),
                harness.warning(
                    "header parameter 'x-trace' is the header 'X-Trace' (header names ignore case), which is sent "
                        + "once; it is ignored",
                    at: #""x-trace""#
                ),
            ]
        )
        #expect(!harness.diagnostics.contains { $0.contains("(converted)") })
    }

    @Test func aFailedImportHandsOnNoSpec() {
        let result = OpenAPIImporter.convert(text: Array(#"{ "swagger": "2.0" }"#.utf8), path: "old.json")
        #expect(result.hasErrors)
        #expect(result.specText == nil)
        #expect(result.spec == nil)
    }
}
