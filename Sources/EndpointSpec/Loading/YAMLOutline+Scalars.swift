// Uses only the Swift standard library: the build plugins compile this file into themselves (see InputKind.swift).

extension YAMLOutline {
    // MARK: - Scalars

    /// The scalar at `position`: a quoted one with its escapes decoded and its line breaks folded, a plain one up
    /// to the end of its line or a comment; `nil` for anything else (a collection, a block scalar, an alias, an
    /// empty value).
    public func string(at position: Int) -> String? {
        let isInFlow = position & Self.flowContext != 0
        var index = position & ~Self.flowContext
        guard index >= 0, index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
            return quoted(&index, singleLine: false)
        }
        guard canStartPlainScalar(at: index, inFlow: isInFlow) else { return nil }
        var end = index
        while !isLineEnd(end) {
            if bytes[end] == UInt8(ascii: "#"), isBlank(bytes[end - 1]) { break }
            if isInFlow, isFlowIndicator(end) || (bytes[end] == UInt8(ascii: ":") && isBlankOrEnd(end + 1)) { break }
            end += 1
        }
        let text = trimmedText(index..<end)
        return text.isEmpty ? nil : text
    }

    /// Reads the quoted scalar whose quote is at `index` and moves past it; `nil` when it is not closed (on its
    /// line, when `singleLine`) or holds an invalid escape.
    func quoted(_ index: inout Int, singleLine: Bool) -> String? {
        let quote = bytes[index]
        let isDouble = quote == UInt8(ascii: "\"")
        var cursor = index + 1
        var scalars = String.UnicodeScalarView()
        var pending: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: pending, as: UTF8.self).unicodeScalars)
            pending.removeAll(keepingCapacity: true)
        }
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == quote {
                if !isDouble, cursor + 1 < bytes.count, bytes[cursor + 1] == quote {
                    pending.append(quote)
                    cursor += 2
                    continue
                }
                flush()
                index = cursor + 1
                return String(scalars)
            }
            if isLineBreak(byte) {
                if singleLine { return nil }
                // Folding: trailing blanks go, one line break becomes a space, n breaks become n - 1 newlines.
                while let last = pending.last, isBlank(last) { pending.removeLast() }
                let breaks = skipFoldedLines(&cursor)
                if breaks == 1 {
                    pending.append(UInt8(ascii: " "))
                } else {
                    pending.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: breaks - 1))
                }
                continue
            }
            if isDouble, byte == UInt8(ascii: "\\") {
                flush()
                guard cursor + 1 < bytes.count else { return nil }
                let escape = bytes[cursor + 1]
                cursor += 2
                if isLineBreak(escape) {
                    cursor -= 1
                    _ = skipFoldedLines(&cursor)
                    continue
                }
                guard let scalar = escapedScalar(escape, at: &cursor) else { return nil }
                scalars.append(scalar)
                continue
            }
            pending.append(byte)
            cursor += 1
        }
        return nil
    }

    /// Moves `cursor` from a line break past every following blank and line break; returns the line breaks seen.
    private func skipFoldedLines(_ cursor: inout Int) -> Int {
        var breaks = 0
        while cursor < bytes.count, isBlank(bytes[cursor]) || isLineBreak(bytes[cursor]) {
            if bytes[cursor] == UInt8(ascii: "\n")
                || (bytes[cursor] == UInt8(ascii: "\r")
                    && (cursor + 1 >= bytes.count || bytes[cursor + 1] != UInt8(ascii: "\n")))
            {
                breaks += 1
            }
            cursor += 1
        }
        return breaks
    }

    /// The scalar a double-quoted escape `\` + `escape` stands for, reading hex digits after `cursor`.
    private func escapedScalar(_ escape: UInt8, at cursor: inout Int) -> Unicode.Scalar? {
        switch escape {
        case UInt8(ascii: "0"): return "\u{0}"
        case UInt8(ascii: "a"): return "\u{7}"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "t"), UInt8(ascii: "\t"): return "\t"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "v"): return "\u{B}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "e"): return "\u{1B}"
        case UInt8(ascii: "N"): return "\u{85}"
        case UInt8(ascii: "_"): return "\u{A0}"
        case UInt8(ascii: "L"): return "\u{2028}"
        case UInt8(ascii: "P"): return "\u{2029}"
        case UInt8(ascii: " "), UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "\\"):
            return Unicode.Scalar(escape)
        case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
            let digits = escape == UInt8(ascii: "x") ? 2 : (escape == UInt8(ascii: "u") ? 4 : 8)
            guard var value = hexValue(at: cursor, digits: digits) else { return nil }
            cursor += digits
            if digits == 4, (0xD800..<0xDC00).contains(value), cursor + 1 < bytes.count,
                bytes[cursor] == UInt8(ascii: "\\"), bytes[cursor + 1] == UInt8(ascii: "u"),
                let low = hexValue(at: cursor + 2, digits: 4), (0xDC00..<0xE000).contains(low)
            {
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                cursor += 6
            }
            return Unicode.Scalar(value)
        default:
            return nil
        }
    }

    private func hexValue(at start: Int, digits: Int) -> UInt32? {
        guard start + digits <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[start..<start + digits] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// The text of `range` without trailing blanks.
    func trimmedText(_ range: Range<Int>) -> String {
        var end = range.upperBound
        while end > range.lowerBound, isBlank(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[range.lowerBound..<end], as: UTF8.self)
    }

    /// Whether a plain scalar can start at `index`: not an indicator, or `-`, `?`, `:` followed by a non-blank
    /// (and, in a flow collection, not by a flow indicator).
    func canStartPlainScalar(at index: Int, inFlow: Bool) -> Bool {
        guard !isLineEnd(index) else { return false }
        switch bytes[index] {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            return !isBlankOrEnd(index + 1) && !(inFlow && isFlowIndicator(index + 1))
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
            UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"),
            UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"),
            UInt8(ascii: "`"), UInt8(ascii: " "), UInt8(ascii: "\t"):
            return false
        default:
            return true
        }
    }

    // MARK: - Lines and characters

    /// Moves `index` past anchors (`&name`) and tags (`!tag`) and the blanks after them.
    func skipProperties(_ index: inout Int) {
        while index < bytes.count, bytes[index] == UInt8(ascii: "&") || bytes[index] == UInt8(ascii: "!") {
            while !isBlankOrEnd(index) { index += 1 }
            skipBlanks(&index)
        }
    }

    func skipBlanks(_ index: inout Int) {
        while index < bytes.count, isBlank(bytes[index]) { index += 1 }
    }

    /// The first non-space byte of the line starting at `line`, or the line's end when only blanks follow.
    func firstContent(ofLineAt line: Int) -> Int {
        var content = line
        while content < bytes.count, bytes[content] == UInt8(ascii: " ") { content += 1 }
        var end = content
        skipBlanks(&end)
        return isLineEnd(end) ? end : content
    }

    /// The start of the line after the one holding `index` (the text's end when there is none).
    func nextLine(after index: Int) -> Int {
        var cursor = index
        while cursor < bytes.count, !isLineBreak(bytes[cursor]) { cursor += 1 }
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\r") { cursor += 1 }
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\n") { cursor += 1 }
        return cursor
    }

    /// The start of the line holding `index`.
    func lineStart(of index: Int) -> Int {
        var cursor = index
        while cursor > 0, !isLineBreak(bytes[cursor - 1]) { cursor -= 1 }
        return cursor
    }

    /// Whether three `marker`s (`---`, `...`) start at `line`, followed by a blank or the end.
    func isDocumentMarker(at line: Int, _ marker: UInt8) -> Bool {
        line + 2 < bytes.count && bytes[line] == marker && bytes[line + 1] == marker && bytes[line + 2] == marker
            && isBlankOrEnd(line + 3)
    }

    func isSequenceEntry(at index: Int) -> Bool {
        index < bytes.count && bytes[index] == UInt8(ascii: "-") && isBlankOrEnd(index + 1)
    }

    func isFlowIndicator(_ index: Int) -> Bool {
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"): return true
        default: return false
        }
    }

    func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    func isLineBreak(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }

    /// Whether `index` is at the end of the text or of a line.
    func isLineEnd(_ index: Int) -> Bool { index >= bytes.count || isLineBreak(bytes[index]) }

    func isBlankOrEnd(_ index: Int) -> Bool { isLineEnd(index) || isBlank(bytes[index]) }
}
