@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Testing

/// Random event streams, parsed in one chunk and in random chunks, against a plain reading of the standard.
@Suite("Server-sent event parsing, properties")
struct ServerSentEventPropertyTests {
    /// Pieces that exercise every rule, line endings included.
    private static let pieces = [
        "data", "data:", "data: ", "event:", "id:", "id", "retry:", "retry: 12", ":", " ", "x", "é", "\u{0}", "1",
        "\n", "\r", "\r\n", "\n\n", "foo:",
    ]

    private static func randomStream(using generator: inout SeededGenerator) -> [UInt8] {
        let count = Int.random(in: 0...40, using: &generator)
        return Array((0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined().utf8)
    }

    @Test func anySplitIntoChunksGivesTheSameEventsAsOneChunk() throws {
        var generator = SeededGenerator(seed: 0x55E_0001)
        for _ in 0..<2000 {
            let stream = Self.randomStream(using: &generator)
            var whole = ServerSentEventParser()
            let expected = try whole.records(in: stream) + whole.finish()
            var chunked = ServerSentEventParser()
            var actual: [ServerSentEvent] = []
            var rest = stream[...]
            while !rest.isEmpty {
                let size = Int.random(in: 1...max(1, rest.count), using: &generator)
                actual += try chunked.records(in: rest.prefix(size))
                rest = rest.dropFirst(size)
            }
            actual += try chunked.finish()
            #expect(actual == expected, "\(String(decoding: stream, as: UTF8.self).debugDescription)")
        }
    }

    @Test func theParserAgreesWithAPlainReadingOfTheStandard() throws {
        var generator = SeededGenerator(seed: 0x55E_0002)
        for _ in 0..<2000 {
            let stream = Self.randomStream(using: &generator)
            var parser = ServerSentEventParser()
            let actual = try parser.records(in: stream) + parser.finish()
            #expect(actual == Self.reference(String(decoding: stream, as: UTF8.self)), "\(stream)")
        }
    }

    /// The standard's steps written as plainly as possible: the oracle for the parser.
    private static func reference(_ text: String) -> [ServerSentEvent] {
        var lines = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeLast()  // what follows the last line ending is an unfinished line, discarded with its event
        var events: [ServerSentEvent] = []
        var data = ""
        var type = ""
        var id = ""
        var retry: Int?
        for line in lines {
            if line.isEmpty {
                if !data.isEmpty {
                    data.removeLast()
                    events.append(
                        ServerSentEvent(
                            type: type.isEmpty ? "message" : type,
                            data: data,
                            lastEventID: id,
                            retryMilliseconds: retry
                        )
                    )
                }
                data = ""
                type = ""
                continue
            }
            if line.hasPrefix(":") { continue }
            var name = line
            var value = ""
            if let colon = line.firstIndex(of: ":") {
                name = String(line[..<colon])
                value = String(line[line.index(after: colon)...])
                if value.hasPrefix(" ") { value.removeFirst() }
            }
            switch name {
            case "event": type = value
            case "data": data += value + "\n"
            case "id" where !value.contains("\u{0}"): id = value
            case "retry" where !value.isEmpty && value.allSatisfy({ $0.isASCII && $0.isNumber }): retry = Int(value)
            default: break
            }
        }
        return events
    }
}
