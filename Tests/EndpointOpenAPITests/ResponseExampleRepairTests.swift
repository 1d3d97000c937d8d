import EndpointSpec
import Testing

/// What the importer repairs in real documents' responses instead of dropping their examples: a free-form object
/// schema whose examples, recorded from the server, are arrays; an example written as JSON text in a string.
struct ResponseExampleRepairTests {
    private static func response(_ content: String) -> ImportHarness {
        ImportHarness(
            paths: """
                { "/subnets": { "get": { "operationId": "listSubnets", "responses": { "200": {
                  "description": "The subnets.", "content": { "application/json": \(content) } } } } } }
                """
        )
    }

    private static let freeForm = #"{ "type": "object", "description": "The subnets." }"#

    @Test(
        "a free-form object whose examples are all arrays decodes any JSON, and its examples are served",
        arguments: [
            (#""example": [{ "subnet": "192.168.1.0/24" }]"#, "its example is an array", 1),
            (#""examples": { "one": { "value": [1] }, "none": { "value": [] } }"#, "all its examples are arrays", 2),
        ]
    )
    func aFreeFormObjectWhoseExamplesAreArraysDecodesAnyJSON(examples: String, saying: String, served: Int) throws {
        let harness = Self.response(#"{ "schema": \#(Self.freeForm), \#(examples) }"#)
        let endpoint = try harness.endpoint("listSubnets")
        let response = try #require(endpoint.responses.first)
        #expect(response.schema.map(ImportHarness.shape) == "any")
        #expect(endpoint.examples.count == served)
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "the 200 response's schema is a free-form object (`type: object` without properties), but "
                        + "\(saying); it is imported as any JSON value (`JSONValue`), which decodes either",
                    at: Self.freeForm
                )
            ]
        )
        #expect(harness.result.diagnostics.allSatisfy { $0.loss == nil }, "a repair, not a loss")
    }

    @Test(
        "an object's examples, or a schema that says more than a free-form object, keep the schema",
        arguments: [
            (freeForm, #""example": { "subnet": "192.168.1.0/24" }"#, "[String: any]", 0),
            (
                freeForm, #""examples": { "list": { "value": [1] }, "map": { "value": { "a": 1 } } }"#, "[String: any]",
                1
            ),
            (
                #"{ "type": "object", "additionalProperties": { "type": "integer" } }"#, #""example": [1]"#,
                "[String: integer]", 1
            ),
            (freeForm, "\"x-note\": 1", "[String: any]", 0),
        ]
    )
    func otherExamplesOrSchemasKeepTheSchema(schema: String, examples: String, shape: String, dropped: Int) throws {
        let harness = Self.response(#"{ "schema": \#(schema), \#(examples) }"#)
        let response = try #require(try harness.endpoint("listSubnets").responses.first)
        #expect(response.schema.map(ImportHarness.shape) == shape)
        #expect(harness.warningMessages.filter { $0.contains("does not fit its schema") }.count == dropped)
        #expect(!harness.warningMessages.contains { $0.contains("free-form object") })
    }

    // MARK: - JSON text in a string

    private static let pet = #"{ "type": "object", "required": ["id"], "properties": { "id": { "type": "integer" } } }"#

    @Test(
        "an example written as JSON text in a string is read as the JSON it holds when that fits",
        arguments: [
            (#""example": "{\n  \"id\": 7\n}""#, "example"),
            (#""examples": { "seven": { "value": " {\"id\": 7}" } }"#, "example 'seven'"),
        ]
    )
    func anExampleWrittenAsJSONTextIsReadAsJSON(examples: String, named: String) throws {
        let harness = Self.response(#"{ "schema": \#(Self.pet), \#(examples) }"#)
        let endpoint = try harness.endpoint("listSubnets")
        #expect(endpoint.examples.count == 1)
        #expect(endpoint.examples.first?.body == .object([SpecMember("id", .number("7"))]))
        #expect(
            harness.warningMessages == [
                "\(named) of the 200 response is JSON text in a string; it is read as the JSON it holds"
            ]
        )
        #expect(harness.result.diagnostics.allSatisfy { $0.loss == nil }, "a repair, not a loss")
    }

    @Test(
        "a string example stays as written when its text is not JSON, does not fit either, or the schema takes it",
        arguments: [
            (pet, #""example": "{ id: 7 }""#, 0),
            (pet, #""example": "{\"name\": \"Rex\"}""#, 0),
            (#"{ "type": "string" }"#, #""example": "{\"id\": 7}""#, 1),
        ] as [(String, String, Int)]
    )
    func aStringExampleStaysAsWritten(schema: String, examples: String, served: Int) throws {
        let harness = Self.response(#"{ "schema": \#(schema), \#(examples) }"#)
        #expect(try harness.endpoint("listSubnets").examples.count == served)
        #expect(!harness.warningMessages.contains { $0.contains("JSON text in a string") })
    }
}
