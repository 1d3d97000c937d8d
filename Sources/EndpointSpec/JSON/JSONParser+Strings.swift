// MARK: - Strings

extension JSONParser {
    /// Parses a string starting at its opening quote, validating escapes and UTF-8.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = here
        advance()
        lastStringWasVerbatim = true
        // Most strings are printable ASCII up to the closing quote: made straight from the input bytes.
        var end = index
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
                advance(by: end - index + 1)
                return text
            }
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { break }
            end += 1
        }
        var buffer = Array(bytes[index..<end])
        advance(by: end - index)
        while true {
            guard let byte = current else {
                throw JSONSyntaxError(message: "unterminated string; expected a closing '\"'", location: start)
            }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                lastStringWasVerbatim = false
                try parseEscape(into: &buffer, stringStart: start)
            case 0..<0x20:
                throw failure(
                    "unescaped control character \(Self.scalarName(UInt32(byte))) in a string; "
                        + "write it as an escape such as '\\n' or '\\u00\(Self.hex(UInt32(byte), width: 2))'"
                )
            case 0x20..<0x80:
                buffer.append(byte)
                advance()
            default:
                guard let length = Self.validScalarLength(in: bytes, at: index) else {
                    throw failure("invalid UTF-8 byte 0x\(Self.hex(UInt32(byte), width: 2)) in a string")
                }
                buffer.append(contentsOf: bytes[index..<index + length])
                index += length
                column += 1
            }
        }
    }

    private mutating func parseEscape(into buffer: inout [UInt8], stringStart: SourceLocation) throws(JSONSyntaxError) {
        let escapeLocation = here
        advance()
        guard let byte = current else {
            throw JSONSyntaxError(message: "unterminated string; expected a closing '\"'", location: stringStart)
        }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let replacement = simple[byte] {
            buffer.append(replacement)
            advance()
            return
        }
        guard byte == UInt8(ascii: "u") else {
            let found = describeCurrent()
            throw JSONSyntaxError(
                message: "invalid escape sequence: '\\' followed by \(found); valid escapes are "
                    + "\\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX",
                location: escapeLocation
            )
        }
        advance()
        let unit = try parseHexQuad(escapeLocation: escapeLocation)
        var scalarValue = unit
        if (0xD800..<0xDC00).contains(unit) {
            guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else {
                throw lonelySurrogate(unit, at: escapeLocation)
            }
            let lowLocation = here
            advance(by: 2)
            let low = try parseHexQuad(escapeLocation: lowLocation)
            guard (0xDC00..<0xE000).contains(low) else {
                throw lonelySurrogate(unit, at: escapeLocation)
            }
            scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(unit) {
            throw lonelySurrogate(unit, at: escapeLocation)
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw lonelySurrogate(unit, at: escapeLocation)
        }
        buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func parseHexQuad(escapeLocation: SourceLocation) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw JSONSyntaxError(
                    message:
                        "invalid unicode escape: '\\u' must be followed by 4 hex digits, found \(describeCurrent())",
                    location: escapeLocation
                )
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    private func lonelySurrogate(_ unit: UInt32, at location: SourceLocation) -> JSONSyntaxError {
        JSONSyntaxError(
            message: "unpaired surrogate '\\u\(Self.hex(unit, width: 4))' in a string; a high surrogate "
                + "(D800–DBFF) must be followed by a low surrogate (DC00–DFFF)",
            location: location
        )
    }

    // MARK: - Describing input

    /// The word of ASCII letters, digits and underscores starting at the current position.
    mutating func currentWord() -> String {
        var end = index
        while end < bytes.count, end - index < 24 {
            let byte = bytes[end]
            let isWordByte =
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            guard isWordByte else { break }
            end += 1
        }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    /// What is at the current position, for `found …` in messages: `'x'`, `'word'`, `end of input`.
    mutating func describeCurrent() -> String {
        guard let byte = current else { return "end of input" }
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return "'\(currentWord())'"
        case 0..<0x20, 0x7F:
            return Self.scalarName(UInt32(byte))
        case 0x20..<0x80:
            return "'\(Character(Unicode.Scalar(byte)))'"
        default:
            guard let length = Self.validScalarLength(in: bytes, at: index) else {
                return "invalid UTF-8 byte 0x\(Self.hex(UInt32(byte), width: 2))"
            }
            return "'\(String(decoding: bytes[index..<index + length], as: UTF8.self))'"
        }
    }

    // MARK: - Helpers

    /// The length of the well-formed UTF-8 sequence of a non-ASCII scalar at `offset`, or `nil` when malformed
    /// (bad lead or continuation byte, overlong form, surrogate, beyond U+10FFFF, or truncated).
    static func validScalarLength(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
        let lead = bytes[offset]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default: return nil
        }
        guard bytes.count - offset >= length, secondRange.contains(bytes[offset + 1]) else { return nil }
        for continuation in bytes[(offset + 2)..<(offset + length)] where !(0x80...0xBF).contains(continuation) {
            return nil
        }
        return length
    }

    /// `U+000A`, the conventional name of a scalar.
    static func scalarName(_ value: UInt32) -> String { "U+\(hex(value, width: 4))" }

    /// `value` in uppercase hexadecimal, zero-padded to `width` digits.
    static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
