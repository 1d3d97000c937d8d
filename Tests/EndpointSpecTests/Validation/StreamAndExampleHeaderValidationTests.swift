import Testing

@testable import EndpointSpec

/// A streaming response beside another 2xx body, and an example header whose name is not a token, are the
/// validator's: a spec meets these rules however it was made, with the header-name rule the one header parameters
/// and response headers meet.
@Suite("Streaming responses and example headers: one validation stage")
struct StreamAndExampleHeaderValidationTests {
    private static let spec = """
        name: Feed
        endpoints:
          events:
            method: GET
            path: /events
            responses:
              "200": { contentType: text/event-stream, type: string }
              "201": { type: string }
            examples: [ { status: 201, body: "x", headers: { "A B": "1", X-Ok: "2" } } ]
        """

    private static let expected = [
        "feed.yaml:7:7: error: response '200' of endpoint 'events' streams text/event-stream, so it must be the "
            + "endpoint's only 2xx response with a body",
        "feed.yaml:8:7: note: the other 2xx response with a body is here",
        "feed.yaml:9:54: error: example header 'A B' is not a valid HTTP header name; use letters, digits and "
            + "!#$%&'*+-.^_`|~ only",
    ]

    @Test func aWrittenSpecGetsTheRulesAtTheDecodersLocations() {
        let result = SpecLoader().load(bytes: Array(Self.spec.utf8), path: "feed.yaml")
        #expect(ConfiguredSpec.messages(result) == Self.expected)
    }

    @Test func aConfiguredSpecGetsThemOnce() throws {
        let configured = ConfigurationFile.load(bytes: Array("name: Stream\n".utf8), path: "endpointkit.yaml")
        let configuration = try #require(configured.configuration)
        let result = SpecLoader().load(bytes: Array(Self.spec.utf8), path: "feed.yaml", configuration: configuration)
        #expect(ConfiguredSpec.messages(result) == Self.expected)
    }

    @Test func aSpecBuiltInMemoryMeetsTheSameRulesAtTheExample() throws {
        let valid = Self.spec
            .replacingOccurrences(of: "\"201\": { type: string }", with: "\"204\": {}")
            .replacingOccurrences(
                of: "status: 201, body: \"x\", headers: { \"A B\": \"1\", X-Ok: \"2\" }",
                with: "status: 204"
            )
        var spec = try #require(SpecLoader().load(bytes: Array(valid.utf8), path: "feed.yaml").spec)
        spec.endpoints[0].examples[0].headers.append(ExampleHeader(name: "Bad Name", value: "1"))
        var validator = SpecValidator(importedSpec: spec)
        validator.validate()
        #expect(
            validator.log.sortedDiagnostics.map(\.description) == [
                "feed.yaml:9:17: error: example header 'Bad Name' is not a valid HTTP header name; use letters, "
                    + "digits and !#$%&'*+-.^_`|~ only"
            ]
        )
    }
}
