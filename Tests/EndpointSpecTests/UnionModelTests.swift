import EndpointSpec
import Testing

/// `oneOf` models: decoding their alternatives and discriminator, and the checks on them.
struct UnionModelTests {
    private func load(_ models: String) -> SpecLoadResult {
        let text = """
            {
              "name": "Shapes",
              "models": {
                "Circle": { "properties": { "kind": { "type": "string" }, "radius": { "type": "number" } } },
                "Square": { "properties": { "kind": { "type": "string" }, "side": { "type": "number" } } },
                \(models)
              },
              "endpoints": {}
            }
            """
        return SpecLoader.load(text: Array(text.utf8), path: "shapes.json")
    }

    private func messages(_ result: SpecLoadResult) -> [String] {
        result.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)" }
    }

    @Test func decodesAlternativesAndDiscriminator() throws {
        let result = load(
            """
            "Shape": {
                  "description": "A shape.",
                  "oneOf": [{ "$ref": "Circle" }, { "$ref": "Square" }],
                  "discriminator": { "propertyName": "kind", "mapping": { "round": "Circle" } }
                }
            """
        )
        let model = try #require(result.spec?.model(named: "Shape"), "\(messages(result))")
        guard case .oneOf(let alternatives, let discriminator) = model.kind else {
            Issue.record("not a union: \(model.kind)")
            return
        }
        #expect(alternatives.map(\.kind) == [.reference("Circle"), .reference("Square")])
        #expect(model.description == "A shape.")
        let resolved = try #require(discriminator).resolvedMapping(alternatives: ["Circle", "Square"])
        #expect(resolved.map { "\($0.value)→\($0.model)" } == ["round→Circle", "Square→Square"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func anyOfIsAUnionWhoseValueMayMatchSeveralAlternatives() throws {
        let result = load(#""Links": { "anyOf": [{ "$ref": "Circle" }, { "$ref": "Square" }] }"#)
        let model = try #require(result.spec?.model(named: "Links"), "\(messages(result))")
        guard case .oneOf(let alternatives, nil) = model.kind else {
            Issue.record("not a union without discriminator: \(model.kind)")
            return
        }
        #expect(alternatives.map(\.kind) == [.reference("Circle"), .reference("Square")])
        #expect(model.isAnyOf)
        #expect(result.spec?.model(named: "Circle")?.isAnyOf == false)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func alternativesMayBeAnySchema() throws {
        let result = load(
            #""Value": { "oneOf": [{ "type": "integer" }, { "type": "array", "items": { "$ref": "Circle" } }] }"#
        )
        let model = try #require(result.spec?.model(named: "Value"), "\(messages(result))")
        guard case .oneOf(let alternatives, nil) = model.kind else {
            Issue.record("not a union without discriminator: \(model.kind)")
            return
        }
        #expect(alternatives.count == 2)
    }

    @Test(
        arguments: [
            (#""U": { "oneOf": [] }"#, ["6:21: error: 'oneOf' must list at least one alternative"]),
            (
                #""U": { "oneOf": { "$ref": "Circle" } }"#,
                ["6:21: error: 'oneOf' must be an array of schemas, found an object"]
            ),
            (
                #""U": { "oneOf": [{ "$ref": "Circle" }], "type": "object" }"#,
                ["6:45: error: 'type' cannot be combined with 'oneOf'"]
            ),
            (
                #""U": { "oneOf": [{ "$ref": "Nope" }] }"#,
                ["6:32: error: unknown model 'Nope' in '$ref'"]
            ),
            (#""U": { "oneOf": [{ "$ref": "U" }] }"#, ["6:22: error: alternative 1 of model 'U' is the model itself"]),
            (
                #""U": { "oneOf": [{ "$ref": "Circle" }, { "type": "string" }], "discriminator": { "propertyName": "kind" } }"#,
                ["6:44: error: model 'U' has a 'discriminator', so alternative 2 must be a '$ref' to an object model"]
            ),
            (
                #""U": { "oneOf": [{ "$ref": "Circle" }], "discriminator": { "propertyName": "kind", "mapping": { "s": "Square" } } }"#,
                ["6:106: error: discriminator value 's' maps to 'Square', which is not an alternative of model 'U'"]
            ),
            (
                #""U": { "oneOf": [{ "$ref": "Circle" }], "discriminator": { "mapping": {} } }"#,
                ["6:45: error: the discriminator of model 'U' is missing required key 'propertyName'"]
            ),
            (#""U": { "anyOf": [] }"#, ["6:21: error: 'anyOf' must list at least one alternative"]),
            (
                #""U": { "anyOf": [{ "$ref": "Circle" }], "discriminator": { "propertyName": "kind" } }"#,
                [
                    "6:45: error: 'discriminator' selects exactly one alternative, so it belongs on a 'oneOf' model, "
                        + "not 'anyOf'"
                ]
            ),
            (
                #""U": { "oneOf": [{ "$ref": "Circle" }], "anyOf": [{ "$ref": "Square" }] }"#,
                ["6:45: error: 'anyOf' cannot be combined with 'oneOf'; a union model has one of them"]
            ),
            (
                #""U": { "anyOf": [{ "$ref": "Circle" }], "type": "object" }"#,
                ["6:45: error: 'type' cannot be combined with 'anyOf'"]
            ),
            (
                #""U": { "properties": {}, "discriminator": { "propertyName": "kind" } }"#,
                ["6:30: error: 'discriminator' is only allowed on a model with 'oneOf'"]
            ),
        ]
    )
    func reportsBrokenUnions(model: String, expected: [String]) {
        let result = load(model)
        #expect(result.spec == nil)
        #expect(messages(result) == expected)
    }

    @Test func aUnionOfScalarsAndObjectsIsAQueryParameterButNotAHeader() {
        let text = """
            {
              "name": "Shapes",
              "models": {
                "Range": { "properties": { "gte": { "type": "integer" } }, "required": [] },
                "U": { "anyOf": [{ "type": "integer" }, { "$ref": "Range" }] },
                "Nested": { "oneOf": [{ "type": "string" }, { "$ref": "U" }] }
              },
              "endpoints": {
                "get": { "method": "GET", "path": "/x", "parameters": { "u": { "in": "query", "$ref": "U", "style": "deepObject" } }, "responses": { "204": {} } },
                "put": { "method": "PUT", "path": "/x", "parameters": { "U": { "in": "header", "$ref": "U" }, "n": { "in": "query", "$ref": "Nested" } }, "responses": { "204": {} } }
              }
            }
            """
        let result = SpecLoader.load(text: Array(text.utf8), path: "shapes.json")
        #expect(
            result.diagnostics.map(\.message) == [
                "header parameter 'U' of endpoint 'put' refers to anyOf model 'U'; header parameters must be scalars or "
                    + "enumerations",
                "query parameter 'n' of endpoint 'put' refers to oneOf model 'Nested', whose alternative 2 is not a "
                    + "scalar, an enumeration, an array of those or an object model, which a parameter's union can hold",
            ]
        )
    }
}
