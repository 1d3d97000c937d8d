import EndpointSpec
import Testing

/// Streaming responses: `text/event-stream`, JSON Lines and JSON text sequences keep the schema of each item.
struct StreamingResponseImportTests {
    private static func operation(_ responses: String) -> ImportHarness {
        ImportHarness(
            openapi: "3.1.0",
            paths: "{ \"/things\": { \"get\": { \"operationId\": \"watch\", \"responses\": \(responses) } } }",
            components:
                #"{ "schemas": { "Price": { "type": "object", "properties": { "amount": { "type": "number" } } } } }"#
        )
    }

    @Test(arguments: ["itemSchema", "schema"])
    func anEventStreamsDataSchemaComesFromItsItemSchemaOrSchema(key: String) throws {
        let harness = Self.operation(
            """
            { "200": { "description": "Prices.", "content": { "text/event-stream": {
                "\(key)": { "$ref": "#/components/schemas/Price" } } } } }
            """
        )
        let response = try #require(try harness.endpoint("watch").responses.first)
        #expect(response.mediaType.kind == .eventStream)
        #expect(response.schema?.kind == .reference("Price"))
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func aThreePointTwoEventItemSchemaGivesItsDatasContentSchema() throws {
        let harness = Self.operation(
            """
            { "200": { "description": "Prices.", "content": { "text/event-stream": { "itemSchema": {
                "type": "object", "required": ["data"], "properties": {
                  "event": { "type": "string" },
                  "data": { "type": "string", "contentMediaType": "application/json",
                            "contentSchema": { "$ref": "#/components/schemas/Price" } } } } } } } }
            """
        )
        let response = try #require(try harness.endpoint("watch").responses.first)
        #expect(response.schema?.kind == .reference("Price"))
        let plain = Self.operation(
            """
            { "200": { "description": "Text.", "content": { "text/event-stream": { "itemSchema": {
                "type": "object", "properties": { "data": { "type": "string" } } } } } } }
            """
        )
        #expect(try plain.endpoint("watch").responses.first?.schema?.kind == .string)
    }

    @Test(arguments: ["application/jsonl", "application/x-ndjson", "application/json-seq"])
    func aSequenceSchemaThatIsAnArrayGivesItsItems(mediaType: String) throws {
        let harness = Self.operation(
            """
            { "200": { "description": "Prices.", "content": { "\(mediaType)": { "schema": {
                "type": "array", "items": { "$ref": "#/components/schemas/Price" } } } } } }
            """
        )
        let response = try #require(try harness.endpoint("watch").responses.first)
        #expect(response.mediaType.kind.isStreaming)
        #expect(response.mediaType.text == mediaType)
        #expect(response.schema?.kind == .reference("Price"))
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func aStreamWithoutASchemaIsTextEventsOrAnyValues() throws {
        let events = Self.operation(#"{ "200": { "description": "E.", "content": { "text/event-stream": {} } } }"#)
        #expect(try events.endpoint("watch").responses.first?.schema?.kind == .string)
        let values = Self.operation(#"{ "200": { "description": "V.", "content": { "application/jsonl": {} } } }"#)
        #expect(try values.endpoint("watch").responses.first?.schema?.kind == .any)
    }

    @Test func aStreamingErrorResponseIsReadAsBytes() throws {
        let harness = Self.operation(
            """
            { "200": { "description": "E.", "content": { "text/event-stream": { "schema": { "type": "string" } } } },
              "422": { "description": "Bad.", "content": { "text/event-stream": { "schema": { "type": "string" } } } } }
            """
        )
        let endpoint = try harness.endpoint("watch")
        #expect(endpoint.responses.map(\.mediaType.kind) == [.eventStream, .binary])
        #expect(endpoint.responses.map(\.schema?.kind) == [.string, .byte])
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func aStreamBesideAnotherSuccessBodyIsImportedAsBytesWithAWarning() throws {
        let harness = Self.operation(
            """
            { "200": { "description": "P.", "content": { "application/json": { "schema": { "type": "string" } } } },
              "206": { "description": "E.", "content": { "text/event-stream": { "schema": { "type": "string" } } } } }
            """
        )
        let endpoint = try harness.endpoint("watch")
        #expect(endpoint.responses.map(\.mediaType.kind) == [.json, .binary])
        #expect(
            harness.warningMessages == [
                "the 206 response streams text/event-stream, but another 2xx response has a body too and a call "
                    + "returns one stream; it is imported as raw bytes, application/octet-stream"
            ]
        )
    }

    @Test func theWrittenSpecKeepsTheStreamsSchema() throws {
        let harness = Self.operation(
            """
            { "200": { "description": "Prices.", "content": { "text/event-stream": {
                "itemSchema": { "$ref": "#/components/schemas/Price" } } } } }
            """
        )
        let text = try harness.text()
        #expect(text.contains(#""contentType": "text/event-stream""#))
        let reloaded = SpecLoader.load(text: Array(text.utf8), path: "t.json")
        #expect(reloaded.diagnostics.map(\.description) == [])
        let response = try #require(reloaded.spec?.endpoints.first?.responses.first)
        #expect(response.mediaType.kind == .eventStream)
        #expect(response.schema?.kind == .reference("Price"))
    }

    // MARK: Streams beside JSON

    private static func chat(_ responses: String) -> ImportHarness {
        ImportHarness(
            openapi: "3.0.3",
            paths: """
                { "/chat": { "post": { "operationId": "chat",
                  "requestBody": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Ask" } } } },
                  "responses": \(responses) } } }
                """,
            components: """
                { "schemas": {
                  "Ask": { "type": "object", "properties": { "stream": { "type": "boolean" } } },
                  "Price": { "type": "object", "properties": { "amount": { "type": "number" } } } } }
                """
        )
    }

    @Test func jsonAndAnEventStreamUnderOneStatusKeepBoth() throws {
        let harness = Self.chat(
            """
            { "200": { "description": "P.", "content": {
                "application/json": { "schema": { "$ref": "#/components/schemas/Price" } },
                "text/event-stream": { "schema": { "$ref": "#/components/schemas/Price" },
                  "example": "event: tick\\ndata: {\\"amount\\": 1}\\n\\ndata: [DONE]\\n\\n" } } } }
            """
        )
        #expect(harness.diagnostics == [])
        let endpoint = try harness.endpoint("chat")
        #expect(endpoint.successResponse?.mediaType.kind == .json)
        let stream = try #require(endpoint.successResponse?.stream)
        #expect(stream.mediaType.kind == .eventStream)
        #expect(stream.schema.kind == .reference("Price"))
        let example = try #require(endpoint.examples.first { $0.isStream })
        #expect(
            example.body
                == .array([
                    .object([SpecMember("event", .string("tick")), SpecMember("data", .string(#"{"amount": 1}"#))]),
                    .object([SpecMember("event", .string("message")), SpecMember("data", .string("[DONE]"))]),
                ])
        )
        // The written spec says it too, and reads back the same.
        let text = try harness.text()
        let reloaded = SpecLoader.load(text: Array(text.utf8), path: "t.json")
        #expect(reloaded.diagnostics.map(\.description) == [])
        #expect(reloaded.spec?.endpoints.first?.successResponse?.stream?.schema.kind == .reference("Price"))
    }

    @Test func everyStreamThatCannotBeGeneratedIsAWarningWithALoss() throws {
        let harness = Self.chat(
            """
            { "200": { "description": "P.", "content": {
                "application/json": { "schema": { "$ref": "#/components/schemas/Price" } },
                "text/event-stream": { "schema": { "$ref": "#/components/schemas/Price" } },
                "application/x-ndjson": { "schema": { "$ref": "#/components/schemas/Price" } } } },
              "201": { "description": "C.", "content": {
                "application/json": { "schema": { "$ref": "#/components/schemas/Price" } },
                "text/event-stream": { "schema": { "$ref": "#/components/schemas/Price" } } } },
              "400": { "description": "E.", "content": {
                "application/json": { "schema": { "$ref": "#/components/schemas/Price" } },
                "text/event-stream": {} } } }
            """
        )
        let endpoint = try harness.endpoint("chat")
        #expect(endpoint.successResponse?.stream?.mediaType.kind == .eventStream)
        #expect(endpoint.responses.filter { $0.stream != nil }.count == 1)
        #expect(
            harness.warningMessages == [
                "the 200 response offers application/x-ndjson beside JSON and text/event-stream; a call gets one "
                    + "streaming alternative, text/event-stream, so application/x-ndjson is not generated",
                "the 201 response offers text/event-stream beside JSON, but only the call's own success response "
                    + "(200) can have a streaming call; the stream is not generated",
                "the 400 response offers text/event-stream beside JSON; an error response is read whole as JSON, so "
                    + "the stream is not read",
            ]
        )
        #expect(harness.result.diagnostics.allSatisfy { $0.loss == Diagnostic.Loss(.response) })
    }

    @Test func aStreamingCallNameTakenByAnotherOperationIsAWarning() throws {
        let harness = ImportHarness(
            openapi: "3.0.3",
            paths: """
                { "/a": { "get": { "operationId": "chat", "responses": { "200": { "description": "P.", "content": {
                    "application/json": { "schema": { "type": "string" } },
                    "text/event-stream": { "schema": { "type": "string" } } } } } } },
                  "/b": { "get": { "operationId": "chatStream", "responses": { "204": { "description": "N." } } } } }
                """
        )
        #expect(try harness.endpoint("chat").successResponse?.stream == nil)
        #expect(harness.warningMessages.count == 1)
        #expect(harness.warningMessages.first?.contains("its streaming call's name, 'chatStream'") == true)
    }
}
