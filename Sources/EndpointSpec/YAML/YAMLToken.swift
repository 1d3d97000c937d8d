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
    /// The 1-based line of its first character.
    var line: Int
    /// The 1-based column of its first character, in Unicode scalars.
    var column: Int
    /// A scalar's value, an anchor's or alias's name, a tag's handle, a directive's handle or version.
    var text = ""
    /// A tag's suffix, a `%TAG` directive's prefix.
    var suffix = ""
    /// A scalar's style.
    var style = Style.plain
    /// For a quoted or plain scalar: one line, no escapes, so each scalar of the value is one column of the file.
    var isVerbatim = false

    /// How the token is called in messages: `a plain scalar`, `'-'`, `the end of the document`.
    var description: String {
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
