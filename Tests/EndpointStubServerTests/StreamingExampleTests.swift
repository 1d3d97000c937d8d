import EndpointSpec
import Testing

@testable import EndpointStubServer

@Suite("Streaming examples: each listed item sent as an event, a line or a record")
struct StreamingExampleTests {
    private static let location = SourceLocation(file: "t.json", line: 1, column: 1)

    private func response(_ mediaType: String, schema: Schema.Kind, sentinel: String? = nil) throws
        -> ResponseDefinition
    {
        ResponseDefinition(
            status: .code(200),
            schema: Schema(schema, location: Self.location),
            mediaType: try BodyMediaType.parse(mediaType).get(),
            sentinel: sentinel,
            location: Self.location
        )
    }

    private func text(_ served: HTTPServerResponse) -> String {
        String(decoding: served.body, as: UTF8.self)
    }

    @Test func anEventStreamExampleSendsOneDataEventPerItemThenTheSentinel() throws {
        let body = SpecValue.array([.object([SpecMember("price", .number("1.5"))]), .string("two")])
        let served = ExampleBody.response(
            status: 200,
            body: body,
            headers: HTTPHeaders(),
            response: try response("text/event-stream", schema: .any, sentinel: "[DONE]")
        )
        #expect(served.headers["Content-Type"] == "text/event-stream")
        #expect(text(served) == "data: {\"price\":1.5}\n\ndata: \"two\"\n\ndata: [DONE]\n\n")
    }

    @Test func textEventsKeepTheirTextAndSplitLines() throws {
        let served = ExampleBody.response(
            status: 200,
            body: .array([.string("a\nb"), .string("c\r\nd")]),
            headers: HTTPHeaders(),
            response: try response("text/event-stream", schema: .string)
        )
        #expect(text(served) == "data: a\ndata: b\n\ndata: c\ndata: d\n\n")
    }

    @Test func jsonLinesAndSequencesSendOneLineOrRecordPerItem() throws {
        let items = SpecValue.array([.number("1"), .object([SpecMember("a", .bool(true))])])
        let lines = ExampleBody.response(
            status: 200,
            body: items,
            headers: HTTPHeaders(),
            response: try response("application/x-ndjson", schema: .any)
        )
        #expect(text(lines) == "1\n{\"a\":true}\n")
        #expect(lines.headers["Content-Type"] == "application/x-ndjson")
        let records = ExampleBody.response(
            status: 200,
            body: items,
            headers: HTTPHeaders(),
            response: try response("application/json-seq", schema: .any)
        )
        #expect(text(records) == "\u{1E}1\n\u{1E}{\"a\":true}\n")
    }

    @Test func anIntervalPacesTheItemsAndTheSentinelOneByOne() throws {
        let served = ExampleBody.response(
            status: 200,
            body: .array([.number("1"), .number("22")]),
            headers: HTTPHeaders(),
            response: try response("text/event-stream", schema: .any, sentinel: "[DONE]"),
            itemInterval: .milliseconds(250)
        )
        #expect(text(served) == "data: 1\n\ndata: 22\n\ndata: [DONE]\n\n")
        #expect(served.pacing == BodyPacing(partEnds: [9, 19], interval: .milliseconds(250)))
    }

    @Test func withoutAnIntervalTheItemsAreSentAtOnce() throws {
        let served = ExampleBody.response(
            status: 200,
            body: .array([.number("1"), .number("2")]),
            headers: HTTPHeaders(),
            response: try response("application/jsonl", schema: .any)
        )
        #expect(served.pacing == nil)
    }
}
