import EndpointSpec
import Testing

/// The names of inline response bodies nothing names (issue 47): after the operation and the body's role, the
/// status only where bodies of one role differ, and one model for bodies of one role written alike.
struct ResponseBodyNameTests {
    private static func operation(_ responses: String, components: String = "{}") -> ImportHarness {
        ImportHarness(
            paths: "{ \"/things\": { \"post\": { \"operationId\": \"getThing\", \"responses\": \(responses) } } }",
            components: components
        )
    }

    /// A response with `description` whose JSON body has `schema`.
    private static func body(_ schema: String, description: String = "A response.") -> String {
        #"{ "description": "\#(description)", "content": { "application/json": { "schema": \#(schema) } } }"#
    }

    private static let object = #"{ "type": "object", "properties": { "a": { "type": "string" } } }"#
    private static let other = #"{ "type": "object", "properties": { "b": { "type": "integer" } } }"#

    private static func bodies(_ harness: ImportHarness) throws -> [String?] {
        try harness.endpoint("getThing").responses.map { $0.schema.map(ImportHarness.shape) }
    }

    @Test func bodiesOfOneRoleWrittenAlikeShareOneModelWithoutTheStatus() throws {
        let harness = Self.operation(
            """
            { "200": \(Self.body(Self.object)), "201": \(Self.body(Self.object)),
              "400": \(Self.body(Self.other)),
              "404": \(Self.body(#"{ "type": "object", "description": "Missing.", "properties": { "b": { "type": "integer", "example": 4 } } }"#)),
              "500": \(Self.body(Self.other)) }
            """
        )
        #expect(
            try Self.bodies(harness) == [
                "ref(GetThingResponse)", "ref(GetThingResponse)", "ref(GetThingErrorResponse)",
                "ref(GetThingErrorResponse)", "ref(GetThingErrorResponse)",
            ]
        )
        #expect(try harness.spec().models.map(\.name).sorted() == ["GetThingErrorResponse", "GetThingResponse"])
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func bodiesOfOneRoleThatDifferCarryTheirStatusAndTheAlikeOnesShareTheFirst() throws {
        let harness = Self.operation(
            """
            { "200": \(Self.body(Self.object)), "201": \(Self.body(Self.other)),
              "400": \(Self.body(Self.other)), "404": \(Self.body(Self.object)), "409": \(Self.body(Self.other)) }
            """
        )
        #expect(
            try Self.bodies(harness) == [
                "ref(GetThing200Response)", "ref(GetThing201Response)", "ref(GetThing400Response)",
                "ref(GetThing404Response)", "ref(GetThing400Response)",
            ]
        )
    }

    @Test func modelsInsideBodiesWrittenAlikeAreSharedToo() throws {
        let list =
            #"{ "type": "array", "items": { "type": "object", "properties": { "code": { "type": "string", "enum": ["x", "y"] } } } }"#
        let harness = Self.operation(#"{ "400": \#(Self.body(list)), "422": \#(Self.body(list)) }"#)
        #expect(try Self.bodies(harness) == ["[ref(GetThingErrorResponseItem)]", "[ref(GetThingErrorResponseItem)]"])
        #expect(try harness.spec().models.map(\.name) == ["GetThingErrorResponseItem"])
    }

    @Test func aBodyThatIsAReferenceOrAPlainValueTakesNoName() throws {
        let harness = Self.operation(
            """
            { "200": \(Self.body(##"{ "$ref": "#/components/schemas/Thing" }"##)), "201": \(Self.body(Self.object)),
              "400": \(Self.body(#"{ "type": "string" }"#)), "404": \(Self.body(Self.other)) }
            """,
            components:
                #"{ "schemas": { "Thing": { "type": "object", "properties": { "id": { "type": "string" } } } } }"#
        )
        #expect(
            try Self.bodies(harness) == ["ref(Thing)", "ref(GetThingResponse)", "string", "ref(GetThingErrorResponse)"]
        )
    }

    @Test func aRoleNameAnotherModelHasLeavesTheStatus() throws {
        let harness = Self.operation(
            #"{ "200": \#(Self.body(Self.object)) }"#,
            components: #"{ "schemas": { "GetThingResponse": { "type": "object", "properties": { "b": {} } } } }"#
        )
        #expect(try Self.bodies(harness) == ["ref(GetThing200Response)"])
    }
}
