// MARK: - Single- and double-quoted scalars

extension YAMLScanner {
    mutating func fetchQuotedScalar(double: Bool) throws(YAMLSyntaxError) {
        try saveSimpleKey()
        allowsSimpleKey = false
        tokens.append(try scanQuotedScalar(double: double))
        followsJSONLikeNode = true
        followsWhitespace = false
    }

    /// Scans a quoted scalar: `''` is a quote in single quotes, double quotes take every YAML escape, and line
    /// breaks fold as in plain scalars (an escaped line break joins the lines).
    private mutating func scanQuotedScalar(double: Bool) throws(YAMLSyntaxError) -> YAMLToken {
        let start = here
        let quote = double ? UInt8(ascii: "\"") : UInt8(ascii: "'")
        var token = YAMLToken(kind: .scalar, line: line, column: column + 1)
        token.style = double ? .doubleQuoted : .singleQuoted
        advanceASCII(by: 1)
        // The common case: one line, no escapes.
        var end = index
        while end < bytes.count {
            let byte = bytes[end]
            if byte == quote || byte == UInt8(ascii: "\\") || byte == 0x0A || byte == 0x0D { break }
            end += 1
        }
        if end < bytes.count, bytes[end] == quote,
            !(quote == UInt8(ascii: "'") && end + 1 < bytes.count
                && bytes[end + 1] == quote)
        {
            token.setTextRange(index..<end)
            token.isVerbatim = true
            advance(by: end - index + 1)
            return token
        }
        scratch.removeAll(keepingCapacity: true)
        while true {
            let byte = peekByte()
            if byte == 0 {
                throw YAMLSyntaxError(
                    message: "unterminated \(double ? "double" : "single")-quoted scalar; expected a closing "
                        + "'\(Character(Unicode.Scalar(quote)))'",
                    location: start
                )
            }
            if byte == quote {
                if !double && peekByte(1) == quote {
                    scratch.append(quote)
                    advanceASCII(by: 2)
                    continue
                }
                advanceASCII(by: 1)
                break
            }
            if double && byte == UInt8(ascii: "\\") {
                if Self.isBreak(peekByte(1)) {
                    advanceASCII(by: 1)
                    _ = try skipQuotedBreaks(start: start, appendFolded: false)
                    continue
                }
                try scanEscape()
                continue
            }
            if Self.isBlank(byte) || Self.isBreak(byte) {
                let spacesStart = index
                while Self.isBlank(peekByte()) { advance(by: 1) }
                if Self.isBreak(peekByte()) {
                    _ = try skipQuotedBreaks(start: start, appendFolded: true)
                } else {
                    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[spacesStart..<index]))
                }
                continue
            }
            let runStart = index
            var scalars = 0
            while index < bytes.count {
                let next = bytes[index]
                if next == quote || (double && next == UInt8(ascii: "\\")) || next == 0x20 || next == 0x09
                    || next == 0x0A || next == 0x0D
                {
                    break
                }
                if next & 0xC0 != 0x80 { scalars += 1 }
                index += 1
            }
            column += scalars
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        }
        setText(String(decoding: scratch, as: UTF8.self), of: &token)
        return token
    }

    /// Consumes the line breaks (and the indentation after each) inside a quoted scalar and appends their folding:
    /// `n - 1` newlines for `n` breaks, or with `appendFolded` a space for a single break (an escaped break adds
    /// nothing).
    private mutating func skipQuotedBreaks(start: SourceLocation, appendFolded: Bool) throws(YAMLSyntaxError) -> Int {
        var breaks = 0
        while Self.isBreak(peekByte()) {
            skipLineBreak()
            breaks += 1
            if isDocumentMarker(UInt8(ascii: "-")) || isDocumentMarker(UInt8(ascii: ".")) {
                throw YAMLSyntaxError(
                    message: "unterminated quoted scalar: a document marker is inside it",
                    location: start
                )
            }
            while peekByte() == UInt8(ascii: " ") {
                advanceASCII(by: 1)
                lineIndent += 1
            }
            let indentEnd = lineIndent
            while Self.isBlank(peekByte()) { advance(by: 1) }
            if flowLevel == 0, indent >= 0, indentEnd <= indent, !Self.isBreakOrEnd(peekByte()) {
                throw failure("a quoted scalar's continuation line must be indented more than its block collection")
            }
        }
        if appendFolded && breaks == 1 {
            scratch.append(0x20)
        } else if breaks > 1 {
            scratch.append(contentsOf: repeatElement(0x0A, count: breaks - 1))
        }
        return breaks
    }

    /// Decodes one escape sequence at a backslash into `scratch`.
    private mutating func scanEscape() throws(YAMLSyntaxError) {
        let escapeLocation = here
        let code = peekByte(1)
        let simple: UInt32?
        switch code {
        case UInt8(ascii: "0"): simple = 0
        case UInt8(ascii: "a"): simple = 0x07
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "t"), 0x09: simple = 0x09
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "v"): simple = 0x0B
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "e"): simple = 0x1B
        case UInt8(ascii: " "): simple = 0x20
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "/"): simple = 0x2F
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "N"): simple = 0x85
        case UInt8(ascii: "_"): simple = 0xA0
        case UInt8(ascii: "L"): simple = 0x2028
        case UInt8(ascii: "P"): simple = 0x2029
        default: simple = nil
        }
        if let simple {
            advanceASCII(by: 2)
            appendScalar(simple)
            return
        }
        let digits: Int
        switch code {
        case UInt8(ascii: "x"): digits = 2
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        default:
            advanceASCII(by: 1)
            throw YAMLSyntaxError(
                message: "invalid escape sequence: '\\' followed by \(describeByte(code)); valid escapes are "
                    + "\\0 \\a \\b \\t \\n \\v \\f \\r \\e \\  \\\" \\/ \\\\ \\N \\_ \\L \\P \\xXX \\uXXXX \\UXXXXXXXX "
                    + "and a line break",
                location: escapeLocation
            )
        }
        advanceASCII(by: 2)
        var value = try scanHexDigits(digits, escapeLocation: escapeLocation)
        if digits == 4, (0xD800..<0xDC00).contains(value) {
            // A UTF-16 surrogate pair, as JSON writes characters beyond the Basic Multilingual Plane.
            guard peekByte() == UInt8(ascii: "\\"), peekByte(1) == UInt8(ascii: "u") else {
                throw unpairedSurrogate(value, at: escapeLocation)
            }
            advanceASCII(by: 2)
            let low = try scanHexDigits(4, escapeLocation: escapeLocation)
            guard (0xDC00..<0xE000).contains(low) else { throw unpairedSurrogate(value, at: escapeLocation) }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard Unicode.Scalar(value) != nil else {
            if (0xD800..<0xE000).contains(value) { throw unpairedSurrogate(value, at: escapeLocation) }
            throw YAMLSyntaxError(
                message: "the escape names U+\(String(value, radix: 16, uppercase: true)), which is not a Unicode "
                    + "scalar value",
                location: escapeLocation
            )
        }
        appendScalar(value)
    }

    private mutating func scanHexDigits(_ count: Int, escapeLocation: SourceLocation) throws(YAMLSyntaxError) -> UInt32
    {
        var value: UInt32 = 0
        for _ in 0..<count {
            let byte = peekByte()
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default:
                throw YAMLSyntaxError(
                    message: "invalid escape: expected \(count) hex digits, found \(describeByte(byte))",
                    location: escapeLocation
                )
            }
            value = value << 4 | digit
            advanceASCII(by: 1)
        }
        return value
    }

    private func unpairedSurrogate(_ value: UInt32, at location: SourceLocation) -> YAMLSyntaxError {
        YAMLSyntaxError(
            message: "unpaired surrogate '\\u\(String(value, radix: 16, uppercase: true))' in a string; a high "
                + "surrogate (D800–DBFF) must be followed by a low surrogate (DC00–DFFF)",
            location: location
        )
    }

    /// Appends the UTF-8 encoding of a scalar value (already checked to be valid) to `scratch`.
    mutating func appendScalar(_ value: UInt32) {
        guard let scalar = Unicode.Scalar(value) else { return }
        UTF8.encode(scalar) { scratch.append($0) }
    }
}
