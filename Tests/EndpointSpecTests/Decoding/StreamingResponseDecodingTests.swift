import Testing

@testable import EndpointSpec

@Suite("Decoding streaming responses: text/event-stream, JSON Lines, JSON text sequences")
struct StreamingResponseDecodingTests {
    private func load(_ endpoint: String, models: String = "{}") -> SpecLoadResult {
        let text = #"{"name": "T", "models": "# + models + #", "endpoints": {"e": "# + endpoint + "}}"
        return SpecLoader.load(text: Array(text.utf8), path: "t.json")
    }

    private func endpoint(_ endpoint: String, models: String = "{}") throws -> EndpointDefinition {
        let result = load(endpoint, models: models)
        #expect(result.diagnostics.map(\.description) == [])
        return try #require(result.spec?.endpoints.first)
    }

    private static let price = #"{"Price": {"properties": {"amount": {"type": "number"}}}}"#

    @Test(
        arguments: [
            ("text/event-stream", BodyMediaType.Kind.eventStream),
            ("application/jsonl", .jsonLines),
            ("application/x-ndjson", .jsonLines),
            ("application/jsonlines", .jsonLines),
            ("application/json-seq", .jsonSequence),
            ("Text/Event-Stream; charset=utf-8", .eventStream),
        ]
    )
    func streamingMediaTypesKeepTheSchemaOfEachItem(mediaType: String, kind: BodyMediaType.Kind) throws {
        let endpoint = try endpoint(
            #"{"method": "GET", "path": "/e", "responses": {"200": {"contentType": ""# + mediaType
                + #"", "$ref": "Price", "description": "Updates."}}}"#,
            models: Self.price
        )
        let response = try #require(endpoint.responses.first)
        #expect(response.mediaType.kind == kind)
        #expect(response.mediaType.kind.isStreaming)
        #expect(response.schema?.kind == .reference("Price"))
        #expect(response.description == "Updates.")
    }

    @Test func withoutASchemaEventsAreTextAndValuesAreAnyJSON() throws {
        let events = try endpoint(
            #"{"method": "GET", "path": "/e", "responses": {"200": {"contentType": "text/event-stream"}}}"#
        )
        let values = try endpoint(
            #"{"method": "GET", "path": "/e", "responses": {"200": {"contentType": "application/x-ndjson"}}}"#
        )
        #expect(events.responses.map(\.schema?.kind) == [.string])
        #expect(values.responses.map(\.schema?.kind) == [.any])
    }

    @Test func aSentinelEndsAnEventStream() throws {
        let endpoint = try endpoint(
            #"{"method": "POST", "path": "/e", "responses": {"200": {"contentType": "text/event-stream", "#
                + #""$ref": "Price", "sentinel": "[DONE]"}}}"#,
            models: Self.price
        )
        #expect(endpoint.responses.first?.sentinel == "[DONE]")
    }

