// Uses only the Swift standard library: the build plugins compile this file into themselves (see InputKind.swift).

/// A forgiving, allocation-light reader of a YAML text's outline (``DocumentOutline``): the keys of its block and
/// flow mappings and the scalars it holds, found line by line without building anything.
///
/// It reads what specs and OpenAPI documents are written with — block mappings (keys plain or quoted, values on
/// the key's line or indented below it, indentless sequences), flow mappings, anchors and tags in front of values —
/// and skips what it does not understand (explicit `?` keys, aliases, merge keys). Positions are byte offsets — a
/// block mapping's is that of its first key, a value's that of its first byte, an empty value's the end of its
/// key's line — marked with ``flowContext`` inside a flow collection, where plain scalars end at `,`, `]` and
/// `}`. Plain scalars are otherwise read to the end of their line (or a comment); quoted ones with their escapes.
public struct YAMLOutline: DocumentOutline {
    /// The text.
    public let bytes: [UInt8]

    /// Outlines `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The bit set in the positions of values inside flow collections.
    static let flowContext = 1 << 60

    // MARK: - Navigating

    /// The position of the root node: the first content after a byte order mark, comments, directives and a
    /// `---` marker (and the anchor or tag on it).
    public var root: Int? {
        var line = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while line < bytes.count {
            var content = firstContent(ofLineAt: line)
            if isLineEnd(content) || bytes[content] == UInt8(ascii: "#")
                || (content == line && bytes[content] == UInt8(ascii: "%"))
            {
                line = nextLine(after: content)
                continue
            }
            if content == line, isDocumentMarker(at: line, UInt8(ascii: ".")) { return nil }
            if content == line, isDocumentMarker(at: line, UInt8(ascii: "-")) { content += 3 }
            skipBlanks(&content)
            skipProperties(&content)
            if isLineEnd(content) || bytes[content] == UInt8(ascii: "#") {
                line = nextLine(after: content)
                continue
            }
            return content
        }
        return nil
    }

