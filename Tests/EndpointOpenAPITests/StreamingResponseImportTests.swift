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
}
