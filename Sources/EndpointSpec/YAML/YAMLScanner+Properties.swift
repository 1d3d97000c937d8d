// MARK: - Anchors, aliases, tags and directives

extension YAMLScanner {
    mutating func fetchAnchorOrAlias(_ kind: YAMLToken.Kind) throws(YAMLSyntaxError) {
        try saveSimpleKey()
        allowsSimpleKey = false
        var token = YAMLToken(kind: kind, line: line, column: column + 1)
        advanceASCII(by: 1)
        let start = index
        while true {
            let byte = peekByte()
            if Self.isBlankOrEnd(byte) || Self.isFlowIndicator(byte) { break }
            advance(by: 1)
        }
        guard index > start else {
            let what = kind == .alias ? "an alias '*'" : "an anchor '&'"
            throw failure("expected a name after \(what), found \(describeByte(peekByte()))")
        }
        token.setTextRange(start..<index)
        tokens.append(token)
        followsWhitespace = false
    }

    /// Scans `!`, `!suffix`, `!!suffix`, `!handle!suffix` or `!<verbatim>`; the token's `text` is the handle
    /// (empty for a verbatim tag) and its `suffix` the rest, with `%XX` escapes decoded.
    mutating func fetchTag() throws(YAMLSyntaxError) {
        try saveSimpleKey()
        allowsSimpleKey = false
        var token = YAMLToken(kind: .tag, line: line, column: column + 1)
        let start = here
        if peekByte(1) == UInt8(ascii: "<") {
            advanceASCII(by: 2)
            setSuffix(try scanTagURI(start: start, allowsFlowIndicators: true), of: &token)
            guard peekByte() == UInt8(ascii: ">") else {
                throw failure("expected '>' to end the verbatim tag, found \(describeByte(peekByte()))")
            }
            advanceASCII(by: 1)
        } else {
            // The handle is the part up to a second '!', if there is one in the tag.
            var offset = 1
            var hasHandle = false
            while true {
                let byte = peekByte(offset)
                if Self.isBlankOrEnd(byte) || (flowLevel > 0 && Self.isFlowIndicator(byte)) { break }
                if byte == UInt8(ascii: "!") {
                    hasHandle = true
                    break
                }
                offset += 1
            }
            if hasHandle {
                let handleStart = index
                advance(by: offset + 1)
                token.setTextRange(handleStart..<index)
            } else {
                token.setTextRange(index..<index + 1)  // "!"
                advanceASCII(by: 1)
            }
            setSuffix(try scanTagURI(start: start, allowsFlowIndicators: false), of: &token)
        }
        let next = peekByte()
        guard Self.isBlankOrEnd(next) || (flowLevel > 0 && next == UInt8(ascii: ",")) else {
            throw failure("unexpected \(describeByte(next)) in a tag; a tag is followed by whitespace")
        }
        tokens.append(token)
        followsWhitespace = false
    }

    /// The characters of a tag URI from the current position, with `%XX` escapes decoded.
    private mutating func scanTagURI(start: SourceLocation, allowsFlowIndicators: Bool) throws(YAMLSyntaxError)
        -> String
    {
        var buffer: [UInt8] = []
        while true {
            let byte = peekByte()
            if Self.isBlankOrEnd(byte) || byte == UInt8(ascii: ">") && allowsFlowIndicators { break }
            if !allowsFlowIndicators && (Self.isFlowIndicator(byte) || byte == UInt8(ascii: "!")) { break }
            if byte == UInt8(ascii: "%") {
                guard let high = Self.hexValue(peekByte(1)), let low = Self.hexValue(peekByte(2)) else {
                    throw failure("a '%' in a tag must be followed by two hex digits")
                }
                buffer.append(high << 4 | low)
                advanceASCII(by: 3)
                continue
            }
            buffer.append(byte)
            advance(by: 1)
        }
        return String(decoding: buffer, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `%YAML 1.2`, `%TAG !handle! prefix`; other (reserved) directives are skipped.
    mutating func fetchDirective() throws(YAMLSyntaxError) {
        try unwindIndent(to: -1)
        try removeSimpleKey()
        allowsSimpleKey = false
        var token = YAMLToken(kind: .versionDirective, line: line, column: column + 1)
        advanceASCII(by: 1)
        let name = scanWord()
        switch name {
        case "YAML":
            try skipSeparation(in: "%YAML directive")
            let version = scanWord()
            setText(version, of: &token)
            let parts = version.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil })
            else {
                throw YAMLSyntaxError(
                    message: "invalid %YAML version '\(version)'; expected a version such as 1.2",
                    location: location(line: token.line, column: token.column - 1)
                )
            }
            if parts[0] != "1" {
                throw YAMLSyntaxError(
                    message: "unsupported YAML version \(version); EndpointKit reads YAML 1.x",
                    location: location(line: token.line, column: token.column - 1)
                )
            }
        case "TAG":
            token.kind = .tagDirective
            try skipSeparation(in: "%TAG directive")
            let handle = scanWord()
            setText(handle, of: &token)
            guard handle.hasPrefix("!"), handle.hasSuffix("!") || handle == "!" else {
                throw failure("invalid %TAG handle '\(handle)'; expected '!', '!!' or '!name!'")
            }
            try skipSeparation(in: "%TAG directive")
            setSuffix(scanWord(), of: &token)
        default:
            // A reserved directive: ignored, with its parameters and comment.
            while !Self.isBreakOrEnd(peekByte()) { advance(by: 1) }
            return
        }
        try scanLineEnd(after: "a directive")
        tokens.append(token)
    }

    private mutating func skipSeparation(in what: String) throws(YAMLSyntaxError) {
        guard Self.isBlank(peekByte()) else {
            throw failure("expected a space in the \(what), found \(describeByte(peekByte()))")
        }
        while Self.isBlank(peekByte()) { advance(by: 1) }
    }

    private mutating func scanWord() -> String {
        let start = index
        while !Self.isBlankOrEnd(peekByte()) { advance(by: 1) }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }
}
