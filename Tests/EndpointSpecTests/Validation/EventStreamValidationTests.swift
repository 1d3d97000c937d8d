import Testing

@testable import EndpointSpec

/// `sentinel` and `events` are checked against the streaming media type in the validator
/// (`SpecValidator+EventStreams`): a response's `sentinel` and a `stream`'s `sentinel` and `events` belong to a
/// text/event-stream, a sentinel is not empty, an event name is non-empty text on one line. A spec meets these rules
/// however it was made: written (at the decoder's locations), configured (once, at the same locations) or built in
/// memory (at the response or the stream).
@Suite("Sentinels and named events against the streaming media type: one validation stage")
struct EventStreamValidationTests {
    private static let spec = """
        name: Shop
        models:
          Chunk: { properties: { text: { type: string } } }
        endpoints:
          events:
            method: GET
            path: /events
            responses:
              "200": { contentType: text/event-stream, $ref: Chunk, sentinel: "" }
              "500": { contentType: text/event-stream, sentinel: "[DONE]" }
          lines:
            method: GET
            path: /lines
            responses: { "200": { contentType: application/jsonl, $ref: Chunk, sentinel: "[DONE]" } }
          answer:
            method: POST
            path: /answer
            responses:
              "200":
                $ref: Chunk
                stream:
                  contentType: application/jsonl
                  $ref: Chunk
                  sentinel: "[DONE]"
                  events: { delta: { $ref: Chunk } }
          chat:
            method: POST
            path: /chat
            responses:
              "200":
                $ref: Chunk
                stream:
                  contentType: text/event-stream
                  $ref: Chunk
                  sentinel: ""
                  events: { "": { $ref: Chunk }, "a\\nb": { $ref: Chunk }, done: { $ref: Chunk } }
        """

    private static let expected = [
        "shop.yaml:9:71: error: 'sentinel' must not be empty: it is the data of the event that ends the stream, "
            + "such as \"[DONE]\"",
        "shop.yaml:10:48: error: 'sentinel' applies only to a success (2xx) response; an error response is read whole",
        "shop.yaml:14:72: error: 'sentinel' applies only to a text/event-stream response, not application/jsonl",
        "shop.yaml:24:21: error: 'sentinel' applies only to a text/event-stream response, not application/jsonl",
        "shop.yaml:25:11: error: 'events' applies only to a text/event-stream response, not application/jsonl",
        "shop.yaml:35:21: error: 'sentinel' must not be empty: it is the data of the event that ends the stream, "
            + "such as \"[DONE]\"",
        "shop.yaml:36:21: error: an event name in 'events' must be non-empty text on one line",
        "shop.yaml:36:42: error: an event name in 'events' must be non-empty text on one line",
    ]

    @Test(arguments: ValidationStages.Stage.allCases)
    func aSpecTextGetsEachRuleOnceAtTheDecodersLocations(stage: ValidationStages.Stage) {
        #expect(ValidationStages.messages(of: Self.spec, at: stage) == Self.expected)
    }

    /// One change to a clean spec's stream, made in memory, and what the validator says about it.
    typealias InMemoryCase = ValidationStages.InMemoryCase<ResponseDefinition>

    private static let cleanSpec = """
        name: Shop
        models:
          Chunk: { properties: { text: { type: string } } }
        endpoints:
          answer:
            method: POST
            path: /answer
            responses:
              "200":
                $ref: Chunk
                stream: { contentType: text/event-stream, $ref: Chunk }
        """

    static let inMemoryCases: [InMemoryCase] = [
        InMemoryCase(
            testDescription: "a sentinel on a JSON response",
            change: { $0.sentinel = "[DONE]" },
            expected: [
                "shop.yaml:9:7: error: 'sentinel' applies only to a text/event-stream response, not application/json"
            ]
        ),
        InMemoryCase(
            testDescription: "an empty sentinel on a stream",
            change: { $0.stream?.sentinel = "" },
            expected: [
                "shop.yaml:11:9: error: 'sentinel' must not be empty: it is the data of the event that ends the "
                    + "stream, such as \"[DONE]\""
            ]
        ),
        InMemoryCase(
            testDescription: "an event name on two lines",
            change: { response in
                let location = response.location
                response.stream?.events = [
                    NamedStreamEvent(name: "a\nb", schema: Schema(.string, location: location), location: location)
                ]
            },
            expected: ["shop.yaml:9:7: error: an event name in 'events' must be non-empty text on one line"]
        ),
        InMemoryCase(
            testDescription: "events on a JSON Lines stream",
            change: { response in
                let location = response.location
                response.stream?.mediaType = (try? BodyMediaType.parse("application/jsonl").get()) ?? .json
                response.stream?.events = [
                    NamedStreamEvent(name: "delta", schema: Schema(.string, location: location), location: location)
                ]
            },
            expected: [
                "shop.yaml:11:9: error: 'events' applies only to a text/event-stream response, not application/jsonl"
            ]
        ),
    ]

    @Test(arguments: inMemoryCases)
    func aSpecBuiltInMemoryMeetsTheSameRulesAtTheResponseOrStream(_ testCase: InMemoryCase) throws {
        var spec = try #require(ValidationStages.cleanSpec(Self.cleanSpec))
        try testCase.change(&spec.endpoints[0].responses[0])
        #expect(ValidationStages.messages(ofSpecInMemory: spec) == testCase.expected)
    }
}
