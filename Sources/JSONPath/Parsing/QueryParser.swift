/// A recursive-descent parser of RFC 9535 queries over the query's Unicode scalars.
///
/// It stops at the first error, located by scalar offset. Recursion follows only the nesting of filters,
/// parentheses and function calls, which is bounded by `maximumNestingDepth`.
struct QueryParser {
    /// The query's scalars.
    let scalars: [Unicode.Scalar]
    /// How deeply filters, parentheses and function calls may nest.
    let maximumNestingDepth: Int
    /// The offset of the next scalar.
    var position = 0
    /// How many filters, parentheses and function calls enclose the position.
    var depth = 0
    /// The memo key for the next absolute query inside a filter.
    var nextMemoKey = 0

    init(_ text: String, maximumNestingDepth: Int) {
        self.scalars = Array(text.unicodeScalars)
        self.maximumNestingDepth = maximumNestingDepth
    }

    // MARK: - Query

    /// Parses the whole text as a `jsonpath-query`: `$` and segments, nothing before or after.
    mutating func parseQuery() throws(JSONPathSyntaxError) -> QuerySyntax {
        guard peek == "$" else {
            if let scalar = peek, Self.isBlank(scalar) { throw error("a query cannot start with whitespace") }
            throw error("a query starts with '$'")
        }
        position += 1
        let segments = try parseSegments()
        guard let next = peek else { return QuerySyntax(isRelative: false, segments: segments) }
        if Self.isBlank(next) {
            let rest = scalars[position...]
            if rest.allSatisfy(Self.isBlank) { throw error("a query cannot end with whitespace") }
            skipBlanks()
        }
        throw error("unexpected \(describe(peek)); expected '.', '..' or '[' to start a segment")
    }

    /// Parses `*(S segment)`, leaving any blanks that do not precede a segment unread.
    mutating func parseSegments() throws(JSONPathSyntaxError) -> [Segment] {
        var segments: [Segment] = []
        while let kind = takeSegmentStart() {
            switch kind {
            case .bracket: segments.append(try parseBracketedSelection(isDescendant: false))
            case .descendantBracket: segments.append(try parseBracketedSelection(isDescendant: true))
            case .dot: segments.append(try parseDotSegment())
            }
        }
        return segments
    }

    /// How the next segment starts.
    enum SegmentStart { case dot, bracket, descendantBracket }

    /// After blanks, how a segment starts (reading `..` before `[`); nil, reading nothing, if none is next.
    @inline(never)
    private mutating func takeSegmentStart() -> SegmentStart? {
        let start = position
        skipBlanks()
        switch (peek, peek(ahead: 1), peek(ahead: 2)) {
        case ("[", _, _): return .bracket
        case (".", ".", "["):
            position += 2
            return .descendantBracket
        case (".", _, _): return .dot
        default:
            position = start
            return nil
        }
    }

    // MARK: - Segments

    /// `.name`, `.*`, `..name` or `..*`, at a `.` (`..[…]` is read by `parseSegments`).
    @inline(never)
    private mutating func parseDotSegment() throws(JSONPathSyntaxError) -> Segment {
        position += 1
        let isDescendant = peek == "."
        if isDescendant { position += 1 }
        let selector: Selector
        if peek == "*" {
            position += 1
            selector = .wildcard
        } else if let scalar = peek, Self.isNameFirst(scalar) {
            selector = .name(parseMemberNameShorthand())
        } else {
            let after = isDescendant ? "'..'" : "'.'"
            let expected = isDescendant ? "a member name, '*' or '['" : "a member name or '*'"
            if let scalar = peek, Self.isBlank(scalar) {
                throw error("whitespace after \(after); expected \(expected)")
            }
            if peek == "." { throw error("unexpected '.'; expected \(expected) after \(after)") }
            throw error("expected \(expected) after \(after), found \(describe(peek))")
        }
        return Segment(isDescendant: isDescendant, selectors: [selector])
    }

    /// `[ S selector *(S , S selector) S ]`, at the `[`.
    private mutating func parseBracketedSelection(isDescendant: Bool) throws(JSONPathSyntaxError) -> Segment {
        let open = position
        position += 1
        var segment = Segment(isDescendant: isDescendant, selectors: [])
        while true {
            segment.hasBlanksInBrackets = skipBlanks() || segment.hasBlanksInBrackets
            segment.selectors.append(try parseSelector())
            segment.hasBlanksInBrackets = skipBlanks() || segment.hasBlanksInBrackets
            guard peek == "," else { break }
            position += 1
        }
        guard peek == "]" else { throw bracketError(open: open) }
        position += 1
        return segment
    }

