// MARK: - Block and flow collections
//
// The collection parsers are on the recursion's path (see YAMLParser+Nodes.swift): each keeps to its loop and its
// recursive calls, and the separators, empty keys and values, and errors are read by helpers. Those that build an
// error message are `@inline(never)`, so that optimised builds keep the message out of the recursive frames.

extension YAMLParser {
    /// Takes the token that starts a collection at `depth` (or, with `taking` false, only looks at it) and counts
    /// the collection's node; its location, or an error past the maximum depth.
    @inline(never)
    private mutating func startCollection(depth: Int, taking: Bool = true) throws(YAMLSyntaxError) -> SourceLocation {
        let start = taking ? try scanner.next() : try scanner.peek()
        if depth > maximumDepth {
            throw error("sequences and mappings are nested more than \(maximumDepth) levels deep", at: start)
        }
        nodeCount += 1
        return location(of: start)
    }

    /// A missing node: `null` where it would be.
    @inline(never)
    private mutating func emptyNode(at token: YAMLToken) -> Composed {
        nodeCount += 1
        return Composed(node: JSONNode(value: .null, location: location(of: token)), keyText: "")
    }

    /// The value of a sequence entry or mapping value.
    @inline(__always)
    private mutating func value(
        depth: Int,
        isBlock: Bool,
        allowsIndentlessSequence: Bool = false
    ) throws(YAMLSyntaxError) -> JSONNode {
        try parseNode(depth: depth, isBlock: isBlock, allowsIndentlessSequence: allowsIndentlessSequence, as: .value)
            .node
    }

    /// A mapping key: its text when it is a scalar, the node otherwise (an error for the mapping to report).
    @inline(__always)
    private mutating func key(depth: Int, isBlock: Bool) throws(YAMLSyntaxError) -> Composed {
        try parseNode(depth: depth, isBlock: isBlock, allowsIndentlessSequence: isBlock, as: .key)
    }

    // MARK: - Block

    mutating func parseBlockSequence(depth: Int) throws(YAMLSyntaxError) -> JSONNode {
        let start = try startCollection(depth: depth)
        var elements: [JSONNode] = []
        while let entry = try nextBlockSequenceEntry() {
            if let empty = try emptyEntry(after: entry, endsAt: { $0 == .blockEntry || $0 == .blockEnd }) {
                elements.append(empty)
            } else {
                elements.append(try value(depth: depth, isBlock: true))
            }
        }
        return JSONNode(value: .array(elements), location: start)
    }

    /// The next `-` of a block sequence, taken; `nil` at its end, which is taken too.
    @inline(never)
    private mutating func nextBlockSequenceEntry() throws(YAMLSyntaxError) -> YAMLToken? {
        let token = try scanner.next()
        switch token.kind {
        case .blockEntry: return token
        case .blockEnd: return nil
        default:
            throw error("expected a sequence entry '-' at this indentation, found \(described(token))", at: token)
        }
    }

    /// The empty node at `token` when the next token `ends` the entry or value it starts: it has no node.
    private mutating func emptyEntry(
        after token: YAMLToken,
        endsAt ends: (YAMLToken.Kind) -> Bool
    ) throws(YAMLSyntaxError) -> JSONNode? {
        ends(try scanner.peekKind()) ? emptyNode(at: token).node : nil
    }

    mutating func parseIndentlessSequence(depth: Int) throws(YAMLSyntaxError) -> JSONNode {
        let start = try startCollection(depth: depth, taking: false)
        var elements: [JSONNode] = []
        while let entry = try nextIndentlessEntry() {
            if let empty = try emptyEntry(
                after: entry,
                endsAt: { $0 == .blockEntry || $0 == .key || $0 == .value || $0 == .blockEnd }
            ) {
                elements.append(empty)
            } else {
                elements.append(try value(depth: depth, isBlock: true))
            }
        }
        return JSONNode(value: .array(elements), location: start)
    }

    /// The next `-` of an indentless sequence, taken; `nil` when the sequence has ended.
    private mutating func nextIndentlessEntry() throws(YAMLSyntaxError) -> YAMLToken? {
        try scanner.peekKind() == .blockEntry ? try scanner.next() : nil
    }

    mutating func parseBlockMapping(depth: Int) throws(YAMLSyntaxError) -> JSONNode {
        let start = try startCollection(depth: depth)
        var mapping = YAMLMappingBuilder()
        while try startsBlockMappingEntry() {
            let key: Composed
            if let empty = try emptyBlockKey() {
                key = empty
            } else {
                key = try self.key(depth: depth, isBlock: true)
            }
            let valueNode: JSONNode
            if let empty = try emptyBlockValue() {
                valueNode = empty
            } else {
                valueNode = try value(depth: depth, isBlock: true, allowsIndentlessSequence: true)
            }
            try mapping.add(key: key, value: valueNode, parser: &self)
        }
        return JSONNode(value: .object(mapping.finish()), location: start)
    }

    /// Whether a block mapping entry follows; at the mapping's end, takes it.
    @inline(never)
    private mutating func startsBlockMappingEntry() throws(YAMLSyntaxError) -> Bool {
        switch try scanner.peekKind() {
        case .key, .value: return true
        case .blockEnd:
            _ = try scanner.next()
            return false
        default:
            let token = try scanner.peek()
            throw error("expected a mapping key at this indentation, found \(described(token))", at: token)
        }
    }

