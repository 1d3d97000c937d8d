/// A JSONPath query (RFC 9535), parsed and checked once, to run on any tree of ``JSONPathNode``s.
///
/// ```swift
/// let query = try JSONPathQuery(parsing: "$.paths[*].get")
/// for match in query.select(in: document) { print(match.normalizedPath) }
/// ```
public struct JSONPathQuery: Sendable, Hashable, CustomStringConvertible {
    // MARK: - Limits

    /// The longest query accepted, in Unicode scalars.
    public static let maximumLength = 65_536
    /// How deeply filters, parentheses and function calls may nest in a query.
    public static let maximumNestingDepth = 32

    // MARK: - Parsing

    /// The query's text.
    public let text: String
    @usableFromInline let syntax: QuerySyntax

    /// Parses `text` as a JSONPath query.
    ///
    /// - Throws: ``JSONPathSyntaxError`` at the first problem: text the grammar does not allow, an ill-typed
    ///   function expression (§2.4.3), an integer beyond ±(2^53 − 1), or a query beyond the limits above.
    public init(parsing text: String) throws(JSONPathSyntaxError) {
        var parser = QueryParser(text, maximumNestingDepth: Self.maximumNestingDepth)
        guard parser.scalars.count <= Self.maximumLength else {
            throw JSONPathSyntaxError(
                message: "the query is longer than \(Self.maximumLength) characters",
                column: Self.maximumLength + 1
            )
        }
        self.syntax = try parser.parseQuery()
        self.text = text
    }

    /// Whether the query selects at most one node in any document: each segment is a child segment with one name
    /// or index selector (an RFC 9535 singular query, §2.3.5.1), such as `$.info.title` or `$['tags'][0]`.
    public var isSingular: Bool { syntax.isSingular }

    // MARK: - Selecting

    /// The nodes the query selects in the document `root`, in the RFC's order, each with its location.
    ///
    /// The work is not bounded: a nodelist may hold a node many times, so chained descendant segments
    /// (`$..*..*..*`) or unions grow it geometrically. For queries from untrusted sources use
    /// ``select(in:workLimit:)``.
    @inlinable
    public func select<Node: JSONPathNode>(in root: Node) -> [JSONPathMatch<Node>] {
        QueryEvaluator(root: root, workLimit: .max).matches(of: syntax)
    }

    /// The nodes the query selects in the document `root`, like ``select(in:)``, unless that takes more than
    /// `workLimit` units of work: one per node visited or selected and per pair of values compared, and for each
    /// scalar a pattern reads one per eight instructions of the compiled pattern.
    ///
    /// - Throws: ``JSONPathWorkLimitError`` when the budget runs out.
    @inlinable
    public func select<Node: JSONPathNode>(
        in root: Node,
        workLimit: Int
    ) throws(JSONPathWorkLimitError) -> [JSONPathMatch<Node>] {
        let evaluator = QueryEvaluator(root: root, workLimit: workLimit)
        let matches = evaluator.matches(of: syntax)
        guard !evaluator.state.isExhausted else { throw JSONPathWorkLimitError(workLimit: workLimit) }
        return matches
    }

    /// The nodes the query selects in the document `root`, without their locations (unbounded, as ``select(in:)``).
    @inlinable
    public func nodes<Node: JSONPathNode>(in root: Node) -> [Node] {
        QueryEvaluator(root: root, workLimit: .max).nodes(of: syntax, current: root)
    }

    // MARK: - Text

    /// The query's text.
    public var description: String { text }

    /// Whether both queries have the same text.
    public static func == (lhs: JSONPathQuery, rhs: JSONPathQuery) -> Bool { lhs.text == rhs.text }

    /// Hashes the query's text.
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
