// MARK: - Query

/// A parsed query: where it starts and its segments.
@usableFromInline struct QuerySyntax: Sendable {
    /// Whether it starts at the current node (`@`, only inside filters) rather than the root (`$`).
    @usableFromInline let isRelative: Bool
    /// The segments, applied in order.
    @usableFromInline let segments: [Segment]
    /// For an absolute query inside a filter: its number in the whole query, to evaluate it once per selection.
    @usableFromInline var memoKey: Int?
    /// Whether the query selects at most one node: one name or index selector per child segment.
    @usableFromInline let isSingular: Bool

    init(isRelative: Bool, segments: [Segment]) {
        self.isRelative = isRelative
        self.segments = segments
        self.isSingular = segments.allSatisfy(\.isSingular)
    }

    /// Whether the query is a `singular-query` of the filter grammar (RFC 9535 §2.3.5.1): singular, and with no
    /// blank space inside its brackets (`@['a']`, not `@[ 'a' ]`).
    var isSingularQuerySyntax: Bool { segments.allSatisfy { $0.isSingular && !$0.hasBlanksInBrackets } }
}

// MARK: - Segment

/// A child segment (`[…]`, `.name`, `.*`) or a descendant segment (`..[…]`, `..name`, `..*`).
@usableFromInline struct Segment: Sendable {
    /// Whether the selectors apply to the input nodes and all their descendants.
    @usableFromInline var isDescendant: Bool
    /// The selectors, whose results are concatenated in this order.
    @usableFromInline var selectors: [Selector]
    /// Whether blank space was written inside the segment's brackets.
    var hasBlanksInBrackets = false

    /// Whether the segment selects at most one node: a child segment of one name or index selector.
    var isSingular: Bool {
        guard !isDescendant, selectors.count == 1 else { return false }
        switch selectors[0] {
        case .name, .index: return true
        case .wildcard, .slice, .filter: return false
        }
    }
}

// MARK: - Selector

/// One selector of a segment.
@usableFromInline enum Selector: Sendable {
    /// The member of this name.
    case name(String)
    /// Every element or member value.
    case wildcard
    /// The element at this index (negative counts from the end).
    case index(Int)
    /// Elements `start..<end` by `step`, per RFC 9535 §2.3.4.2.2.
    case slice(start: Int?, end: Int?, step: Int?)
    /// The elements or member values the expression holds for.
    case filter(LogicalExpression)
}
