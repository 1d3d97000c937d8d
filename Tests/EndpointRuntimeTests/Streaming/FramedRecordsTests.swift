@_spi(Generated) import EndpointRuntime
import Foundation
import Testing

/// `FramedRecords` over asynchronous chunk sequences: records in order, errors after what was already found.
@Suite("Framed records over asynchronous chunks")
struct FramedRecordsTests {
    private struct LostConnection: Error, Equatable {}

    private static func chunks(_ parts: [String], failingAtEnd: Bool = false) -> AsyncThrowingStream<Data, any Error> {
        AsyncThrowingStream { continuation in
            for part in parts { continuation.yield(Data(part.utf8)) }
            continuation.finish(throwing: failingAtEnd ? LostConnection() : nil)
        }
    }

    @Test func eventsSplitAcrossChunksArriveWhole() async throws {
        let records = FramedRecords(
            Self.chunks(["data: a", "\ndata: b\n", "\nevent: e\ndata: c\n\n"]),
            framer: ServerSentEventParser()
        )
        var events: [ServerSentEvent] = []
        for try await event in records { events.append(event) }
        #expect(events == [ServerSentEvent(data: "a\nb"), ServerSentEvent(type: "e", data: "c")])
    }

    @Test func aLostConnectionEndsTheSequenceAfterTheRecordsAlreadyFound() async throws {
        var iterator = FramedRecords(Self.chunks(["1\n2\n", "3"], failingAtEnd: true), framer: JSONLinesFramer())
            .makeAsyncIterator()
        #expect(try await iterator.next() == Data("1".utf8))
        #expect(try await iterator.next() == Data("2".utf8))
        await #expect(throws: LostConnection()) { _ = try await iterator.next() }
        #expect(try await iterator.next() == nil)
    }

    @Test func theLastLineWithoutALineFeedArrivesAtTheEnd() async throws {
        var lines: [String] = []
        for try await line in FramedRecords(Self.chunks(["{\"a\":1}\n{\"b\"", ":2}"]), framer: JSONLinesFramer()) {
            lines.append(String(decoding: line, as: UTF8.self))
        }
        #expect(lines == ["{\"a\":1}", "{\"b\":2}"])
    }

    @Test func aFramingErrorEndsTheSequence() async throws {
        var iterator = FramedRecords(Self.chunks(["\u{1E}1\n\u{1E}2"]), framer: JSONTextSequenceFramer())
            .makeAsyncIterator()
        #expect(try await iterator.next() == Data("1".utf8))
        await #expect(throws: StreamFramingError.truncatedRecord) { _ = try await iterator.next() }
        #expect(try await iterator.next() == nil)
    }

    @Test func decodedRecordsBecomeTypedValues() async throws {
        struct Tick: Decodable, Equatable { let price: Int }
        var ticks: [Tick] = []
        for try await line in FramedRecords(
            Self.chunks(["{\"price\":1}\n{\"pri", "ce\":2}\n"]),
            framer: JSONLinesFramer()
        ) {
            ticks.append(try JSONCoding.decode(Tick.self, from: line))
        }
        #expect(ticks == [Tick(price: 1), Tick(price: 2)])
    }
}
