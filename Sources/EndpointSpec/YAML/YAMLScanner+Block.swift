// MARK: - Literal and folded block scalars

extension YAMLScanner {
    mutating func fetchBlockScalar(folded: Bool) throws(YAMLSyntaxError) {
        allowsSimpleKey = true
        try removeSimpleKey()
        tokens.append(try scanBlockScalar(folded: folded))
    }

    /// The chomping indicator of a block scalar header.
    private enum Chomping {
        case strip, clip, keep
    }

    /// Scans `|` or `>` with its optional chomping (`-`, `+`) and indentation (`1`–`9`) indicators and the
    /// content lines that follow.
    private mutating func scanBlockScalar(folded: Bool) throws(YAMLSyntaxError) -> YAMLToken {
        var token = YAMLToken(kind: .scalar, line: line, column: column + 1)
        token.style = folded ? .folded : .literal
        advanceASCII(by: 1)
        var chomping = Chomping.clip
        var increment = 0
        for _ in 0..<2 {
            let byte = peekByte()
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                guard chomping == .clip else { throw failure("a block scalar has two chomping indicators") }
                chomping = byte == UInt8(ascii: "+") ? .keep : .strip
                advanceASCII(by: 1)
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                guard increment == 0 else { throw failure("a block scalar has two indentation indicators") }
                guard byte != UInt8(ascii: "0") else {
                    throw failure("a block scalar's indentation indicator must be 1 to 9, not 0")
                }
                increment = Int(byte - UInt8(ascii: "0"))
                advanceASCII(by: 1)
            }
        }
        if !Self.isBlankOrEnd(peekByte()) {
            throw failure(
                "unexpected \(describeByte(peekByte())) in a block scalar header; expected '-', '+', "
                    + "an indentation indicator 1–9, a comment or the end of the line"
            )
        }
        try scanLineEnd(after: "a block scalar header")
        if Self.isBreak(peekByte()) { skipLineBreak() }
        let parentIndent = indent
        var contentIndent: Int
        scratch.removeAll(keepingCapacity: true)
        // The number of line breaks not yet written: before the first content line, its leading empty lines.
        var breaks = 0
        if increment > 0 {
            contentIndent = parentIndent >= 0 ? parentIndent + increment : increment
            breaks = try scanBlockBreaks(indent: contentIndent)
        } else {
            // Auto-detect: the first non-empty line's indentation; leading empty lines may not be deeper than it.
            var deepestEmpty = 0
            var deepestEmptyLocation = here
            while true {
                while peekByte() == UInt8(ascii: " ") { advanceASCII(by: 1) }
                if peekByte() == UInt8(ascii: "\t") && column <= parentIndent {
                    throw failure("a tab character cannot be used for indentation; indent with spaces")
                }
                if peekByte() == 0 && column > 0 {
                    breaks += 1  // a last line of spaces ends like a line
                }
                guard Self.isBreak(peekByte()) else { break }
                if column > deepestEmpty {
                    deepestEmpty = column
                    deepestEmptyLocation = here
                }
                skipLineBreak()
                breaks += 1
            }
            contentIndent = max(column, parentIndent + 1, 0)
            // With no content line (the text ends, or the next non-empty line belongs to the parent or is a
            // document marker), the indentation is that of the longest empty line.
            let hasNoContentLine =
                peekByte() == 0 || column <= parentIndent
                || (column == 0 && (isDocumentMarker(UInt8(ascii: "-")) || isDocumentMarker(UInt8(ascii: "."))))
            if hasNoContentLine {
                contentIndent = max(contentIndent, deepestEmpty)
            } else if deepestEmpty > contentIndent {
                throw YAMLSyntaxError(
                    message: "a leading empty line of a block scalar has more spaces than its first content line",
                    location: deepestEmptyLocation
                )
            }
        }
        var lastBreakWasLine = false
        var hasContent = false
        var previousWasMoreIndented = false
        while column == contentIndent, peekByte() != 0,
            !(column == 0 && (isDocumentMarker(UInt8(ascii: "-")) || isDocumentMarker(UInt8(ascii: "."))))
        {
            let isMoreIndented = Self.isBlank(peekByte())
            if hasContent {
                if folded && breaks == 1 && !isMoreIndented && !previousWasMoreIndented {
                    scratch.append(0x20)
                } else if folded && !isMoreIndented && !previousWasMoreIndented {
                    scratch.append(contentsOf: repeatElement(0x0A, count: breaks - 1))
                } else {
                    scratch.append(contentsOf: repeatElement(0x0A, count: breaks))
                }
            } else {
                scratch.append(contentsOf: repeatElement(0x0A, count: breaks))
            }
            let start = index
            while !Self.isBreakOrEnd(peekByte()) { advance(by: 1) }
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            hasContent = true
            previousWasMoreIndented = isMoreIndented
            lastBreakWasLine = Self.isBreak(peekByte())
            breaks = 0
            if !lastBreakWasLine && bytes[start..<index].allSatisfy(Self.isBlank) {
                lastBreakWasLine = true  // a last line of spaces ends like a line
                breaks = 1
            } else if lastBreakWasLine {
                skipLineBreak()
                breaks = try 1 + scanBlockBreaks(indent: contentIndent)
            }
        }
        switch chomping {
        case .strip: break
        case .clip: if hasContent && lastBreakWasLine { scratch.append(0x0A) }
        case .keep:
            scratch.append(contentsOf: repeatElement(0x0A, count: breaks))
        }
        if hasContent || chomping == .keep {
            setText(String(decoding: scratch, as: UTF8.self), of: &token)
        }
        // The line after the scalar starts with its indentation already consumed.
        if isAtLineStart {
            lineIndent = column
        }
        return token
    }

    /// Skips the indentation (up to `indent` spaces) of the lines after a block scalar line, returning how many
    /// empty lines there are before the next content line.
    private mutating func isTabOnlyLine() -> Bool {
        var offset = 0
        while Self.isBlank(peekByte(offset)) { offset += 1 }
        return Self.isBreakOrEnd(peekByte(offset))
    }

    private mutating func scanBlockBreaks(indent: Int) throws(YAMLSyntaxError) -> Int {
        var breaks = 0
        while true {
            while column < indent, peekByte() == UInt8(ascii: " ") { advanceASCII(by: 1) }
            if column < indent && peekByte() == UInt8(ascii: "\t") && isTabOnlyLine() {
                throw failure("a tab character cannot be used for indentation in a block scalar; indent with spaces")
            }
            guard Self.isBreak(peekByte()) else { return breaks }
            skipLineBreak()
            breaks += 1
        }
    }
}
