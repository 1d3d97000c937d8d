import Testing

@testable import EndpointSpec

@Suite("Decoding a response's stream beside its JSON")
struct StreamingAlternativeDecodingTests {
    private static let models = """
        {"Ask": {"properties": {"q": {"type": "string"}, "stream": {"type": "boolean"}, "live": {"type": "boolean"},
                                "n": {"type": "integer"}}},
         "Answer": {"properties": {"text": {"type": "string"}}},
         "Chunk": {"properties": {"delta": {"type": "string", "nullable": true}}}}
        """

    private func load(_ response: String, more: String = "", examples: String = "[]") -> SpecLoadResult {
        let text = """
            {"name": "T", "models": \(Self.models), "endpoints": {"ask": {"method": "POST", "path": "/ask",
              "body": {"$ref": "Ask"}, "responses": {"200": \(response)\(more)}, "examples": \(examples)}}}
            """
        return SpecLoader.load(text: Array(text.utf8), path: "t.json")
    }

    private func messages(_ result: SpecLoadResult) -> [String] { result.diagnostics.map(\.description) }

    @Test func aStreamKeepsItsMediaTypeItemSchemaSentinelAndEvents() throws {
        let result = load(
            #"""
            {"$ref": "Answer", "stream": {"contentType": "text/event-stream", "$ref": "Chunk", "sentinel": "[DONE]",
              "events": {"answer.delta": {"$ref": "Chunk"}, "answer.done": {"$ref": "Answer"}}}}
            """#
        )
        #expect(messages(result) == [])
        let endpoint = try #require(result.spec?.endpoints.first)
        let stream = try #require(endpoint.successResponse?.stream)
        #expect(stream.mediaType.kind == .eventStream)
        #expect(stream.schema.kind == .reference("Chunk"))
        #expect(stream.sentinel == "[DONE]")
        #expect(stream.events.map(\.name) == ["answer.delta", "answer.done"])
        #expect(stream.streamProperty == .automatic)
        #expect(endpoint.referencedModels.contains("Chunk"))
    }

    @Test func theExpandedSpecHasBothCallsAndTheirStreamProperty() throws {
        let result = load(#"{"$ref": "Answer", "stream": {"contentType": "application/x-ndjson", "$ref": "Chunk"}}"#)
        let spec = try #require(result.spec).expandingStreamingCalls()
        #expect(spec.endpoints.map(\.name) == ["ask", "askStream"])
        #expect(
            spec.endpoints.map(\.streamPropertySetting) == [
                StreamPropertySetting(property: "stream", isStreaming: false),
                StreamPropertySetting(property: "stream", isStreaming: true),
            ]
        )
        let streaming = spec.endpoints[1]
        #expect(streaming.responses.map(\.mediaType.kind) == [.jsonLines])
        #expect(streaming.successResponse?.schema?.kind == .reference("Chunk"))
    }

    @Test(
        arguments: [
            (#""live""#, "live"), ("false", nil), (#""stream""#, "stream"),
        ] as [(String, String?)]
    )
    func theStreamPropertyCanBeNamedOrTurnedOff(setting: String, property: String?) throws {
        let result = load(
            #"{"$ref": "Answer", "stream": {"contentType": "text/event-stream", "streamProperty": "# + setting + "}}"
        )
        #expect(messages(result) == [])
        let spec = try #require(result.spec).expandingStreamingCalls()
        #expect(spec.endpoints.last?.streamPropertySetting?.property == property)
    }

    @Test func mistakesAreLocatedErrors() {
        #expect(
            messages(load(#"{"$ref": "Answer", "stream": {"contentType": "application/json", "$ref": "Chunk"}}"#))
                .contains {
                    $0.contains("'stream' of response '200' of endpoint 'ask' must name a streaming media type")
                }
        )
        #expect(
            messages(load(#"{"$ref": "Answer", "stream": {"$ref": "Chunk"}}"#))
                .contains { $0.contains("is missing required key 'contentType'") }
        )
        #expect(
            messages(load(#"{"$ref": "Answer", "stream": {"contentType": "application/jsonl", "sentinel": "[DONE]"}}"#))
                .contains { $0.contains("'sentinel' applies only to a text/event-stream response") }
        )
        #expect(
            messages(
                load(#"{"$ref": "Answer", "stream": {"contentType": "text/event-stream", "streamProperty": "n"}}"#)
            )
            .contains { $0.contains("'streamProperty' names 'n', but the request body of endpoint 'ask'") }
        )
        #expect(
            messages(
                load(
                    #"{"$ref": "Answer"}"#,
                    more: #", "400": {"$ref": "Answer", "stream": {"contentType": "text/event-stream"}}"#
                )
            )
            .contains { $0.contains("'stream' applies only to a success (2xx) response") }
        )
        #expect(
            messages(load(#"{"$ref": "Answer", "stream": {"contentType": "text/event-stream", "stram": 1}}"#))
                .contains { $0.contains("unknown key 'stram'") }
        )
    }

    @Test func aStreamExampleIsCheckedAgainstTheItemSchema() throws {
        let stream = #"{"$ref": "Answer", "stream": {"contentType": "text/event-stream", "$ref": "Chunk"}}"#
        let good = load(
            stream,
            examples: #"[{"status": 200, "stream": true, "body": [{"delta": "a"}, {"delta": null}]}]"#
        )
        #expect(messages(good) == [])
        #expect(try #require(good.spec?.endpoints.first?.examples.first).isStream)
        let named = load(
            stream,
            examples: #"[{"status": 200, "stream": true, "body": [{"event": "x", "data": {"delta": "a"}}]}]"#
        )
        #expect(messages(named) == [])
        let bad = load(stream, examples: #"[{"status": 200, "stream": true, "body": [{"delta": 1}]}]"#)
        #expect(!messages(bad).isEmpty)
        let noStream = load(#"{"$ref": "Answer"}"#, examples: #"[{"status": 200, "stream": true, "body": []}]"#)
        #expect(messages(noStream).contains { $0.contains("whose responses have no 'stream'") })
    }
}
