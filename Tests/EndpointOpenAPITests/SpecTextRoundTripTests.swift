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

    @Test func theImportHandsOnTheSpecItLoadedFromItsOwnText() throws {
        let document = #"""
            { "openapi": "3.0.0", "info": { "title": "Shop", "version": "1" },
              "paths": { "/items/{id}": { "get": { "operationId": "getItem",
                "parameters": [{ "name": "id", "in": "path", "required": true, "schema": { "type": "string" } }],
                "responses": { "200": { "description": "OK" } } } } } }
            """#
        let result = OpenAPIImporter.convert(text: Array(document.utf8), path: "shop.json")
        let text = try #require(result.specText)
        let handedOn = try #require(result.convertedSpec)
        let reloaded = SpecLoader.load(
            text: Array(text.utf8),
            path: OpenAPIImporter.convertedSpecPath(for: "shop.json")
        )
        #expect(handedOn.spec == reloaded.spec)
        #expect(handedOn.diagnostics == reloaded.diagnostics)
        #expect(handedOn.spec?.sourcePath == "shop.json (converted)")
        #expect(handedOn.spec?.endpoints.map(\.name) == ["getItem"])
    }

    @Test func aFailedImportHandsOnNoSpec() {
        let result = OpenAPIImporter.convert(text: Array(#"{ "swagger": "2.0" }"#.utf8), path: "old.json")
        #expect(result.hasErrors)
        #expect(result.specText == nil)
        #expect(result.convertedSpec == nil)
    }
}
