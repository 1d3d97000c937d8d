// MARK: - Names

extension QueryParser {
    /// `name-first *name-char`, at a `name-first` scalar.
    mutating func parseMemberNameShorthand() -> String {
        var name = String.UnicodeScalarView()
        while let scalar = peek, Self.isNameFirst(scalar) || Self.isDigit(scalar) {
            name.append(scalar)
            position += 1
        }
        return String(name)
    }

    /// `ALPHA / "_" / %x80-D7FF / %xE000-10FFFF` (a Swift scalar is never a surrogate).
    static func isNameFirst(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_" || scalar.value >= 0x80
    }

    // MARK: - Integers and numbers

    /// `"0" / (["-"] DIGIT1 *DIGIT)` within I-JSON's ±(2^53 − 1), at a `-` or digit; `what` names it in errors.
    mutating func parseInteger(what: String) throws(JSONPathSyntaxError) -> Int {
        let start = position
        let negative = peek == "-"
        if negative { position += 1 }
        guard let first = peek, Self.isDigit(first) else { throw error("expected a digit after '-'") }
        if first == "0" {
            if negative { throw JSONPathSyntaxError(message: "\(what) cannot be -0", column: start + 1) }
            position += 1
            if let next = peek, Self.isDigit(next) {
                throw JSONPathSyntaxError(message: "\(what) cannot have leading zeros", column: start + 1)
            }
            return 0
        }
        var value = 0
        while let scalar = peek, Self.isDigit(scalar) {
            value = value * 10 + Int(scalar.value - 0x30)
            guard value <= Self.maximumInteger else {
                throw JSONPathSyntaxError(
                    message: "\(what) is outside the I-JSON range -(2^53-1)...2^53-1",
                    column: start + 1
                )
            }
            position += 1
        }
        return negative ? -value : value
    }

    /// 2^53 − 1, the largest integer of I-JSON (RFC 7493).
    static let maximumInteger = 9_007_199_254_740_991

    /// A number literal, `(int / "-0") [frac] [exp]`, at a `-` or digit.
    mutating func parseNumberLiteral() throws(JSONPathSyntaxError) -> JSONPathNumber {
        let start = position
        if peek == "-" { position += 1 }
        guard let first = peek, Self.isDigit(first) else { throw error("expected a digit after '-'") }
        position += 1
        if first == "0", let next = peek, Self.isDigit(next) {
            throw JSONPathSyntaxError(message: "a number cannot have leading zeros", column: start + 1)
        }
        skipDigits()
        if peek == "." {
            position += 1
            guard let digit = peek, Self.isDigit(digit) else { throw error("expected a digit after '.' in a number") }
            skipDigits()
        }
        if peek == "e" || peek == "E" {
            position += 1
            if peek == "-" || peek == "+" { position += 1 }
            guard let digit = peek, Self.isDigit(digit) else {
                throw error("expected a digit in the number's exponent")
            }
            skipDigits()
        }
        let text = String(String.UnicodeScalarView(scalars[start..<position]))
        guard let number = JSONPathNumber(text: text) else {
            throw JSONPathSyntaxError(message: "invalid number \(text)", column: start + 1)
        }
        return number
    }

    private mutating func skipDigits() {
        while let scalar = peek, Self.isDigit(scalar) { position += 1 }
    }

    // MARK: - Strings

    /// A string literal in single or double quotes with RFC 9535's escapes, at the opening quote.
    mutating func parseStringLiteral() throws(JSONPathSyntaxError) -> String {
        let open = position
        guard let quote = peek else { throw error("expected a string") }
        position += 1
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = peek else {
                throw JSONPathSyntaxError(message: "unclosed string; expected a closing \(quote)", column: open + 1)
            }
            if scalar == quote {
                position += 1
                return String(text)
            }
            if scalar == "\\" {
                text.append(try parseEscape(quote: quote))
                continue
            }
            guard scalar.value >= 0x20 else {
                throw error("a control character (\(describe(scalar))) must be escaped in a string")
            }
            text.append(scalar)
            position += 1
        }
    }

    /// One escape sequence in a string quoted by `quote`, at the backslash; a surrogate pair makes one scalar.
    private mutating func parseEscape(quote: Unicode.Scalar) throws(JSONPathSyntaxError) -> Unicode.Scalar {
        let start = position
        position += 1
        guard let letter = peek else { throw error("unclosed string: the query ends in an escape") }
        position += 1
        switch letter {
        case "b": return "\u{8}"
        case "f": return "\u{C}"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "/", "\\": return letter
        case "'", "\"":
            guard letter == quote else {
                let message = "\\\(letter) is not an escape in a string quoted with \(quote); write \(letter) alone"
                throw JSONPathSyntaxError(message: message, column: start + 1)
            }
            return letter
        case "u": break
        default:
            throw JSONPathSyntaxError(
                message: "invalid escape \\\(letter); expected one of \\b \\f \\n \\r \\t \\/ \\\\ \\\(quote) \\uXXXX",
                column: start + 1
            )
        }
        let unit = try parseHexQuad(escapeStart: start)
        switch unit {
        case 0xDC00...0xDFFF:
            throw JSONPathSyntaxError(
                message: "a low surrogate (\\u\(hex(unit))) must follow a high surrogate",
                column: start + 1
            )
        case 0xD800...0xDBFF:
            let lowStart = position
            guard peek == "\\", peek(ahead: 1) == "u" else {
                throw JSONPathSyntaxError(
                    message: "a high surrogate (\\u\(hex(unit))) must be followed by a low surrogate \\uDC00-\\uDFFF",
                    column: start + 1
                )
            }
            position += 2
            let low = try parseHexQuad(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw JSONPathSyntaxError(
                    message: "a high surrogate (\\u\(hex(unit))) must be followed by a low surrogate \\uDC00-\\uDFFF",
                    column: lowStart + 1
                )
            }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
        default:
            return Unicode.Scalar(unit)!
        }
    }

    /// Four hexadecimal digits (either case) after `\u`.
    private mutating func parseHexQuad(escapeStart: Int) throws(JSONPathSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = peek, let digit = Self.hexValue(scalar) else {
                throw JSONPathSyntaxError(message: "\\u must be followed by four hex digits", column: escapeStart + 1)
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 0x30
        case "a"..."f": scalar.value - 0x61 + 10
        case "A"..."F": scalar.value - 0x41 + 10
        default: nil
        }
    }

    private func hex(_ unit: UInt32) -> String { String(unit, radix: 16, uppercase: true) }
}
