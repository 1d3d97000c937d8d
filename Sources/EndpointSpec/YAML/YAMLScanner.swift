/// Splits YAML text into tokens, tracking block indentation and the possible implicit ("simple") keys the way the
/// YAML 1.2 grammar needs: a key is only known to be one when its `:` is found, so a `KEY` token (and the block
/// mapping it starts) is inserted into the queue retroactively.
///
/// Works over raw bytes that ``YAMLInputCheck`` has already checked to be printable UTF-8, so a `0` byte only ever
/// means the end of input. Never traps: every problem becomes a located ``YAMLSyntaxError``.
struct YAMLScanner {
    /// A scalar that may turn out to be an implicit key, recorded where it starts.
    struct SimpleKey {
        /// The number of the token it would be inserted before.
        var tokenNumber: Int
        /// Whether it must be a key (a block-context scalar at the current indentation).
        var isRequired: Bool
        var index: Int
        var line: Int
        var column: Int
        /// Whether it is the first token of a line indented with a tab.
        var isOnTabIndentedLine: Bool
        /// Whether a tab separates it from the indicator before it on its line (`-\tkey: value`).
        var followsTab: Bool
    }

    /// The input; valid only while the composer that owns the scanner runs.
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    let maximumDepth: Int

    // MARK: Position
    var index = 0
    var line = 1
    /// The 0-based column, in Unicode scalars (indentation arithmetic is 0-based, as in the YAML spec).
    var column = 0

    // MARK: Tokens
    var tokens: [YAMLToken] = []
    var head = 0
    var tokensTaken = 0
    var isDone = false

    // MARK: Context
    var indent = -1
    var indents: [Int] = []
    var flowLevel = 0
    var allowsSimpleKey = true
    /// The possible simple key of the current level (the block context or the innermost flow collection).
    var simpleKey: SimpleKey?
    /// The possible simple keys of the levels around the current one, outermost (the block context) first.
    var outerSimpleKeys: [SimpleKey?] = []
    /// Whether the next token is the first on its line.
    var isAtLineStart = true
    /// The number of spaces that start the current line (a tab ends the count).
    var lineIndent = 0
    /// Whether the whitespace right before the token being fetched, on its line, contains a tab.
    var separationHasTab = false
    /// Whether the token being fetched is the first on its line.
    var tokenStartsLine = false
    /// Whether the current line's leading whitespace contains a tab before its first token.
    var lineHasTabIndent = false
    /// Whether the last token was a quoted scalar or a flow collection's end, after which a `:` in flow context is
    /// a value indicator even without a following space (`{"a":1}`).
    var followsJSONLikeNode = false
    /// Whether whitespace (or a line start) precedes the current position, so a `#` starts a comment.
    var followsWhitespace = true
    /// Reused storage for building scalars.
    var scratch: [UInt8] = []
    /// The texts tokens do not find in the input: folded or escaped scalars, anchor names, tags.
    var strings: [String] = []

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, maximumDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maximumDepth = maximumDepth
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    // MARK: - Reading tokens

