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

    @Test(arguments: [
        ("{}", "a.json", InputSyntax.json), ("a: 1", "a.json", .json), ("{}", "a.yaml", .yaml), ("{}", "a.YML", .yaml),
        ("a: 1", "a.spec", .yaml), ("\u{FEFF}\n  {\"a\": 1}", "a", .json), ("[1]", "a", .json),
        ("# {\n{}", "a", .yaml), ("---\na: 1", "a.txt", .yaml), ("", "a", .json), ("a: 1", "dir.json/a", .yaml),
    ])
    func theExtensionDecidesTheSyntaxElseTheContent(text: String, fileName: String, expected: InputSyntax) {
        #expect(InputSyntax.detect(Array(text.utf8), fileName: fileName) == expected)
    }

    @Test(arguments: [
        ("openapi: 3.1.0\ninfo: {}\n", "api.yaml", InputFormat.openAPI),
        ("# An API\n%YAML 1.2\n---\ninfo:\n  title: T\n\"swagger\": '2.0'\n", "api.yaml", .openAPI),
        ("--- {openapi: 3.0.0}\n", "api.yaml", .openAPI),
        (#"{ "openapi": "3.0.0" }"#, "api.yml", .openAPI),
        ("name: Shop\ninfo:\n  openapi: nested\nx: 'openapi: 1'\n", "shop.yaml", .endpointSpec),
        ("name: Shop\n", "openapi.yaml", .openAPI), ("name: Shop\n", "shop.openapi.yml", .openAPI),
        ("- openapi: 3.0.0\n", "api.yaml", .endpointSpec), ("openapi: 3.0.0\n", "api", .openAPI),
    ])
    func yamlDocumentsAreDecidedOnTheirTopLevelKeysToo(text: String, fileName: String, expected: InputFormat) {
        #expect(InputKind.detect(Array(text.utf8), fileName: fileName).format == expected)
        #expect(InputKind.detect(Array(text.utf8), fileName: fileName).syntax == .yaml)
    }

    @Test func conventionalFileNamesInEverySyntax() {
        for name in [
            "openapi.json", "openapi.yaml", "openapi.yml", "a.openapi.json", "a.openapi.yaml", "b.openapi.yml",
        ] {
            #expect(InputFormat.isOpenAPIFileName(name), "\(name)")
            #expect(!InputFormat.isEndpointSpecFileName(name), "\(name)")
        }
        for name in ["endpoints.json", "endpoints.yaml", "endpoints.yml", "a.endpoints.yaml", "a.endpoints.yml"] {
            #expect(InputFormat.isEndpointSpecFileName(name), "\(name)")
        }
        for name in ["openapi.txt", "xopenapi.yaml", "openapi.yaml.bak", "endpoints", "myendpoints.json"] {
            #expect(!InputFormat.isOpenAPIFileName(name) && !InputFormat.isEndpointSpecFileName(name), "\(name)")
        }
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