    /// The empty key of a block mapping entry that has none (`? ` alone, or `: value`); otherwise takes the `?`, if
    /// any, and leaves the key to be parsed.
    private mutating func emptyBlockKey() throws(YAMLSyntaxError) -> Composed? {
        guard try scanner.peekKind() == .key else { return emptyNode(at: try scanner.peek()) }
        let keyToken = try scanner.next()
        let next = try scanner.peekKind()
        return next == .key || next == .value || next == .blockEnd ? emptyNode(at: keyToken) : nil
    }

    /// The empty value of a block mapping entry that has none; otherwise takes the `:` and leaves the value to be
    /// parsed.
    private mutating func emptyBlockValue() throws(YAMLSyntaxError) -> JSONNode? {
        guard try scanner.peekKind() == .value else { return emptyNode(at: try scanner.peek()).node }
        let separator = try scanner.next()
        return try emptyEntry(after: separator, endsAt: { $0 == .key || $0 == .value || $0 == .blockEnd })
    }

    // MARK: - Flow

    mutating func parseFlowSequence(depth: Int) throws(YAMLSyntaxError) -> JSONNode {
        let start = try startCollection(depth: depth)
        var elements: [JSONNode] = []
        while try startsFlowEntry(closing: .flowSequenceEnd, isFirst: elements.isEmpty) {
            if let pairStart = try singlePairStart() {
                elements.append(try parseSinglePairMapping(depth: depth + 1, startingAt: pairStart))
            } else {
                elements.append(try value(depth: depth, isBlock: false))
            }
        }
        _ = try scanner.next()  // the closing bracket, which the loop has seen
        return JSONNode(value: .array(elements), location: start)
    }

    /// Where the single-pair mapping starts when the next token starts one in a flow sequence (`[a: b]`, `[? a]`,
    /// `[: b]`).
    private mutating func singlePairStart() throws(YAMLSyntaxError) -> SourceLocation? {
        let token = try scanner.peek()
        return token.kind == .key || token.kind == .value ? location(of: token) : nil
    }

    /// A single-pair mapping in a flow sequence: `[a: b]`. Not inlined: the sequence's frame stays small.
    @inline(never)
    private mutating func parseSinglePairMapping(
        depth: Int,
        startingAt start: SourceLocation
    ) throws(YAMLSyntaxError) -> JSONNode {
        nodeCount += 1
        var mapping = YAMLMappingBuilder()
        try parseFlowPair(depth: depth, closing: .flowSequenceEnd, into: &mapping)
        return JSONNode(value: .object(mapping.finish()), location: start)
    }

    mutating func parseFlowMapping(depth: Int) throws(YAMLSyntaxError) -> JSONNode {
        let start = try startCollection(depth: depth)
        var mapping = YAMLMappingBuilder()
        var isFirst = true
        while try startsFlowEntry(closing: .flowMappingEnd, isFirst: isFirst) {
            isFirst = false
            try parseFlowPair(depth: depth, closing: .flowMappingEnd, into: &mapping)
        }
        _ = try scanner.next()  // the closing bracket, which the loop has seen
        return JSONNode(value: .object(mapping.finish()), location: start)
    }

    /// Whether another entry of a flow collection follows, taking the `,` before it unless it is the first; at the
    /// `closing` bracket (left for the caller to take), `false`.
    @inline(never)
    private mutating func startsFlowEntry(closing: YAMLToken.Kind, isFirst: Bool) throws(YAMLSyntaxError) -> Bool {
        if try scanner.peekKind() == closing { return false }
        if isFirst { return true }
        let separator = try scanner.next()
        guard separator.kind == .flowEntry else {
            let (bracket, entry) = closing == .flowSequenceEnd ? ("]", "sequence") : ("}", "mapping")
            throw error(
                "expected ',' or '\(bracket)' after a \(entry) entry, found \(described(separator))",
                at: separator
            )
        }
        return try scanner.peekKind() != closing
    }

    /// One `key: value`, `? key : value`, `: value` or lone `key` entry of a flow collection, added to `mapping`.
    private mutating func parseFlowPair(
        depth: Int,
        closing: YAMLToken.Kind,
        into mapping: inout YAMLMappingBuilder
    ) throws(YAMLSyntaxError) {
        let key: Composed
        if let empty = try emptyFlowKey(closing: closing) {
            key = empty
        } else {
            key = try self.key(depth: depth, isBlock: false)
        }
        let valueNode: JSONNode
        if let empty = try emptyFlowValue(closing: closing) {
            valueNode = empty
        } else {
            valueNode = try value(depth: depth, isBlock: false)
        }
        try mapping.add(key: key, value: valueNode, parser: &self)
    }

    /// The empty key of a flow entry that has none (`? ,`, `: value`); otherwise takes the `?`, if any, and leaves
    /// the key to be parsed.
    private mutating func emptyFlowKey(closing: YAMLToken.Kind) throws(YAMLSyntaxError) -> Composed? {
        switch try scanner.peekKind() {
        case .key:
            let token = try scanner.next()
            let kind = try scanner.peekKind()
            return kind == .value || kind == .flowEntry || kind == closing ? emptyNode(at: token) : nil
        case .value:
            return emptyNode(at: try scanner.peek())
        default:
            return nil
        }
    }

    /// The empty value of a flow entry that has none (a lone key, `key:` before `,` or the bracket); otherwise
    /// takes the `:` and leaves the value to be parsed.
    private mutating func emptyFlowValue(closing: YAMLToken.Kind) throws(YAMLSyntaxError) -> JSONNode? {
        guard try scanner.peekKind() == .value else { return emptyNode(at: try scanner.peek()).node }
        let separator = try scanner.next()
        return try emptyEntry(after: separator, endsAt: { $0 == .flowEntry || $0 == closing })
    }
}
