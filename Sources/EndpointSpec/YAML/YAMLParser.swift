/// A YAML 1.2 parser that produces the same located node model as ``JSONParser`` — `JSONNode`s with the line and
/// column of every value and key — so decoding, validation, import and every diagnostic work unchanged for YAML.
///
/// It reads one document (several documents in a stream are an error) of block and flow collections, every
/// scalar style, anchors, aliases and merge keys (`<<`), resolving plain scalars by the core schema
/// (``YAMLScalarResolver``). Anything JSON cannot hold — non-scalar keys, tags other than the standard ones,
/// `.inf`/`.nan` values — is a located error. Hostile input is bounded: nesting depth as for JSON, and the nodes
/// aliases add (a "billion laughs" document is an error, not an exhausted machine). It never traps.
struct YAMLParser {
    /// How deeply collections may nest: the same limit as JSON's.
    static let defaultMaximumDepth = JSONParser.defaultMaximumDepth
    /// How many nodes aliases may add to a document, counting every node of each aliased subtree.
    static let defaultMaximumAliasNodes = 1_000_000
    /// The largest text read, in bytes: positions fit in 32 bits (see ``YAMLToken``).
    static let maximumByteCount = Int(Int32.max) - 1

    /// A node that has been composed, with what its parent needs to know about it.
    struct Composed {
        var node: JSONNode
        /// For a scalar: its text as written, which is what it means as a mapping key.
        var keyText: String?
        /// A plain, untagged `<<`: a merge key when used as a mapping key.
        var isMergeKey = false
        /// A plain `.inf` or `.nan`, which is fine as a key but has no JSON form as a value.
        var isUnrepresentable = false
    }

    /// What an anchor names.
    struct Anchor {
        var composed: Composed
        /// The number of nodes in its subtree, aliases expanded.
        var nodeCount: Int
    }

    var scanner: YAMLScanner
    let file: String
    let maximumDepth: Int
    let maximumAliasNodes: Int
    var log = DiagnosticLog()
    var anchors: [String: Anchor] = [:]
    var anchorsInProgress: Set<String> = []
    /// Every node composed so far, aliased subtrees counted in full.
    var nodeCount = 0
    /// The nodes aliases have added.
    var aliasNodeCount = 0
    /// The tag handles in effect: the defaults and the document's `%TAG` directives.
    var tagHandles = ["!": "!", "!!": "tag:yaml.org,2002:"]

    /// Parses `bytes`, the contents of the file at `file`, as one YAML document.
    static func parse(
        _ bytes: [UInt8],
        file: String,
        maximumDepth: Int = defaultMaximumDepth,
        maximumAliasNodes: Int = defaultMaximumAliasNodes,
        maximumByteCount: Int = maximumByteCount
    ) -> JSONParseResult {
        if bytes.count > maximumByteCount {
            var log = DiagnosticLog()
            log.error(
                "the YAML text is \(bytes.count) bytes long; EndpointKit reads YAML documents of up to "
                    + "\(maximumByteCount) bytes",
                at: SourceLocation(file: file, line: 1, column: 1)
            )
            return JSONParseResult(root: nil, log: log)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            if let problem = YAMLInputCheck.firstProblem(in: buffer, file: file) {
                var log = DiagnosticLog()
                log.error(problem.message, at: problem.location)
                return JSONParseResult(root: nil, log: log)
            }
            let scanner = YAMLScanner(bytes: buffer, file: file, maximumDepth: maximumDepth)
            var parser = YAMLParser(
                scanner: scanner,
                file: file,
                maximumDepth: maximumDepth,
                maximumAliasNodes: maximumAliasNodes
            )
            return parser.run()
        }
    }

    private mutating func run() -> JSONParseResult {
        do {
            let root = try parseStream()
            return JSONParseResult(root: root, log: log)
        } catch {
            log.error(error.message, at: error.location, notes: error.notes)
            return JSONParseResult(root: nil, log: log)
        }
    }

    // MARK: - Stream and document

    private mutating func parseStream() throws(YAMLSyntaxError) -> JSONNode {
        while try scanner.peekKind() == .documentEnd { _ = try scanner.next() }
        var isExplicit = false
        var sawVersion = false
        while true {
            let token = try scanner.peek()
            if token.kind == .versionDirective {
                if sawVersion { throw error("a document has at most one %YAML directive", at: token) }
                sawVersion = true
            } else if token.kind == .tagDirective {
                let handle = scanner.text(of: token)
                if tagHandles[handle] != nil && handle != "!" && handle != "!!" {
                    throw error("the tag handle '\(handle)' is declared twice", at: token)
                }
                tagHandles[handle] = scanner.suffix(of: token)
            } else {
                break
            }
            isExplicit = true
            _ = try scanner.next()
        }
        var root: Composed
        let first = try scanner.peek()
        switch first.kind {
        case .streamEnd:
            if isExplicit { throw error("expected a document start '---' after the directives", at: first) }
            throw YAMLSyntaxError(
                message: "the document is empty; expected a YAML mapping",
                location: SourceLocation(file: file, line: 1, column: 1)
            )
        case .documentStart:
            _ = try scanner.next()
            let kind = try scanner.peekKind()
            if kind == .documentStart || kind == .documentEnd || kind == .streamEnd || kind == .versionDirective
                || kind == .tagDirective
            {
                root = Composed(node: JSONNode(value: .null, location: location(of: first)), keyText: "")
            } else {
                root = try parseNode(depth: 0, isBlock: true, allowsIndentlessSequence: false)
            }
        default:
            if isExplicit { throw error("expected a document start '---' after the directives", at: first) }
            root = try parseNode(depth: 0, isBlock: true, allowsIndentlessSequence: false)
        }
        try checkValue(root)
        while try scanner.peekKind() == .documentEnd { _ = try scanner.next() }
        let after = try scanner.peek()
        switch after.kind {
        case .streamEnd: return root.node
        case .documentStart, .versionDirective, .tagDirective:
            throw error(
                "a second YAML document starts here; EndpointKit reads one document per file",
                at: after
            )
        default:
            throw error("unexpected \(described(after)) after the end of the document", at: after)
        }
    }