    @Test func aSentinelOnAnotherMediaTypeOrEmptyIsALocatedError() {
        let result = load(
            #"{"method": "GET", "path": "/e", "responses": {"200": {"contentType": "application/jsonl", "#
                + #""type": "any", "sentinel": "[DONE]"}, "201": {"contentType": "text/event-stream", "sentinel": ""}}}"#
        )
        #expect(
            result.diagnostics.map(\.description) == [
                "t.json:1:94: error: response '200' of endpoint 'e' streams application/jsonl, so it must be the "
                    + "endpoint's only 2xx response with a body",
                "t.json:1:176: note: the other 2xx response with a body is here",
                "t.json:1:153: error: 'sentinel' applies only to a text/event-stream response, not application/jsonl",
                "t.json:1:232: error: 'sentinel' must not be empty: it is the data of the event that ends the "
                    + "stream, such as \"[DONE]\"",
            ]
        )
    }

    @Test func aStreamingErrorResponseIsReadWholeAsBytes() throws {
        let endpoint = try endpoint(
            #"{"method": "GET", "path": "/e", "responses": {"200": {"contentType": "text/event-stream"}, "#
                + #""422": {"contentType": "text/event-stream", "description": "Bad input."}}}"#
        )
        #expect(endpoint.responses.map(\.mediaType.kind) == [.eventStream, .binary])
        #expect(endpoint.responses.map(\.schema?.kind) == [.string, .byte])
    }

    @Test func aStreamingRequestBodyIsRawBytes() throws {
        let endpoint = try endpoint(
            #"{"method": "POST", "path": "/e", "body": {"contentType": "application/x-ndjson"}, "#
                + #""responses": {"204": {}}}"#
        )
        #expect(endpoint.bodyMediaType.kind == .binary)
        #expect(endpoint.bodyMediaType.text == "application/x-ndjson")
        #expect(endpoint.body?.kind == .byte)
    }

    @Test func anExampleOfAStreamListsItsEventsAndEachIsChecked() {
        let stream =
            #"{"method": "GET", "path": "/e", "responses": {"200": {"contentType": "text/event-stream", "#
            + #""$ref": "Price"}}, "examples": [{"status": 200, "body": "#
        let good = load(stream + #"[{"amount": 1}, {"amount": 2}]}]}"#, models: Self.price)
        #expect(good.diagnostics.map(\.description) == [])
        let notAList = load(stream + #"{"amount": 1}}]}"#, models: Self.price)
        #expect(
            notAList.diagnostics.map(\.description) == [
                "t.json:1:249: error: an example of the `200` response, which streams text/event-stream, must be an "
                    + "array of its events' data, in order"
            ]
        )
        let wrongType = load(stream + #"[{"amount": "one"}]}]}"#, models: Self.price)
        #expect(wrongType.diagnostics.count == 1)
        #expect(wrongType.diagnostics.first?.severity == .warning)
    }

    private func exampleWithInterval(_ interval: String, status: String = "200") -> SpecLoadResult {
        load(
            #"{"method": "GET", "path": "/e", "responses": {"200": {"contentType": "application/x-ndjson"}, "#
                + #""404": {"description": "None."}}, "examples": [{"status": "# + status + #", "body": [1, 2], "#
                + #""intervalMilliseconds": "# + interval + "}]}"
        )
    }

    @Test func anIntervalPacesAStreamingExample() throws {
        let result = exampleWithInterval("1500")
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.spec?.endpoints.first?.examples.first?.itemInterval == .milliseconds(1500))
        #expect(
            load(#"{"method": "GET", "path": "/e", "examples": [{"status": 204}]}"#)
                .spec?.endpoints.first?.examples.first?.itemInterval == nil
        )
    }

    private static let outOfRange =
        "error: 'intervalMilliseconds' must be a whole number of milliseconds from 0 to 600000 (ten minutes), found "

    @Test(
        arguments: [
            ("-1", outOfRange + "-1"),
            ("1.5", outOfRange + "1.5"),
            ("600001", outOfRange + "600001"),
            (#""1s""#, "error: 'intervalMilliseconds' must be a number of milliseconds, found a string"),
        ]
    )
    func anIntervalMustBeMillisecondsUpToTenMinutes(interval: String, message: String) {
        let diagnostics = exampleWithInterval(interval).diagnostics.map(\.description)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasSuffix(message) == true, "\(diagnostics)")
    }

    @Test func anIntervalOnlyPacesAStreamingResponse() {
        let diagnostics = exampleWithInterval("10", status: "404").diagnostics.map(\.description)
        #expect(
            diagnostics.contains(
                "t.json:1:221: error: 'intervalMilliseconds' paces the items of a streaming response "
                    + "(text/event-stream, JSON Lines, application/json-seq); the `404` response is without a body"
            ),
            "\(diagnostics)"
        )
    }

    private func repository(_ method: String) -> SpecLoadResult {
        let text = """
            {
              "name": "T",
              "models": { "Tick": { "properties": { "n": { "type": "integer" } } } },
              "endpoints": {
                "watch": {
                  "method": "GET",
                  "path": "/watch",
                  "responses": { "200": { "contentType": "text/event-stream", "$ref": "Tick" } }
                }
              },
              "repositories": { "Watcher": { "methods": { "watch": \(method) } } }
            }
            """
        return SpecLoader.load(text: Array(text.utf8), path: "t.json")
    }

    @Test func aRepositoryMethodOverAStreamNamesTheTypeOfEachItem() {
        #expect(repository(#"{ "endpoint": "watch", "returns": "TickDTO" }"#).diagnostics.isEmpty)
        #expect(
            repository(#"{ "endpoint": "watch", "returns": "Void" }"#).diagnostics.map(\.description) == [
                "t.json:11:90: error: method 'watch' returns 'Void', but endpoint 'watch' streams its response; "
                    + "name the type of each item in 'returns' (the method returns an AsyncThrowingStream of them)"
            ]
        )
        #expect(
            repository(#"{ "endpoint": "watch", "returns": "Int", "from": "n" }"#).diagnostics.map(\.description) == [
                "t.json:11:105: error: 'from' cannot pick a property of endpoint 'watch''s items: its response is a "
                    + "stream (text/event-stream), and a repository method returns its items whole"
            ]
        )
    }
}
