import EndpointSpec
import Testing

@testable import EndpointOpenAPI

/// Unions as parameters (issue 45, defect 6): unions of listed values are enumerations, `$ref`s to scalar aliases
/// are scalars, and a union a parameter cannot send is the nearest scalar with a located warning, never an error.
struct ParameterUnionImportTests {
    private static func operation(_ parameters: String, path: String = "/x", components: String = "{}") -> ImportHarness
    {
        ImportHarness(
            openapi: "3.1.0",
            paths: """
                { "\(path)": { "get": { "parameters": \(parameters), "responses": { "204": { "description": "Done." } } } } }
                """,
            components: components
        )
    }

    private static func parameters(_ harness: ImportHarness) throws -> [ParameterDefinition] {
        try #require(try harness.spec().endpoints.first).parameters
    }

    @Test func unionsOfListedValuesAreEnumerations() throws {
        let harness = Self.operation(
            ##"""
            [
              { "name": "mode", "in": "query", "schema": { "oneOf": [{ "const": 1, "title": "BURST" }, { "const": 2, "title": "STEADY" }] } },
              { "name": "level", "in": "path", "required": true, "schema": { "anyOf": [{ "enum": [2] }, { "enum": [3, 4] }, { "type": "null" }] } },
              { "name": "kind", "in": "query", "schema": { "type": "string", "oneOf": [{ "const": "a" }, { "enum": ["b"] }] } },
              { "name": "X-Flag", "in": "header", "schema": { "oneOf": [{ "const": true }, { "const": false }] } }
            ]
            """##,
            path: "/x/{level}"
        )
        let parameters = try Self.parameters(harness)
        #expect(
            parameters.map { ImportHarness.shape($0.schema) } == [
                "ref(GetXByLevelMode)", "ref(GetXByLevelLevel)?", "enum(a,b)", "ref(GetXByLevelXFlag)",
            ]
        )
        #expect(
            try harness.model("GetXByLevelMode").kind
                == .valueEnumeration(
                    ValueEnumeration(
                        type: .integer(nil),
                        cases: [
                            .init(value: .number("1"), swiftName: "burst"),
                            .init(value: .number("2"), swiftName: "steady"),
                        ]
                    )
                )
        )
        #expect(
            try harness.model("GetXByLevelLevel").kind
                == .valueEnumeration(
                    ValueEnumeration(
                        type: .integer(nil),
                        cases: [.init(value: .number("2")), .init(value: .number("3")), .init(value: .number("4"))]
                    )
                )
        )
        #expect(
            try harness.model("GetXByLevelXFlag").kind
                == .valueEnumeration(
                    ValueEnumeration(type: .boolean, cases: [.init(value: .bool(true)), .init(value: .bool(false))])
                )
        )
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func aComponentUnionOfListedValuesIsOneEnumerationModelEverywhere() throws {
        let harness = Self.operation(
            ##"""
            [{ "name": "mode", "in": "query", "schema": { "$ref": "#/components/schemas/Mode" } }]
            """##,
            components: ##"""
                { "schemas": {
                  "Mode": { "description": "How.", "oneOf": [{ "const": 1, "title": "BURST" }, { "const": 2.5 }] },
                  "Box": { "type": "object", "properties": { "mode": { "$ref": "#/components/schemas/Mode" } } }
                } }
                """##
        )
        let model = try harness.model("Mode")
        #expect(model.description == "How.")
        #expect(
            model.kind
                == .valueEnumeration(
                    ValueEnumeration(
                        type: .number(.double),
                        cases: [
                            .init(value: .number("1"), swiftName: "burst"),
                            .init(value: .number("2.5"), swiftName: "value2Point5"),
                        ]
                    )
                )
        )
        #expect(try Self.parameters(harness).map { ImportHarness.shape($0.schema) } == ["ref(Mode)"])
        #expect(ImportHarness.shape(try harness.property("mode", of: "Box").schema) == "ref(Mode)")
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func referencesToScalarAliasesAreScalarAlternatives() throws {
        let harness = Self.operation(
            ##"""
            [
              { "name": "id", "in": "path", "required": true, "schema": { "oneOf": [{ "$ref": "#/components/schemas/IntId" }, { "$ref": "#/components/schemas/Uuid" }] } },
              { "name": "since", "in": "query", "schema": { "anyOf": [{ "$ref": "#/components/schemas/IntId" }, { "const": "now" }, { "const": 0, "title": "NEVER" }] } }
            ]
            """##,
            path: "/x/{id}",
            components: ##"""
                { "schemas": {
                  "IntId": { "type": "integer", "format": "int64" },
                  "Uuid": { "$ref": "#/components/schemas/PlainUuid" },
                  "PlainUuid": { "type": "string", "format": "uuid" }
                } }
                """##
        )
        #expect(
            try Self.parameters(harness).map { ImportHarness.shape($0.schema) } == [
                "ref(GetXByIDID)", "ref(GetXByIDSince)",
            ]
        )
        guard case .oneOf(let id, nil) = try harness.model("GetXByIDID").kind,
            case .oneOf(let since, nil) = try harness.model("GetXByIDSince").kind
        else {
            Issue.record("the parameters' models are not unions")
            return
        }
        #expect(id.map(ImportHarness.shape) == ["integer(int64)", "uuid"])
        #expect(since.map(ImportHarness.shape) == ["integer(int64)", "enum(now)", "integer"])
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func aUnionAParameterCannotSendIsTheNearestScalarWithALocatedWarning() throws {
        let harness = Self.operation(
            ##"""
            [
              { "name": "level", "in": "query", "style": "deepObject", "schema": { "$ref": "#/components/schemas/Level" } },
              { "name": "size", "in": "query", "schema": { "allOf": [{ "oneOf": [{ "type": "integer" }, { "type": "number", "enum": [0.5] }] }] } },
              { "name": "any", "in": "query", "schema": { "oneOf": [{ "type": "string" }, { "oneOf": [{ "type": "integer" }, { "type": "boolean" }] }] } },
              { "name": "X-Level", "in": "header", "schema": { "$ref": "#/components/schemas/Level" } }
            ]
            """##,
            components: ##"""
                { "schemas": { "Level": { "oneOf": [{ "type": "integer", "format": "int32" }, { "type": "integer", "format": "int32", "enum": [1, 2] }] } } }
                """##
        )
        let parameters = try Self.parameters(harness)
        #expect(
            parameters.map { ImportHarness.shape($0.schema) } == [
                "integer(int32)", "number(double)", "string", "integer(int32)",
            ]
        )
        #expect(parameters.map(\.style) == [.form, .form, .form, .simple])
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "parameter 'level' uses style 'deepObject', which query parameters of its type cannot use; it is "
                        + "sent with the default 'form' style",
                    at: "\"deepObject\""
                ),
                harness.warning(
                    "query parameter 'level' is a union (oneOf/anyOf) whose alternative 2 is not a scalar, an "
                        + "enumeration, an array of those or an object, which the spec format does not support for "
                        + "query parameters; it is imported as an integer",
                    at: "{ \"$ref\": \"#/components/schemas/Level\" }"
                ),
                harness.warning(
                    "query parameter 'size' is a union (oneOf/anyOf) whose alternative 2 is not a scalar, an "
                        + "enumeration, an array of those or an object, which the spec format does not support for "
                        + "query parameters; it is imported as a number",
                    at: "{ \"allOf\""
                ),
                harness.warning(
                    "query parameter 'any' is a union (oneOf/anyOf) whose alternative 2 is not a scalar, an "
                        + "enumeration, an array of those or an object, which the spec format does not support for "
                        + "query parameters; it is imported as a string",
                    at: "{ \"oneOf\": [{ \"type\": \"string\" }"
                ),
                harness.warning(
                    "header parameter 'X-Level' is a union ('Level'), which the spec format does not support for "
                        + "header parameters; it is imported as an integer",
                    at: "{ \"$ref\": \"#/components/schemas/Level\" }",
                    occurrence: 2
                ),
            ]
        )
        #expect(
            harness.result.diagnostics.compactMap(\.loss).map(\.kind) == [
                .parameter, .parameter, .parameter, .parameter, .parameter,
            ]
        )
    }

    @Test func theFinalPassDegradesAConvertedUnionAParameterCannotSend() throws {
        // Reading the OpenAPI schema turns such unions down before they are converted; the pass after conversion
        // checks the converted models with the validator's rule, for whatever the reading might not foresee.
        let location = EndpointSpec.SourceLocation(file: "api.json", line: 3, column: 5)
        var converter = OpenAPIConverter(root: JSONNode(JSONNode.Value.object([]), at: location))
        let level = ValueEnumeration(type: .integer(nil), cases: [.init(value: .number("1"))])
        converter.models["Level"] = ImportedModel(name: "Level", kind: .valueEnumeration(level), location: location)
        let alternatives = [
            ImportedSchema(.primitive(type: "integer", format: "int64")), ImportedSchema(.reference("Level")),
        ]
        converter.models["Range"] = ImportedModel(
            name: "Range",
            kind: .union(alternatives, discriminator: nil),
            location: location
        )
        var schema = ImportedSchema(.reference("Range"))
        schema.location = location
        schema.description = "The range."
        let parameter = ImportedParameter(
            name: "range",
            location: "query",
            schema: schema,
            isRequired: false,
            style: .deepObject,
            sourceLocation: location
        )
        let header = ImportedParameter(
            name: "X-Range",
            location: "header",
            schema: ImportedSchema(.reference("Level")),
            isRequired: false,
            sourceLocation: location
        )
        var endpoints = [
            ImportedEndpoint(
                name: "getX",
                method: "GET",
                path: "/x",
                parameters: [parameter, header],
                location: location
            )
        ]
        converter.degradeUnsendableUnionParameters(&endpoints)
        let degraded = endpoints[0].parameters[0]
        guard case .primitive("integer", nil) = degraded.schema.kind else {
            Issue.record("'range' is not a plain integer: \(degraded.schema.kind)")
            return
        }
        #expect(degraded.schema.description == "The range.")
        #expect(degraded.style == nil)
        guard case .reference("Level") = endpoints[0].parameters[1].schema.kind else {
            Issue.record("the header changed")
            return
        }
        #expect(
            converter.diagnostics.map { $0.description } == [
                "api.json:3:5: warning: query parameter 'range' is a union ('Range') whose alternative 2 is not a "
                    + "scalar, an enumeration, an array of those or an object, which the spec format does not support "
                    + "for query parameters; it is imported as an integer"
            ]
        )
    }
}
