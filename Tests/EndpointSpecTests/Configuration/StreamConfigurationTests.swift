import Testing

@testable import EndpointSpec

/// A configuration's `streams`: sentinels, the stream property and named events for documents that cannot say them.
@Suite struct StreamConfigurationTests {
    private static let spec = """
        name: Chat
        models:
          Ask: { type: object, properties: { q: { type: string }, stream: { type: boolean }, sse: { type: boolean } } }
          Answer: { type: object, properties: { text: { type: string } } }
          Created: { type: object, properties: { id: { type: string } } }
        endpoints:
          ask:
            method: POST
            path: /ask
            body: { $ref: Ask }
            responses: { "200": { $ref: Answer, stream: { contentType: text/event-stream, $ref: Answer } } }
          watch:
            method: GET
            path: /watch
            responses: { "200": { contentType: text/event-stream, $ref: Answer } }
          plain:
            method: GET
            path: /plain
            responses: { "200": { $ref: Answer } }
        """

    @Test func theDocumentsSentinelAppliesToEveryEventStreamAndAnOperationsWins() throws {
        let result = ConfiguredSpec.load(
            """
            streams:
              sentinel: "[DONE]"
              operations:
                watch: { sentinel: false }
            """,
            spec: Self.spec
        )
        #expect(ConfiguredSpec.messages(result) == [])
        let spec = try #require(result.spec)
        #expect(spec.endpoint(named: "ask")?.successResponse?.stream?.sentinel == "[DONE]")
        #expect(spec.endpoint(named: "watch")?.successResponse?.sentinel == nil)
    }

    @Test func eventsAndTheStreamPropertyApplyPerOperation() throws {
        let result = ConfiguredSpec.load(
            """
            streams:
              streamProperty: false
              operations:
                ask: { streamProperty: sse, events: { answer.created: Created, answer.done: Answer } }
            """,
            spec: Self.spec
        )
        #expect(ConfiguredSpec.messages(result) == [])
        let stream = try #require(result.spec?.endpoint(named: "ask")?.successResponse?.stream)
        #expect(stream.streamProperty == .named("sse"))
        #expect(stream.events.map(\.name) == ["answer.created", "answer.done"])
        #expect(stream.events.map(\.schema.kind) == [.reference("Created"), .reference("Answer")])
    }

    @Test func malformedSettingsAreLocatedInTheConfiguration() {
        let result = ConfiguredSpec.load(
            """
            streams:
              sentinel: ""
              operations:
                ask: { streamProperty: 3 }
            """,
            spec: Self.spec
        )
        let messages = ConfiguredSpec.messages(result)
        #expect(messages.contains { $0.hasPrefix("endpointkit.yaml:2:13: error: 'sentinel' must be the data") })
        #expect(messages.contains { $0.contains("'streamProperty' must be a property name or false") })
    }

    @Test func settingsThatApplyToNothingAreLocatedInTheConfiguration() {
        let result = ConfiguredSpec.load(
            """
            streams:
              operations:
                aks: { sentinel: "[DONE]" }
                plain: { sentinel: "[DONE]" }
                watch: { events: { a: Answer } }
                ask: { events: { a: Anser } }
            """,
            spec: Self.spec
        )
        let messages = ConfiguredSpec.messages(result)
        #expect(messages.contains { $0.contains("'streams.operations' names no endpoint 'aks'; did you mean 'ask'?") })
        #expect(messages.contains { $0.contains("endpoint 'plain' has no event stream or 'stream' response") })
        #expect(messages.contains { $0.contains("endpoint 'watch' only streams") })
        #expect(messages.contains { $0.contains("event 'a' names no model 'Anser'; did you mean 'Answer'?") })
    }
}
