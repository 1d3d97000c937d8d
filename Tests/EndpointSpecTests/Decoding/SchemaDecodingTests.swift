import Testing

@testable import EndpointSpec

@Suite("Decoding schemas, models and endpoints")
struct SchemaDecodingTests {
    /// Loads a spec with one model `M` whose only property `p` has `schema`, expecting no diagnostics.
    private func propertySchema(_ schema: String) throws -> Schema {
        let text = #"{"name": "T", "models": {"M": {"properties": {"p": "# + schema + "}}}}"
        let result = SpecLoader.load(text: Array(text.utf8), path: "t.json")
        #expect(result.diagnostics.map(\.description) == [])
        let model = try #require(result.spec?.models.first)
        guard case .object(let properties) = model.kind, let property = properties.first else {
            Issue.record("M has no property")
            throw DecodingTestFailure()
        }
        return property.schema
    }

    private struct DecodingTestFailure: Error {}

    @Test(
        arguments: [
            (#"{"type": "string"}"#, Schema.Kind.string),
            (#"{"type": "string", "format": "date"}"#, .date),
            (#"{"type": "string", "format": "date-time"}"#, .dateTime),
            (#"{"type": "string", "format": "uuid"}"#, .uuid),
            (#"{"type": "string", "format": "uri"}"#, .uri),
            (#"{"type": "string", "format": "byte"}"#, .byte),
            (#"{"type": "integer"}"#, .integer(nil)),
            (#"{"type": "integer", "format": "int32"}"#, .integer(.int32)),
            (#"{"type": "integer", "format": "int64"}"#, .integer(.int64)),
            (#"{"type": "number"}"#, .number(.double)),
            (#"{"type": "number", "format": "float"}"#, .number(.float)),
            (#"{"type": "boolean"}"#, .boolean),
            (#"{"type": "any"}"#, .any),
            (#"{"type": "string", "enum": ["a", "b-c"]}"#, .enumeration(["a", "b-c"])),
        ]
    )
    func decodesScalarKinds(_ json: String, _ kind: Schema.Kind) throws {
        #expect(try propertySchema(json).kind == kind)
    }

    @Test func decodesArraysMapsAndFlags() throws {
        let schema = try propertySchema(
            #"{"type": "object", "additionalProperties": {"type": "array", "items": {"type": "integer"}}, "#
                + #""nullable": true, "deprecated": true, "description": "d", "default": {"a": [1, 2]}}"#
        )
        guard case .map(let values) = schema.kind, case .array(let items) = values.kind else {
            Issue.record("expected a map of arrays, found \(schema.kind)")
            return
        }
        #expect(items.kind == .integer(nil))
        #expect(schema.isNullable)
        #expect(schema.isDeprecated)
        #expect(schema.description == "d")
        #expect(schema.defaultValue == .object([SpecMember("a", .array([.number("1"), .number("2")]))]))
    }

    @Test func acceptsValidDefaults() throws {
        #expect(
            try propertySchema(#"{"type": "string", "format": "date", "default": "2024-02-29"}"#).defaultValue != nil
        )
        #expect(
            try propertySchema(#"{"type": "string", "format": "date-time", "default": "2024-02-29T10:00:00.5+01:00"}"#)
                .defaultValue != nil
        )
        #expect(
            try propertySchema(
                #"{"type": "string", "format": "uuid", "default": "123e4567-e89b-12d3-a456-426614174000"}"#
            )
            .defaultValue != nil
        )
        #expect(try propertySchema(#"{"type": "integer", "nullable": true, "default": null}"#).defaultValue == .null)
    }

    @Test func propertiesAreRequiredUnlessARequiredListSaysOtherwise() throws {
        let text = """
            {"name": "T", "models": {
              "All": {"properties": {"a": {"type": "string"}, "b": {"type": "string"}}},
              "Some": {"properties": {"a": {"type": "string"}, "b": {"type": "string"}}, "required": ["b"]},
              "None": {"properties": {"a": {"type": "string"}}, "required": []}
            }}
            """
        let spec = try #require(SpecLoader.load(text: Array(text.utf8), path: "t.json").spec)
        func required(_ name: String) -> [Bool] {
            guard case .object(let properties) = spec.model(named: name)?.kind else { return [] }
            return properties.map(\.isRequired)
        }
        #expect(required("All") == [true, true])
        #expect(required("Some") == [false, true])
        #expect(required("None") == [false])
        #expect(spec.models.map(\.name) == ["All", "None", "Some"])
    }

    @Test func decodesEnumerationModelsAndSwiftNames() throws {
        let text = """
            {"name": "T", "models": {
              "Color": {"type": "string", "enum": ["red", "dark-blue"], "description": "c", "deprecated": true},
              "Car": {"properties": {"color_code": {"$ref": "Color", "swiftName": "paint", "nullable": true}}}
            }}
            """
        let spec = try #require(SpecLoader.load(text: Array(text.utf8), path: "t.json").spec)
        let color = try #require(spec.model(named: "Color"))
        #expect(color.kind == .enumeration(["red", "dark-blue"]))
        #expect(color.isDeprecated)
        #expect(color.description == "c")
        guard case .object(let properties) = spec.model(named: "Car")?.kind else {
            Issue.record("Car is not an object model")
            return
        }
        #expect(properties.first?.swiftName == "paint")
        #expect(properties.first?.schema.isNullable == true)
        #expect(properties.first?.schema.kind == .reference("Color"))
    }

    @Test func decodesEndpointDetails() throws {
        let text = """
            {"name": "T", "endpoints": {
              "create": {
                "method": "post", "path": "/items/{item-id}", "summary": "S.", "description": "D.",
                "deprecated": true, "retryable": true,
                "parameters": {
                  "item-id": {"in": "path", "type": "integer", "format": "int64"},
                  "tags": {"in": "query", "type": "array", "items": {"type": "string"}, "required": true},
                  "X-Trace": {"in": "header", "type": "string", "swiftName": "trace"}
                },
                "body": {"type": "object", "additionalProperties": {"type": "any"}},
                "responses": {"default": {"description": "other"}, "4XX": {"type": "any"}, "201": {}, "200": {"type": "string"}}
              }
            }}
            """
        let result = SpecLoader.load(text: Array(text.utf8), path: "t.json")
        #expect(result.diagnostics.map(\.description) == [])
        let endpoint = try #require(result.spec?.endpoints.first)
        #expect(endpoint.method == "POST")
        #expect(endpoint.description == "S.\n\nD.")
        #expect(endpoint.isDeprecated)
        #expect(endpoint.isRetryable == true)
        #expect(endpoint.parameters.map(\.name) == ["item-id", "tags", "X-Trace"])
        #expect(endpoint.parameters.map(\.isRequired) == [true, true, false])
        #expect(endpoint.parameters.map(\.swiftName) == [nil, nil, "trace"])
        #expect(endpoint.parameters.map(\.location) == [.path, .query, .header])
        guard case .map(let bodyValues) = endpoint.body?.kind else {
            Issue.record("the body is not a map")
            return
        }
        #expect(bodyValues.kind == .any)
        #expect(endpoint.responses.map(\.status) == [.code(200), .code(201), .range(4), .default])
        #expect(endpoint.responses.map { $0.schema == nil } == [false, true, false, true])
        #expect(endpoint.responses.last?.description == "other")
    }
}