    @inline(never)
    private func bracketError(open: Int) -> JSONPathSyntaxError {
        guard peek != nil else { return JSONPathSyntaxError(message: "unclosed '['; expected ']'", column: open + 1) }
        return error("unexpected \(describe(peek)) in a bracketed selection; expected ',' or ']'")
    }

    // MARK: - Selectors

    /// A name, wildcard, index, slice or filter selector.
    ///
    /// Only a filter recurses; the other selectors are read by a function of their own, which keeps this frame
    /// (one per nesting level) small.
    private mutating func parseSelector() throws(JSONPathSyntaxError) -> Selector {
        guard peek == "?" else { return try parsePlainSelector() }
        try enterNesting()
        defer { depth -= 1 }
        position += 1
        skipBlanks()
        return .filter(try parseFilterExpression())
    }

    /// A name, wildcard, index or slice selector.
    @inline(never)
    private mutating func parsePlainSelector() throws(JSONPathSyntaxError) -> Selector {
        switch peek {
        case "'", "\"": return .name(try parseStringLiteral())
        case "*":
            position += 1
            return .wildcard
        case ":": return try parseSlice(start: nil)
        case let scalar? where scalar == "-" || Self.isDigit(scalar):
            let start = try parseInteger(what: "an index")
            let afterInteger = position
            skipBlanks()
            if peek == ":" { return try parseSlice(start: start) }
            position = afterInteger
            return .index(start)
        case nil: throw error("expected a selector before the end of the query")
        case "]":
            let previous = scalars[..<position].last { !Self.isBlank($0) }
            throw error(previous == "," ? "expected a selector after ','" : "empty brackets; expected a selector")
        default:
            throw error(
                "unexpected \(describe(peek)); expected a selector: a quoted name, '*', an index, a slice or '?'"
            )
        }
    }

    /// The rest of `[start S] : S [end S] [: [S step]]`, at the first `:`.
    private mutating func parseSlice(start: Int?) throws(JSONPathSyntaxError) -> Selector {
        position += 1
        skipBlanks()
        var end: Int?
        if peek == "-" || peek.map(Self.isDigit) == true {
            end = try parseInteger(what: "a slice end")
        }
        let afterEnd = position
        skipBlanks()
        guard peek == ":" else {
            position = afterEnd
            return .slice(start: start, end: end, step: nil)
        }
        position += 1
        let afterColon = position
        skipBlanks()
        if peek == "-" || peek.map(Self.isDigit) == true {
            return .slice(start: start, end: end, step: try parseInteger(what: "a slice step"))
        }
        position = afterColon
        return .slice(start: start, end: end, step: nil)
    }

    // MARK: - Scanning

    /// The next scalar, or nil at the end.
    var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    /// The scalar `offset` after the next one, or nil past the end.
    func peek(ahead offset: Int) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    /// Skips `S`: spaces, tabs, line feeds and carriage returns; true if there were any.
    @discardableResult
    mutating func skipBlanks() -> Bool {
        let start = position
        while let scalar = peek, Self.isBlank(scalar) { position += 1 }
        return position > start
    }

    /// Counts one more level of nesting, or throws past the limit.
    mutating func enterNesting() throws(JSONPathSyntaxError) {
        depth += 1
        guard depth <= maximumNestingDepth else {
            throw error("filters, parentheses and function calls nest deeper than \(maximumNestingDepth) levels")
        }
    }

    /// An error at the next scalar (or just past the end).
    func error(_ message: String) -> JSONPathSyntaxError {
        JSONPathSyntaxError(message: message, column: position + 1)
    }

    /// `'x'` for a printable scalar, `U+000A` for others, `the end of the query` for nil.
    func describe(_ scalar: Unicode.Scalar?) -> String {
        guard let scalar else { return "the end of the query" }
        if scalar.value < 0x20 || scalar.value == 0x7F || !scalar.properties.isAlphabetic && scalar.value > 0x7E {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return "'\(scalar)'"
    }

    static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }
}
