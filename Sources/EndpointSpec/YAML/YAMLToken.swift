/// One token of a YAML character stream, as ``YAMLScanner`` produces it for ``YAMLComposer``.
struct YAMLToken: Sendable {
    /// What the token is.
    enum Kind: UInt8, Sendable {
        case streamEnd
        case versionDirective, tagDirective
        case documentStart, documentEnd
        case blockSequenceStart, blockMappingStart, blockEnd
        case flowSequenceStart, flowSequenceEnd, flowMappingStart, flowMappingEnd
        case blockEntry, flowEntry, key, value
        case alias, anchor, tag, scalar
    }

    /// How a scalar is written; only plain scalars are resolved by the core schema.
    enum Style: UInt8, Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// What the token is.
    var kind: Kind
    // (The one-byte fields come first: the token then copies as whole words, which the token queue does a lot.)
    /// A scalar's style.
    var style = Style.plain
    /// For a quoted or plain scalar: one line, no escapes, so each scalar of the value is one column of the file.
    var isVerbatim = false
    // Positions are stored in 32 bits (the parser refuses texts of 2 GB or more) and texts live outside the token,
    // so a token is four words that copy without reference counting: the token queue copies a great many.
    private var storedLine: Int32
    private var storedColumn: Int32
    /// The token's text: `-1` none, `≥ 0` the start of its bytes in the input (``textEnd`` their end), `≤ -2` the
    /// scanner's stored string `-2 - textStart`.
    private(set) var textStart: Int32 = -1
    private(set) var textEnd: Int32 = 0
    /// The scanner's stored string that is the token's suffix, or `-1`.
    private(set) var suffixIndex: Int32 = -1

    /// A token of `kind` at `line` and `column` (1-based), without text.
    init(kind: Kind, line: Int, column: Int) {
        self.kind = kind
        self.storedLine = Int32(truncatingIfNeeded: line)
        self.storedColumn = Int32(truncatingIfNeeded: column)
    }

    /// The 1-based line of its first character.
    var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(truncatingIfNeeded: newValue) }
    }

    /// The 1-based column of its first character, in Unicode scalars.
    var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(truncatingIfNeeded: newValue) }
    }

    // MARK: - Text (read through `YAMLScanner.text(of:)` and `suffix(of:)`)

    /// The input's bytes in `range` are the token's text: a scalar written verbatim (one line, no escapes).
    mutating func setTextRange(_ range: Range<Int>) {
        textStart = Int32(truncatingIfNeeded: range.lowerBound)
        textEnd = Int32(truncatingIfNeeded: range.upperBound)
    }

    /// The scanner's stored string `index` is the token's text.
    mutating func setStoredText(_ index: Int) {
        textStart = -2 - Int32(truncatingIfNeeded: index)
    }

    /// The scanner's stored string `index` is the token's suffix.
    mutating func setStoredSuffix(_ index: Int) {
        suffixIndex = Int32(truncatingIfNeeded: index)
    }

    /// The token has no text.
    mutating func clearText() {
        textStart = -1
    }

    /// How the token is called in messages: `the scalar 'x'`, `'-'`, `the end of the document`, with its `text`.
    func description(text: String) -> String {
        switch kind {
        case .streamEnd: "the end of the input"
        case .versionDirective: "a %YAML directive"
        case .tagDirective: "a %TAG directive"
        case .documentStart: "a document start '---'"
        case .documentEnd: "a document end '...'"
        case .blockSequenceStart: "a block sequence"
        case .blockMappingStart: "a block mapping"
        case .blockEnd: "the end of a block collection"
        case .flowSequenceStart: "'['"
        case .flowSequenceEnd: "']'"
        case .flowMappingStart: "'{'"
        case .flowMappingEnd: "'}'"
        case .blockEntry: "a sequence entry '-'"
        case .flowEntry: "','"
        case .key: "a mapping key"
        case .value: "':'"
        case .alias: "the alias '*\(text)'"
        case .anchor: "the anchor '&\(text)'"
        case .tag: "a tag"
        case .scalar: "the scalar '\(text.count > 24 ? String(text.prefix(24)) + "…" : text)'"
        }
    }
}
