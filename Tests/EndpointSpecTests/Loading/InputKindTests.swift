import Testing

@testable import EndpointSpec

@Suite("Deciding what an input is")
struct InputKindTests {
    @Test(arguments: [
        (#"{ "openapi": "3.1.0", "info": {} }"#, "api.json", InputFormat.openAPI),
        (#"{ "swagger": "2.0" }"#, "api.json", .openAPI),
        (#"{ "info": { "openapi": "nested, not a marker" }, "name": "Shop" }"#, "shop.json", .endpointSpec),
        (#"{ "name": "Shop", "x": "\"openapi\": 1" }"#, "shop.json", .endpointSpec),
        (#"{ "name": "Shop", "openapi": "3.0.0" }"#, "endpoints.json", .openAPI),
        (#"{ "name": "Shop" }"#, "openapi.json", .openAPI),
        (#"{ "name": "Shop" }"#, "store.openapi.json", .openAPI),
        ("\u{FEFF}\n\t{ \"openapi\": \"3.0.0\" }", "api.json", .openAPI),
        (#"{ "op\u0065napi": "3.0.0" }"#, "api.json", .openAPI),
        (#"[ { "openapi": "3.0.0" } ]"#, "api.json", .endpointSpec),
        (#"{ "name": "Shop", "models": { "#, "shop.json", .endpointSpec),
        ("", "shop.json", .endpointSpec),
    ])
    func decidesOnTheTopLevelKeysAndTheName(text: String, fileName: String, expected: InputFormat) {
        #expect(InputKind.detect(Array(text.utf8), fileName: fileName) == InputKind(syntax: .json, format: expected))
    }

    @Test func theLoaderReportsWhatItDecidedAndWhatItRead() {
        let bytes = Array(#"{ "openapi": "3.0.3", "info": { "title": "T", "version": "1" }, "paths": {} }"#.utf8)
        let result = SpecLoader().load(bytes: bytes, path: "api.json")
        #expect(result.kind == InputKind(syntax: .json, format: .openAPI))
        #expect(result.sources == ["api.json": bytes])
        // Without an OpenAPI importer the decoder says what the document is and how to convert it.
        #expect(result.diagnostics.map(\.message).first?.hasPrefix("this is an OpenAPI document") == true)
    }
}

@Suite("Outlining JSON without parsing it")
struct JSONOutlineTests {
    let outline = JSONOutline(
        Array(
            #"""
            { "name": "Caf\u00e9 \ud83d\ude82", "models": { "A": {}, "B": { "x": [1, "}", {"y": "]"}] }, "C": null },
              "paths": { "/a": { "get": {}, "post": {}, "parameters": [] } }, "n": -1.5e3, "t": true }
            """#.utf8
        )
    )

    @Test func readsKeysStringsAndCountsWithoutBuildingValues() throws {
        let root = try #require(outline.root)
        #expect(outline.members(ofObjectAt: root).map(\.key) == ["name", "models", "paths", "n", "t"])
        #expect(outline.value(at: ["name"]).flatMap(outline.string(at:)) == "Café 🚂")
        let models = try #require(outline.value(at: ["models"]))
        #expect(outline.members(ofObjectAt: models).map(\.key) == ["A", "B", "C"])
        let path = try #require(outline.value(at: ["paths", "/a"]))
        #expect(outline.members(ofObjectAt: path).map(\.key) == ["get", "post", "parameters"])
        #expect(outline.value(at: ["paths", "/b"]) == nil)
        #expect(outline.value(at: ["n"]).flatMap(outline.string(at:)) == nil)
    }

    @Test func stopsQuietlyAtMalformedInput() {
        for text in [
            #"{ "a": "#, #"{ "a" 1 }"#, #"{ "a": 1 "b": 2 }"#, #"{ "\u12"#, "{", "\"", "\\", "{ \"a\": [ { ] }",
        ] {
            let outline = JSONOutline(Array(text.utf8))
            if let root = outline.root {
                for member in outline.members(ofObjectAt: root) {
                    _ = outline.string(at: member.value)
                    _ = outline.members(ofObjectAt: member.value)
                }
            }
        }
        let truncated = JSONOutline(Array(#"{ "a": 1, "b": { "#.utf8))
        #expect(truncated.root.map(truncated.members(ofObjectAt:))?.map(\.key) == ["a", "b"])
    }
}