    // MARK: - Nodes

    /// Parses a node with its properties (anchor and tag); in a block context, a block collection, and where
    /// `allowsIndentlessSequence` (a mapping's value), a sequence whose `-` entries are not indented.
    mutating func parseNode(
        depth: Int,
        isBlock: Bool,
        allowsIndentlessSequence: Bool
    ) throws(YAMLSyntaxError) -> Composed {
        var anchor: YAMLToken?
        var tag: YAMLToken?
        var kind = try scanner.peekKind()
        // Tokens are looked at by kind and taken only when used: copying one copies its strings.
        while kind == .anchor || kind == .tag {
            let token = try scanner.next()
            if token.kind == .anchor {
                if let anchor {
                    throw error(
                        "a node has two anchors, '&\(scanner.text(of: anchor))' and '&\(scanner.text(of: token))'",
                        at: token
                    )
                }
                anchor = token
            } else {
                if tag != nil { throw error("a node has two tags", at: token) }
                tag = token
            }
            kind = try scanner.peekKind()
        }
        if kind == .scalar, anchor == nil {
            let token = try scanner.next()
            return try scalar(token, tag: tag)
        }
        let token = try scanner.peek()
        if token.kind == .alias {
            if let property = anchor ?? tag {
                throw error("an alias cannot have an anchor or a tag", at: property)
            }
            _ = try scanner.next()
            return try resolveAlias(token)
        }
        if let anchor { anchorsInProgress.insert(scanner.text(of: anchor)) }
        let countBefore = nodeCount
        var composed: Composed
        switch token.kind {
        case .scalar:
            _ = try scanner.next()
            composed = try scalar(token, tag: tag)
        case .flowSequenceStart:
            composed = Composed(node: try parseFlowSequence(depth: depth + 1))
        case .flowMappingStart:
            composed = Composed(node: try parseFlowMapping(depth: depth + 1))
        case .blockSequenceStart where isBlock:
            composed = Composed(node: try parseBlockSequence(depth: depth + 1))
        case .blockMappingStart where isBlock:
            composed = Composed(node: try parseBlockMapping(depth: depth + 1))
        case .blockEntry where isBlock && allowsIndentlessSequence:
            composed = Composed(node: try parseIndentlessSequence(depth: depth + 1))
        default:
            guard anchor != nil || tag != nil else {
                throw error("expected a value, found \(described(token))", at: token)
            }
            var empty = token
            empty.kind = .scalar
            empty.clearText()
            empty.style = .plain
            if let property = tag ?? anchor {
                empty.line = property.line
                empty.column = property.column
            }
            composed = try scalar(empty, tag: tag)
        }
        if let tag, token.kind != .scalar, composed.keyText == nil {
            try checkCollectionTag(tag, on: composed.node)
        }
        if let anchor {
            let name = scanner.text(of: anchor)
            anchorsInProgress.remove(name)
            anchors[name] = Anchor(composed: composed, nodeCount: nodeCount - countBefore)
        }
        return composed
    }

    private mutating func resolveAlias(_ token: YAMLToken) throws(YAMLSyntaxError) -> Composed {
        let name = scanner.text(of: token)
        guard let anchor = anchors[name] else {
            if anchorsInProgress.contains(name) {
                throw error("the alias '*\(name)' is inside the node its anchor names (a recursive alias)", at: token)
            }
            throw error("unknown alias '*\(name)'; no anchor '&\(name)' is defined before it", at: token)
        }
        aliasNodeCount += anchor.nodeCount
        nodeCount += anchor.nodeCount
        if aliasNodeCount > maximumAliasNodes {
            throw error(
                "aliases expand to more than \(maximumAliasNodes) nodes; the document is refused as an alias bomb "
                    + "(\"billion laughs\")",
                at: token
            )
        }
        var composed = anchor.composed
        composed.node.location = location(of: token)
        composed.node.isVerbatim = false
        composed.isMergeKey = false
        return composed
    }

    /// An error when `composed` cannot be a JSON value (`.inf`, `.nan`).
    func checkValue(_ composed: Composed) throws(YAMLSyntaxError) {
        if composed.isUnrepresentable, let text = composed.keyText {
            throw YAMLSyntaxError(message: YAMLScalarResolver.notRepresentable(text), location: composed.node.location)
        }
    }

    // MARK: - Locations and errors

    /// How `token` is called in messages (``YAMLToken/description``), a scalar with its text.
    func described(_ token: YAMLToken) -> String {
        token.description(text: scanner.text(of: token))
    }

    func location(of token: YAMLToken) -> SourceLocation {
        SourceLocation(file: file, line: token.line, column: token.column)
    }

    func error(_ message: String, at token: YAMLToken) -> YAMLSyntaxError {
        YAMLSyntaxError(message: message, location: location(of: token))
    }
}
