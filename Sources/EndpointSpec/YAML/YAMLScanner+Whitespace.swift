// MARK: - Whitespace, comments and positions

extension YAMLScanner {
    /// Skips whitespace, comments and line breaks up to the next token, noting line starts and tab indentation.
    mutating func scanToNextToken() throws(YAMLSyntaxError) {
        while true {
            var sawTab = false
            separationHasTab = false
            while true {
                // Runs of spaces (indentation, mostly) in one go.
                var end = index
                while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
                if end > index {
                    if isAtLineStart && !sawTab { lineIndent += end - index }
                    column += end - index
                    index = end
                    followsWhitespace = true
                }
                let byte = peekByte()
                if byte == UInt8(ascii: " ") {
                    if isAtLineStart && !sawTab { lineIndent += 1 }
                } else if byte == UInt8(ascii: "\t") {
                    sawTab = true
                    separationHasTab = true
                } else {
                    break
                }
                advance(by: 1)
                followsWhitespace = true
            }
            if isAtLineStart && sawTab { lineHasTabIndent = true }
            let byte = peekByte()
            if byte == UInt8(ascii: "#") && followsWhitespace {
                while !Self.isBreakOrEnd(peekByte()) { advance(by: 1) }
            }
            guard Self.isBreak(peekByte()) else { return }
            skipLineBreak()
            if flowLevel == 0 { allowsSimpleKey = true }
        }
    }

    /// After a token that must end its line (`...`, a block scalar header): only whitespace and a comment may follow.
    mutating func scanLineEnd(after what: String) throws(YAMLSyntaxError) {
        var sawSpace = false
        while peekByte() == UInt8(ascii: " ") || peekByte() == UInt8(ascii: "\t") {
            advance(by: 1)
            sawSpace = true
        }
        if peekByte() == UInt8(ascii: "#") {
            guard sawSpace else {
                throw failure("a comment must be separated from what precedes it by whitespace")
            }
            while !Self.isBreakOrEnd(peekByte()) { advance(by: 1) }
        }
        guard Self.isBreakOrEnd(peekByte()) else {
            throw failure("unexpected \(describeByte(peekByte())) after \(what); expected the end of the line")
        }
    }

    /// Consumes one line break (`\n`, `\r\n` or `\r`), starting a new line.
    mutating func skipLineBreak() {
        if peekByte() == UInt8(ascii: "\r") {
            index += 1
            if peekByte() == UInt8(ascii: "\n") { index += 1 }
        } else {
            index += 1
        }
        line += 1
        column = 0
        isAtLineStart = true
        lineIndent = 0
        lineHasTabIndent = false
        followsWhitespace = true
    }

    /// Moves past `count` bytes on the current line, counting columns in Unicode scalars.
    mutating func advance(by count: Int) {
        var remaining = count
        while remaining > 0, index < bytes.count {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
            remaining -= 1
        }
    }

    /// Moves past `count` bytes known to be ASCII on the current line.
    mutating func advanceASCII(by count: Int) {
        index += count
        column += count
    }

    /// The byte `offset` bytes ahead, or 0 at the end of input.
    mutating func peekByte(_ offset: Int = 0) -> UInt8 {
        let position = index + offset
        return position < bytes.count ? bytes[position] : 0
    }

    // MARK: - Character classes

    static func isBlankOrEnd(_ byte: UInt8) -> Bool {
        byte == 0 || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    static func isBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    static func isBreakOrEnd(_ byte: UInt8) -> Bool { byte == 0 || byte == 0x0A || byte == 0x0D }

    static func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    // MARK: - Locations and errors

    /// The 1-based location of a 0-based `column` on `line`.
    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + 1)
    }

    /// The current position as a location.
    var here: SourceLocation { location(line: line, column: column) }

    /// An error at the current position.
    func failure(_ message: String) -> YAMLSyntaxError {
        YAMLSyntaxError(message: message, location: here)
    }

    /// `'x'`, `a tab`, `a line break`, `the end of the input`.
    func describeByte(_ byte: UInt8) -> String {
        switch byte {
        case 0: return "end of input"
        case 0x09: return "a tab"
        case 0x0A, 0x0D: return "a line break"
        case 0x21..<0x7F: return "'\(Character(Unicode.Scalar(byte)))'"
        default:
            var end = index + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return "'\(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self))'"
        }
    }
}