    /// The text of `token`: a scalar's value (made from the input when it is written verbatim), an anchor's or
    /// alias's name, a tag's handle, a directive's version or handle; empty for an indicator.
    func text(of token: YAMLToken) -> String {
        if token.textStart >= 0 {
            let range = Int(token.textStart)..<Int(token.textEnd)
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        return token.textStart == -1 ? "" : strings[Int(-2 - token.textStart)]
    }

    /// A tag's suffix or a `%TAG` directive's prefix; empty for other tokens.
    func suffix(of token: YAMLToken) -> String {
        token.suffixIndex < 0 ? "" : strings[Int(token.suffixIndex)]
    }

    /// Stores `text` as the text of `token` (one not written verbatim in the input).
    mutating func setText(_ text: String, of token: inout YAMLToken) {
        token.setStoredText(strings.count)
        strings.append(text)
    }

    /// Stores `suffix` as the suffix of `token`.
    mutating func setSuffix(_ suffix: String, of token: inout YAMLToken) {
        token.setStoredSuffix(strings.count)
        strings.append(suffix)
    }

    /// The next token without consuming it.
    mutating func peek() throws(YAMLSyntaxError) -> YAMLToken {
        if !isReady { try fill() }
        return tokens[head]
    }

    /// The kind of the next token without consuming it.
    @inline(__always)
    mutating func peekKind() throws(YAMLSyntaxError) -> YAMLToken.Kind {
        if !isReady { try fill() }
        return tokens[head].kind
    }

    /// Consumes and returns the next token.
    @inline(__always)
    mutating func next() throws(YAMLSyntaxError) -> YAMLToken {
        if !isReady { try fill() }
        let token = tokens[head]
        head += 1
        tokensTaken += 1
        if head == tokens.count, head >= 64 {
            tokens.removeAll(keepingCapacity: true)
            head = 0
        }
        return token
    }

    /// Whether the next token is known for certain without scanning further: it is queued and no possible simple
    /// key waits at it. The parser asks this before every token, so it is answered inline; ``fill()`` does the rest.
    @inline(__always)
    private var isReady: Bool {
        mutating get {
            head < tokens.count && outerSimpleKeys.isEmpty
                && (simpleKey == nil || simpleKey?.tokenNumber != tokensTaken)
        }
    }

    @inline(never)
    private mutating func fill() throws(YAMLSyntaxError) {
        while needsMoreTokens() {
            try fetchMoreTokens()
        }
    }

    private mutating func needsMoreTokens() -> Bool {
        if isDone { return false }
        if head == tokens.count { return true }
        // A queued scalar may still become a key: look further until its fate is known. (Forgetting stale keys
        // only removes keys, so without a key at the next token there is nothing to forget first.)
        guard hasPossibleKeyAtNextToken else { return false }
        staleSimpleKeysQuietly()
        return hasPossibleKeyAtNextToken
    }

    /// Whether a possible simple key is the next token to be taken.
    private var hasPossibleKeyAtNextToken: Bool {
        mutating get {
            if let simpleKey, simpleKey.tokenNumber == tokensTaken { return true }
            for level in 0..<outerSimpleKeys.count {
                if let key = outerSimpleKeys[level], key.tokenNumber == tokensTaken { return true }
            }
            return false
        }
    }

    // MARK: - Dispatch

    private mutating func fetchMoreTokens() throws(YAMLSyntaxError) {
        try scanToNextToken()
        try staleSimpleKeys()
        let byte = peekByte()
        if flowLevel == 0 {
            try unwindIndent(to: isAtLineStart ? lineIndent : column)
        } else if isAtLineStart, byte != 0, indent >= 0, lineIndent <= indent {
            throw failure("flow content must be indented more than the block collection that holds it")
        }
        let wasAtLineStart = isAtLineStart
        tokenStartsLine = isAtLineStart
        isAtLineStart = false
        let jsonLike = followsJSONLikeNode
        followsJSONLikeNode = false
        switch byte {
        case 0: return try fetchStreamEnd()
        case UInt8(ascii: "%") where column == 0: return try fetchDirective()
        case UInt8(ascii: "-") where isDocumentMarker(UInt8(ascii: "-")):
            return try fetchDocumentIndicator(.documentStart)
        case UInt8(ascii: ".") where isDocumentMarker(UInt8(ascii: ".")):
            return try fetchDocumentIndicator(.documentEnd)
        case UInt8(ascii: "["): return try fetchFlowCollectionStart(.flowSequenceStart)
        case UInt8(ascii: "{"): return try fetchFlowCollectionStart(.flowMappingStart)
        case UInt8(ascii: "]"): return try fetchFlowCollectionEnd(.flowSequenceEnd)
        case UInt8(ascii: "}"): return try fetchFlowCollectionEnd(.flowMappingEnd)
        case UInt8(ascii: ","): return try fetchFlowEntry()
        case UInt8(ascii: "-") where Self.isBlankOrEnd(peekByte(1)):
            return try fetchBlockEntry(wasAtLineStart: wasAtLineStart)
        case UInt8(ascii: "?")
        where Self.isBlankOrEnd(peekByte(1)) || (flowLevel > 0 && Self.isFlowIndicator(peekByte(1))):
            return try fetchKey(wasAtLineStart: wasAtLineStart)
        case UInt8(ascii: ":")
        where Self.isBlankOrEnd(peekByte(1)) || (flowLevel > 0 && (jsonLike || Self.isFlowIndicator(peekByte(1)))):
            return try fetchValue()
        case UInt8(ascii: "*"): return try fetchAnchorOrAlias(.alias)
        case UInt8(ascii: "&"): return try fetchAnchorOrAlias(.anchor)
        case UInt8(ascii: "!"): return try fetchTag()
        case UInt8(ascii: "|") where flowLevel == 0: return try fetchBlockScalar(folded: false)
        case UInt8(ascii: ">") where flowLevel == 0: return try fetchBlockScalar(folded: true)
        case UInt8(ascii: "'"): return try fetchQuotedScalar(double: false)
        case UInt8(ascii: "\""): return try fetchQuotedScalar(double: true)
        default:
            if canStartPlainScalar(byte) { return try fetchPlainScalar() }
            throw unexpectedCharacter(byte)
        }
    }

    private mutating func unexpectedCharacter(_ byte: UInt8) -> YAMLSyntaxError {
        switch byte {
        case UInt8(ascii: "#"):
            return failure("a comment must be separated from what precedes it by whitespace")
        case UInt8(ascii: "@"), UInt8(ascii: "`"):
            return failure("'\(Character(Unicode.Scalar(byte)))' is reserved and cannot start a plain scalar; quote it")
        case UInt8(ascii: "\t"):
            return failure("a tab character cannot be used here")
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            return failure("a block scalar cannot be used inside a flow collection")
        default:
            return failure("unexpected \(describeByte(byte))")
        }
    }

    // MARK: - Stream and documents

    private mutating func fetchStreamEnd() throws(YAMLSyntaxError) {
        try unwindIndent(to: -1)
        try removeSimpleKey()
        allowsSimpleKey = false
        if flowLevel > 0 {
            throw failure("unexpected end of input inside a flow collection; expected its closing bracket")
        }
        append(.streamEnd)
        isDone = true
    }

    /// Whether `---` or `...` (three of `marker`) starts at column 0, followed by a blank or the end.
    mutating func isDocumentMarker(_ marker: UInt8) -> Bool {
        column == 0 && peekByte(1) == marker && peekByte(2) == marker && Self.isBlankOrEnd(peekByte(3))
    }

    private mutating func fetchDocumentIndicator(_ kind: YAMLToken.Kind) throws(YAMLSyntaxError) {
        if flowLevel > 0 {
            throw failure("a document marker cannot appear inside a flow collection")
        }
        try unwindIndent(to: -1)
        try removeSimpleKey()
        allowsSimpleKey = false
        append(kind)
        advance(by: 3)
        followsWhitespace = false
        if kind == .documentEnd {
            try scanLineEnd(after: "a document end marker '...'")
        }
    }
}