    /// Calls `body` with each member of the block or flow mapping at `start`, in order, until it returns `false`.
    public func forEachMember(ofObjectAt position: Int, _ body: (String, Int) -> Bool) {
        let start = position & ~Self.flowContext
        guard start >= 0, start < bytes.count else { return }
        switch bytes[start] {
        case UInt8(ascii: "{"): forEachFlowMember(ofMappingAt: start, body)
        case UInt8(ascii: "["), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "*"), UInt8(ascii: "#"): return
        default:
            // A flow collection holds no block mapping.
            if position & Self.flowContext == 0 { forEachBlockMember(ofMappingAt: start, body) }
        }
    }

    // MARK: - Block mappings

    private func forEachBlockMember(ofMappingAt start: Int, _ body: (String, Int) -> Bool) {
        let lineStart = lineStart(of: start)
        // A block mapping starts its line, or follows only sequence entries and explicit-key indicators on it.
        guard
            bytes[lineStart..<start].allSatisfy({
                $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "?")
            })
        else { return }
        let indent = start - lineStart
        var cursor = start
        while true {
            if let (key, afterIndicator) = blockKey(at: cursor) {
                guard body(key, valuePosition(after: afterIndicator, indent: indent)) else { return }
            }
            guard let next = nextSibling(after: cursor, indent: indent) else { return }
            cursor = next
        }
    }

    /// The key written at `start` (`key:`, `"key":`, `'key':`, after an anchor or tag) and the position after its
    /// `:`; `nil` when the line does not start a member there.
    private func blockKey(at start: Int) -> (String, Int)? {
        var index = start
        skipProperties(&index)
        guard index < bytes.count else { return nil }
        let first = bytes[index]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            guard let key = quoted(&index, singleLine: true) else { return nil }
            skipBlanks(&index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":"), isBlankOrEnd(index + 1) else { return nil }
            return (key, index + 1)
        }
        guard canStartPlainScalar(at: index, inFlow: false) else { return nil }
        var end = index
        while end < bytes.count, !isLineEnd(end) {
            if bytes[end] == UInt8(ascii: ":"), isBlankOrEnd(end + 1) {
                return (trimmedText(index..<end), end + 1)
            }
            if bytes[end] == UInt8(ascii: "#"), end > index, isBlank(bytes[end - 1]) { return nil }
            end += 1
        }
        return nil
    }

    /// Where the value of a member whose `:` ends before `start` begins, for a mapping indented `indent` spaces.
    private func valuePosition(after start: Int, indent: Int) -> Int {
        var index = start
        skipBlanks(&index)
        skipProperties(&index)
        if !isLineEnd(index), bytes[index] != UInt8(ascii: "#") { return index }
        var line = nextLine(after: index)
        while line < bytes.count {
            let content = firstContent(ofLineAt: line)
            if isLineEnd(content) || bytes[content] == UInt8(ascii: "#") {
                line = nextLine(after: content)
                continue
            }
            let depth = content - line
            if depth > indent || (depth == indent && isSequenceEntry(at: content)) { return content }
            break
        }
        return index
    }

    /// The first content of the next line indented exactly `indent` spaces after the line of `start`, skipping
    /// deeper lines, blank lines, comments and an indentless sequence's entries; `nil` when a shallower line, a
    /// document marker or the end comes first.
    private func nextSibling(after start: Int, indent: Int) -> Int? {
        var line = nextLine(after: start)
        while line < bytes.count {
            let content = firstContent(ofLineAt: line)
            if isLineEnd(content) || bytes[content] == UInt8(ascii: "#") {
                line = nextLine(after: content)
                continue
            }
            if content == line,
                isDocumentMarker(at: line, UInt8(ascii: "-")) || isDocumentMarker(at: line, UInt8(ascii: "."))
            {
                return nil
            }
            let depth = content - line
            if depth > indent || bytes[content] == UInt8(ascii: "\t")
                || (depth == indent && isSequenceEntry(at: content))
            {
                line = nextLine(after: content)
                continue
            }
            return depth == indent ? content : nil
        }
        return nil
    }

    // MARK: - Flow mappings

    private func forEachFlowMember(ofMappingAt start: Int, _ body: (String, Int) -> Bool) {
        var index = start + 1
        while true {
            skipFlowSpace(&index)
            guard index < bytes.count, bytes[index] != UInt8(ascii: "}") else { return }
            skipProperties(&index)
            guard let key = flowKey(&index) else { return }
            skipFlowSpace(&index)
            if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
                index += 1
                skipFlowSpace(&index)
                guard body(key, index | Self.flowContext), skipFlowValue(&index) else { return }
                skipFlowSpace(&index)
            } else {
                guard body(key, index | Self.flowContext) else { return }
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return }
            index += 1
        }
    }

    /// Reads a flow mapping's key (quoted, or plain up to its `:`, `,`, `}` or `]`).
    private func flowKey(_ index: inout Int) -> String? {
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
            return quoted(&index, singleLine: false)
        }
        guard canStartPlainScalar(at: index, inFlow: true) else { return nil }
        let start = index
        while index < bytes.count, !isLineEnd(index) {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":"), isBlankOrEnd(index + 1) || isFlowIndicator(index + 1) { break }
            if isFlowIndicator(index) { break }
            index += 1
        }
        return trimmedText(start..<index)
    }

    /// Moves `index` past a flow value: a quoted scalar, a nested collection, or a plain scalar.
    private func skipFlowValue(_ index: inout Int) -> Bool {
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return quoted(&index, singleLine: false) != nil
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return skipFlowCollection(&index)
        default:
            while index < bytes.count, !isFlowIndicator(index) {
                if bytes[index] == UInt8(ascii: "#"), index > 0, isBlank(bytes[index - 1]) { return true }
                index += 1
            }
            return true
        }
    }

    /// Moves `index` from a `{` or `[` past its closing bracket, skipping quoted scalars and comments, without
    /// recursion; `false` when the input ends first.
    private func skipFlowCollection(_ index: inout Int) -> Bool {
        var depth = 0
        var previous = UInt8(ascii: " ")
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                // A quote starts a quoted scalar only where a scalar can start; `don't` is plain.
                if isBlank(previous) || isLineBreak(previous)
                    || [
                        UInt8(ascii: "["), UInt8(ascii: "{"),
                        UInt8(ascii: ","), UInt8(ascii: ":"),
                    ].contains(previous)
                {
                    guard quoted(&index, singleLine: false) != nil else { return false }
                    previous = byte
                    continue
                }
            case UInt8(ascii: "#") where isBlank(previous) || isLineBreak(previous):
                while index < bytes.count, !isLineEnd(index) { index += 1 }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth <= 0 {
                    index += 1
                    return true
                }
            default:
                break
            }
            previous = byte
            index += 1
        }
        return false
    }

    private func skipFlowSpace(_ index: inout Int) {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "#"):
                while index < bytes.count, !isLineEnd(index) { index += 1 }
            default: return
            }
        }
    }
}
