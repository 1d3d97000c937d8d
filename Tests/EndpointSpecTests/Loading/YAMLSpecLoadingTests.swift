import Testing

@testable import EndpointSpec

/// A spec written in YAML loads through the one loader exactly as its JSON twin does, with every diagnostic
/// located in the YAML text.
@Suite struct YAMLSpecLoadingTests {
    private static let json = """
        {
          "name": "Tiny",
          "models": {
            "Item": {
              "properties": { "id": { "type": "string" }, "note": { "type": "string", "nullable": true } },
              "required": ["id"]
            }
          },
          "endpoints": {
            "getItem": {
              "method": "GET",
              "path": "/items/{id}",
              "parameters": { "id": { "in": "path", "type": "string" } },
              "responses": { "200": { "$ref": "Item" }, "404": { "type": "string" } }
            }
          }
        }
        """

    private static let yaml = """
        # The same spec in YAML.
        name: Tiny
        models:
          Item:
            properties:
              id: { type: string }
              note:
                type: string
                nullable: true
            required: [id]
        endpoints:
          getItem:
            method: GET
            path: /items/{id}
            parameters:
              id: { in: path, type: string }
            responses:
              200: { $ref: Item }
              404:
                type: string

        """

    private func load(_ text: String, path: String = "spec.yaml") -> SpecLoadResult {
        SpecLoader().load(bytes: Array(text.utf8), path: path)
    }

    private func errors(_ text: String) -> [String] {
        load(text).diagnostics.filter { $0.severity == .error }.map(\.description)
    }

    @Test func aYAMLSpecLoadsLikeItsJSONTwin() throws {
        let fromYAML = load(Self.yaml)
        let fromJSON = load(Self.json, path: "spec.json")
        #expect(fromYAML.diagnostics.isEmpty, "\(fromYAML.diagnostics)")
        #expect(fromYAML.kind == InputKind(syntax: .yaml, format: .endpointSpec))
        #expect(fromYAML.sources == ["spec.yaml": Array(Self.yaml.utf8)])
        let yamlSpec = try #require(fromYAML.spec)
        let jsonSpec = try #require(fromJSON.spec)
        #expect(yamlSpec.models.map(\.name) == jsonSpec.models.map(\.name))
        #expect(yamlSpec.endpoints.map(\.name) == jsonSpec.endpoints.map(\.name))
        #expect(yamlSpec.endpoints.first?.responses.map(\.status) == [.code(200), .code(404)])
        #expect(yamlSpec.sourcePath == "spec.yaml")
    }

    @Test func decodingErrorsPointIntoTheYAMLText() {
        let text = Self.yaml.replacingOccurrences(of: "$ref: Item", with: "$ref: Itme")
            .replacingOccurrences(of: "path: /items/{id}", with: "path: /items/{id")
        #expect(
            errors(text) == [
                "spec.yaml:14:18: error: 'path' has unbalanced '{' or '}' (a '{' without a closing '}'); write "
                    + "placeholders as '{name}'",
                "spec.yaml:18:20: error: unknown model 'Itme' in '$ref'; did you mean 'Item'?",
            ]
        )
    }

    @Test(arguments: [
        ("name: Tiny\nmodels:\n\tItem: {}\n", "spec.yaml:3:2: error: a tab character cannot be used for indentation"),
        ("models: {}\nname: 'Tiny\n", "spec.yaml:2:7: error: unterminated single-quoted scalar"),
        ("name: Tiny\nname: Again\n", "spec.yaml:2:1: error: duplicate key 'name'"),
        ("name: Tiny\n---\nname: Two\n", "spec.yaml:2:1: error: a second YAML document starts here"),
        ("name: !thing Tiny\n", "spec.yaml:1:7: error: unknown tag '!thing'"),
        ("- name\n", "spec.yaml:1:1: error: "),
    ])
    func yamlSyntaxErrorsAreLocated(text: String, expectedPrefix: String) {
        let first = errors(text).first ?? "no error"
        #expect(first.hasPrefix(expectedPrefix), "\(first)")
    }

    @Test func anOpenAPIDocumentInYAMLIsRecognised() {
        let result = load("openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths: {}\n", path: "api.yaml")
        #expect(result.kind == InputKind(syntax: .yaml, format: .openAPI))
        // Without an importer the decoder says what the document is and how to convert it.
        #expect(result.diagnostics.first?.message.hasPrefix("this is an OpenAPI document") == true)
    }

    @Test func aFileWithoutAKnownExtensionIsReadByItsContent() {
        #expect(load(Self.yaml, path: "spec").kind?.syntax == .yaml)
        #expect(load(Self.yaml, path: "spec").spec != nil)
        #expect(load(Self.json, path: "spec.txt").kind?.syntax == .json)
        #expect(load(Self.json, path: "spec.txt").spec != nil)
    }
}
