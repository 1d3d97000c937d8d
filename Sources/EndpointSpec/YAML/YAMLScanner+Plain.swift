// MARK: - Plain scalars

extension YAMLScanner {
    /// Whether a plain scalar can start with `byte` here: not an indicator, except `-`, `?` and `:` followed by a
    /// character that is safe in the current context.
    mutating func canStartPlainScalar(_ byte: UInt8) -> Bool {
        switch byte {
        case 0, 0x20, 0x09, 0x0A, 0x0D: return false
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            let next = peekByte(1)
            return !Self.isBlankOrEnd(next) && !(flowLevel > 0 && Self.isFlowIndicator(next))
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
            UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"),
            UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"),
            UInt8(ascii: "`"):
            return false
        default: return true
        }
    }

    mutating func fetchPlainScalar() throws(YAMLSyntaxError) {
        try saveSimpleKey()
        allowsSimpleKey = false
        tokens.append(try scanPlainScalar())
    }

    /// Scans a plain scalar, folding its lines: one line break becomes a space, `n` breaks become `n - 1`.
    private mutating func scanPlainScalar() throws(YAMLSyntaxError) -> YAMLToken {
        var token = YAMLToken(kind: .scalar, line: line, column: column + 1)
        // One line is its text as written; folded lines are not.
        token.isVerbatim = true
        let minimumIndent = indent + 1
        var isMultiline = false
        var singleStart = index
        var singleEnd = index
        // Whitespace and breaks seen since the last chunk, added only when another chunk follows.
        var pendingSpaces = 0..<0
        var pendingBreaks = 0
        var hasPending = false
        while true {
            guard peekByte() != UInt8(ascii: "#") else { break }
            let start = index
            scanPlainChunk()
            guard index > start else { break }
            if hasPending {
                if pendingBreaks > 0 { token.isVerbatim = false }
                if !isMultiline {
                    scratch.removeAll(keepingCapacity: true)
                    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[singleStart..<singleEnd]))
                    isMultiline = true
                }
                if pendingBreaks == 0 {
                    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[pendingSpaces]))
                } else if pendingBreaks == 1 {
                    scratch.append(0x20)
                } else {
                    scratch.append(contentsOf: repeatElement(0x0A, count: pendingBreaks - 1))
                }
            }
            if isMultiline {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            } else {
                singleStart = start
                singleEnd = index
            }
            // Whitespace and line breaks to the next chunk.
            let spacesStart = index
            while Self.isBlank(peekByte()) { advance(by: 1) }
            pendingSpaces = spacesStart..<index
            pendingBreaks = 0
            followsWhitespace = index > spacesStart
            if Self.isBreak(peekByte()) {
                while true {
                    skipLineBreak()
                    pendingBreaks += 1
                    allowsSimpleKey = flowLevel == 0
                    var spaces = index
                    while spaces < bytes.count, bytes[spaces] == UInt8(ascii: " ") { spaces += 1 }
                    lineIndent += spaces - index
                    advanceASCII(by: spaces - index)
                    if peekByte() == UInt8(ascii: "\t") {
                        lineHasTabIndent = true
                        while Self.isBlank(peekByte()) { advance(by: 1) }
                    }
                    if column == 0, isDocumentMarker(UInt8(ascii: "-")) || isDocumentMarker(UInt8(ascii: ".")) {
                        return finishPlain(&token, isMultiline: isMultiline, singleStart, singleEnd)
                    }
                    guard Self.isBreak(peekByte()) else { break }
                }
                if peekByte() == 0 { break }
                if flowLevel == 0 && lineIndent < minimumIndent { break }
                if flowLevel > 0 && indent >= 0 && lineIndent <= indent && peekByte() != 0 {
                    throw failure("flow content must be indented more than the block collection that holds it")
                }
            } else if pendingSpaces.isEmpty {
                break
            }
            hasPending = true
            guard peekByte() != UInt8(ascii: "#") else { break }
        }
        return finishPlain(&token, isMultiline: isMultiline, singleStart, singleEnd)
    }

    private mutating func finishPlain(
        _ token: inout YAMLToken,
        isMultiline: Bool,
        _ start: Int,
        _ end: Int
    ) -> YAMLToken {
        if isMultiline {
            setText(String(decoding: scratch, as: UTF8.self), of: &token)
        } else {
            token.setTextRange(start..<end)
        }
        return token
    }

    /// Moves past one run of plain-scalar characters on the current line, up to whitespace, a `: ` or ` #`
    /// (and, in flow context, a flow indicator).
    private mutating func scanPlainChunk() {
        let inFlow = flowLevel > 0
        var position = index
        var scalars = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { break }
            if byte == UInt8(ascii: ":") {
                let next = position + 1 < bytes.count ? bytes[position + 1] : 0
                if Self.isBlankOrEnd(next) || (inFlow && Self.isFlowIndicator(next)) { break }
            } else if inFlow && Self.isFlowIndicator(byte) {
                break
            }
            if byte & 0xC0 != 0x80 { scalars += 1 }
            position += 1
        }
        index = position
        column += scalars
    }
}
