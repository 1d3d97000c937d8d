import JSONPath

/// A small strict JSON reader for the tests: objects keep their members in order, numbers keep their exact value,
/// and `true` stays distinct from `1` (which Foundation's `JSONSerialization` does not guarantee on Linux).
struct TestJSONParser {
    struct Failure: Error, CustomStringConvertible {
        let offset: Int
        let message: String
        var description: String { "JSON error at byte \(offset): \(message)" }
    }

    private let bytes: [UInt8]
    private var position = 0

    /// The value `text` holds.
    static func parse(_ text: some Sequence<UInt8>) throws -> JSONValue {
        var parser = TestJSONParser(bytes: Array(text))
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.position == parser.bytes.count else { throw parser.failure("trailing text") }
        return value
    }

    static func parse(_ text: String) throws -> JSONValue { try parse(Array(text.utf8)) }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func parseValue(depth: Int) throws -> JSONValue {
        guard depth < 500 else { throw failure("too deep") }
        skipWhitespace()
        guard position < bytes.count else { throw failure("expected a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            var members: [JSONValue.Member] = []
            skipWhitespace()
            if peek == UInt8(ascii: "}") {
                position += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                let key = try parseString()
                skipWhitespace()
                try expect(":")
                members.append(JSONValue.Member(key, try parseValue(depth: depth + 1)))
                skipWhitespace()
                if peek == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                try expect("}")
                return .object(members)
            }
        case UInt8(ascii: "["):
            position += 1
            var elements: [JSONValue] = []
            skipWhitespace()
            if peek == UInt8(ascii: "]") {
                position += 1
                return .array(elements)
            }
            while true {
                elements.append(try parseValue(depth: depth + 1))
                skipWhitespace()
                if peek == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                try expect("]")
                return .array(elements)
            }
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try keyword("true", .bool(true))
        case UInt8(ascii: "f"): return try keyword("false", .bool(false))
        case UInt8(ascii: "n"): return try keyword("null", .null)
        default:
            let start = position
            let numberBytes = Set("+-0123456789.eE".utf8)
            while let byte = peek, numberBytes.contains(byte) { position += 1 }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            guard let number = JSONPathNumber(text: text) else { throw failure("invalid number '\(text)'") }
            return .number(number)
        }
    }

    private mutating func parseString() throws -> String {
        try expect("\"")
        var scalars = String.UnicodeScalarView()
        var pendingHigh: UInt32?
        var chunkStart = position
        func flush(_ end: Int) { scalars += String(decoding: bytes[chunkStart..<end], as: UTF8.self).unicodeScalars }
        while true {
            guard let byte = peek else { throw failure("unterminated string") }
            if byte == UInt8(ascii: "\"") {
                flush(position)
                position += 1
                return String(scalars)
            }
            guard byte == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            flush(position)
            position += 1
            guard let letter = peek else { throw failure("unterminated escape") }
            position += 1
            var unit: UInt32
            switch letter {
            case UInt8(ascii: "b"): unit = 8
            case UInt8(ascii: "f"): unit = 12
            case UInt8(ascii: "n"): unit = 10
            case UInt8(ascii: "r"): unit = 13
            case UInt8(ascii: "t"): unit = 9
            case UInt8(ascii: "u"):
                guard position + 4 <= bytes.count,
                    let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
                else { throw failure("bad \\u escape") }
                position += 4
                unit = value
            default: unit = UInt32(letter)
            }
            if let high = pendingHigh {
                pendingHigh = nil
                guard (0xDC00...0xDFFF).contains(unit) else { throw failure("lone surrogate") }
                unit = 0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)
            } else if (0xD800...0xDBFF).contains(unit) {
                pendingHigh = unit
                chunkStart = position
                continue
            }
            guard let scalar = Unicode.Scalar(unit) else { throw failure("lone surrogate") }
            scalars.append(scalar)
            chunkStart = position
        }
    }

    private mutating func keyword(_ word: String, _ value: JSONValue) throws -> JSONValue {
        let end = position + word.utf8.count
        guard end <= bytes.count, bytes[position..<end].elementsEqual(word.utf8) else { throw failure("bad literal") }
        position = end
        return value
    }

    private mutating func expect(_ character: Unicode.Scalar) throws {
        guard peek == UInt8(character.value) else { throw failure("expected '\(character)'") }
        position += 1
    }

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private func failure(_ message: String) -> Failure { Failure(offset: position, message: message) }
}
