@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

/// `JSONLinesFramer` and `JSONTextSequenceFramer`: records, whitespace, limits and chunk boundaries.
@Suite("JSON Lines and JSON text sequence framing")
struct JSONRecordFramerTests {
    private func lines(_ text: String, limit: Int = 1 << 20) throws -> [String] {
        var framer = JSONLinesFramer(maximumLineSize: limit)
        return try (framer.records(in: Array(text.utf8)) + framer.finish()).map { String(decoding: $0, as: UTF8.self) }
    }

    private func sequence(_ text: String, limit: Int = 1 << 20) throws -> [String] {
        var framer = JSONTextSequenceFramer(maximumRecordSize: limit)
        return try (framer.records(in: Array(text.utf8)) + framer.finish()).map { String(decoding: $0, as: UTF8.self) }
    }

    // MARK: JSON Lines

    @Test func linesAreRecordsWithCRLFAndBlankLinesTolerated() throws {
        #expect(try lines("{\"a\":1}\r\n\n  \n[2]\n\"three\"") == ["{\"a\":1}", "[2]", "\"three\""])
    }

    @Test func aMalformedLineIsPassedOnForItsConsumerToReport() throws {
        #expect(try lines("{\"a\":1}\n{oops\n3\n") == ["{\"a\":1}", "{oops", "3"])
    }

    @Test func aLineOverTheLimitIsAnError() throws {
        #expect(try lines(String(repeating: "1", count: 8) + "\r\n", limit: 8) == ["11111111"])
        #expect(throws: StreamFramingError.recordTooLarge(limit: 8)) {
            _ = try lines(String(repeating: "1", count: 9) + "\n", limit: 8)
        }
        #expect(throws: StreamFramingError.recordTooLarge(limit: 8)) {
            _ = try lines(String(repeating: "1", count: 8) + "\r1\n", limit: 8)
        }
    }

    // MARK: JSON text sequences

    @Test func recordsStartWithTheSeparatorAndEndWithALineFeed() throws {
        #expect(try sequence("\u{1E}{\"a\":1}\n\u{1E} [2] \n\u{1E}\n\u{1E}3\n") == ["{\"a\":1}", "[2]", "3"])
        #expect(try sequence("  \n\u{1E}1\n") == ["1"])
    }

    @Test func bytesBeforeTheFirstSeparatorAreAnError() {
        #expect(throws: StreamFramingError.missingRecordSeparator) { _ = try sequence("1\n\u{1E}2\n") }
    }

    @Test func aRecordWithoutItsLineFeedMayBeCutShort() {
        #expect(throws: StreamFramingError.truncatedRecord) { _ = try sequence("\u{1E}12\u{1E}3\n") }
        #expect(throws: StreamFramingError.truncatedRecord) { _ = try sequence("\u{1E}1\n\u{1E}{\"a\":") }
    }

    @Test func aRecordOverTheLimitIsAnError() {
        #expect(throws: StreamFramingError.recordTooLarge(limit: 4)) { _ = try sequence("\u{1E}123456\n", limit: 4) }
    }

    // MARK: Chunk boundaries

    @Test func anySplitIntoChunksGivesTheSameRecords() throws {
        var generator = SeededGenerator(seed: 0x75_0001)
        let pieces = ["{", "}", "1", " ", "\n", "\r", "\r\n", "\u{1E}", "\"x\"", "[", "]"]
        for _ in 0..<2000 {
            let count = Int.random(in: 0...30, using: &generator)
            let stream = Array((0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined().utf8)
            let sizes = (0..<stream.count).map { _ in Int.random(in: 1...8, using: &generator) }
            #expect(
                Self.outcome(JSONLinesFramer(maximumLineSize: 16), stream)
                    == Self.outcome(JSONLinesFramer(maximumLineSize: 16), stream, chunkSizes: sizes)
            )
            #expect(
                Self.outcome(JSONTextSequenceFramer(maximumRecordSize: 16), stream)
                    == Self.outcome(JSONTextSequenceFramer(maximumRecordSize: 16), stream, chunkSizes: sizes)
            )
        }
    }

    /// The records `framer` finds in `stream` fed in chunks of `chunkSizes` (one chunk when empty), or its error.
    private static func outcome<Framer: StreamFramer>(
        _ framer: Framer,
        _ stream: [UInt8],
        chunkSizes: [Int] = []
    ) -> Result<[Framer.Record], StreamFramingError> {
        var sizes = chunkSizes[...]
        return FramingOutcome.of(framer, stream) { sizes.popFirst() ?? stream.count }
    }
}
