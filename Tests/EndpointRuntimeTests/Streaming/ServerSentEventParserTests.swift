@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Testing

/// `ServerSentEventParser` against the HTML Living Standard's event-stream rules (§9.2.6) and its examples.
@Suite("Server-sent event parsing")
struct ServerSentEventParserTests {
    private func events(_ text: String, limit: Int = 1 << 20) throws -> [ServerSentEvent] {
        var parser = ServerSentEventParser(maximumEventSize: limit)
        return try parser.records(in: Array(text.utf8)) + parser.finish()
    }

    // MARK: The standard's examples

    @Test func dataLinesAreJoinedWithLineFeeds() throws {
        #expect(try events("data: YHOO\ndata: +2\ndata: 10\n\n") == [ServerSentEvent(data: "YHOO\n+2\n10")])
    }

    @Test func idsPersistAndAnEmptyIDResetsThem() throws {
        let stream = ": test stream\n\ndata: first event\nid: 1\n\ndata:second event\nid\n\ndata:  third event\n\n"
        #expect(
            try events(stream) == [
                ServerSentEvent(data: "first event", lastEventID: "1"),
                ServerSentEvent(data: "second event", lastEventID: ""),
                ServerSentEvent(data: " third event", lastEventID: ""),
            ]
        )
    }

    @Test func emptyDataFieldsStillDispatchAndAnUnfinishedEventIsDiscarded() throws {
        #expect(try events("data\n\ndata\ndata\n\ndata:") == [ServerSentEvent(data: ""), ServerSentEvent(data: "\n")])
    }

    @Test func oneLeadingSpaceIsOptional() throws {
        #expect(
            try events("data:test\n\ndata: test\n\n") == [ServerSentEvent(data: "test"), ServerSentEvent(data: "test")]
        )
    }

    // MARK: Fields

    @Test func eventNamesTheTypeForOneEventOnly() throws {
        #expect(
            try events("event: add\ndata: 73857293\n\ndata: 1\n\n") == [
                ServerSentEvent(type: "add", data: "73857293"), ServerSentEvent(type: "message", data: "1"),
            ]
        )
    }

    @Test func anEventWithoutDataIsNotDispatchedButItsIDAndRetryCount() throws {
        #expect(
            try events("id: 7\nretry: 2500\nevent: ping\n\ndata: x\n\n") == [
                ServerSentEvent(type: "message", data: "x", lastEventID: "7", retryMilliseconds: 2500)
            ]
        )
    }

    @Test func malformedRetryAndIDsWithNULAreIgnored() throws {
        #expect(
            try events("retry: 10a\nretry:\nid: a\u{0}b\ndata: x\n\n") == [ServerSentEvent(data: "x", lastEventID: "")]
        )
        #expect(try events("retry: 99999999999999999999999\ndata: x\n\n").first?.retryMilliseconds == Int.max)
    }

    @Test func unknownFieldsAndCommentsAreIgnored() throws {
        #expect(try events(":hi\nfoo: bar\nDATA: no\ndata: yes\n: bye\n\n") == [ServerSentEvent(data: "yes")])
    }

    @Test func onlyTheFirstColonSeparatesTheValue() throws {
        #expect(try events("data: a: b:c\n\n") == [ServerSentEvent(data: "a: b:c")])
    }

    // MARK: Lines and bytes

    @Test(arguments: ["\n", "\r", "\r\n"])
    func everyLineEndingWorks(ending: String) throws {
        let stream = ["event: e", "data: 1", "data: 2", "", "data: 3", "", ""].joined(separator: ending)
        #expect(try events(stream) == [ServerSentEvent(type: "e", data: "1\n2"), ServerSentEvent(data: "3")])
    }

    @Test func aCRAtTheEndOfAChunkAndTheLFStartingTheNextAreOneLineEnding() throws {
        var parser = ServerSentEventParser()
        let first = try parser.records(in: Array("data: a\r".utf8))
        let second = try parser.records(in: Array("\ndata: b\r\n\r\n".utf8))
        #expect(first.isEmpty)
        #expect(second == [ServerSentEvent(data: "a\nb")])
    }

    @Test func theByteOrderMarkIsDroppedOnlyAtTheStart() throws {
        #expect(
            try events("\u{FEFF}data: x\n\n\u{FEFF}data: y\n\ndata: z\n\n") == [
                ServerSentEvent(data: "x"), ServerSentEvent(data: "z"),
            ]
        )
        // Bytes that only begin like a byte order mark are kept: here they make the field name unknown.
        var parser = ServerSentEventParser()
        #expect(
            try parser.records(in: [0xEF, 0xBB] + Array("data: q\n\ndata: r\n\n".utf8)) == [ServerSentEvent(data: "r")]
        )
        #expect(try self.events("\u{EF}data: x\n\n").isEmpty)  // U+00EF is C3 AF, not the mark: a field "ïdata"
    }

    @Test func invalidUTF8BecomesTheReplacementCharacter() throws {
        var parser = ServerSentEventParser()
        let events = try parser.records(in: Array("data: a".utf8) + [0xFF] + Array("b\n\n".utf8))
        #expect(events == [ServerSentEvent(data: "a\u{FFFD}b")])
    }

    // MARK: Limits

    @Test func anEndlessLineIsCutOffAtTheLimit() {
        var parser = ServerSentEventParser(maximumEventSize: 64)
        #expect(throws: StreamFramingError.recordTooLarge(limit: 64)) {
            _ = try parser.records(in: Array("data: ".utf8) + Array(repeating: UInt8(ascii: "x"), count: 100))
        }
    }

    @Test func manyDataLinesOfOneEventCountTogether() {
        var parser = ServerSentEventParser(maximumEventSize: 64)
        let lines = String(repeating: "data: 0123456789\n", count: 10)
        #expect(throws: StreamFramingError.recordTooLarge(limit: 64)) { _ = try parser.records(in: Array(lines.utf8)) }
    }

    @Test func keepAliveCommentsDoNotAccumulate() throws {
        let stream = String(repeating: ": keep-alive\n", count: 10_000) + "data: done\n\n"
        #expect(try events(stream, limit: 64) == [ServerSentEvent(data: "done")])
    }

    @Test func anEventExactlyAtTheLimitPasses() throws {
        // "data: " (6) + 58 bytes = 64 on the line; the joined data is 58.
        let data = String(repeating: "y", count: 58)
        #expect(try events("data: \(data)\n\n", limit: 64) == [ServerSentEvent(data: data)])
    }
}
