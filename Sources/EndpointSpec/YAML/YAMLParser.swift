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
                root = try parseNode(depth: 0, isBlock: true, allowsIndentlessSequence: false, as: .value)
            }
        default:
            if isExplicit { throw error("expected a document start '---' after the directives", at: first) }
            root = try parseNode(depth: 0, isBlock: true, allowsIndentlessSequence: false, as: .value)
        }
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
