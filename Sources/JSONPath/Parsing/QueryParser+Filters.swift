// MARK: - Parsed expressions

extension QueryParser {
    /// An expression as parsed, before its context says which type it must have.
    struct ParsedExpression {
        /// A logical expression, or an operand that may become a comparable, an argument or a test.
        enum Kind {
            case logical(LogicalExpression)
            case literal(Literal)
            case query(QuerySyntax)
            case function(FunctionCall)
        }

        var kind: Kind
        /// Where it starts (1-based).
        var column: Int
    }

    // The functions on the recursive path (a filter's expression, its operands, function calls and parentheses)
    // leave literals, type checks and error messages to `@inline(never)` helpers, so each nesting level costs
    // little stack even in a debug build.

    // MARK: - Logical expressions

    /// A filter selector's `logical-expr`, after `?` and blanks.
    mutating func parseFilterExpression() throws(JSONPathSyntaxError) -> LogicalExpression {
        try logical(parseLogicalOr())
    }

    /// `logical-or-expr`: basic expressions joined by `&&` and `||` (`&&` binding tighter), in one frame.
    mutating func parseLogicalOr() throws(JSONPathSyntaxError) -> ParsedExpression {
        let first = try parseBasic()
        var rest: [(isAnd: Bool, operand: ParsedExpression)] = []
        while let isAnd = takeLogicalOperator() { rest.append((isAnd, try parseBasic())) }
        return rest.isEmpty ? first : try Self.combine(first, rest, parser: self)
    }

    /// After blanks, `&&` (true) or `||` (false) and the blanks after it; nil, reading nothing, if neither is next.
    @inline(never)
    private mutating func takeLogicalOperator() -> Bool? {
        let start = position
        skipBlanks()
        let isAnd = peek == "&" && peek(ahead: 1) == "&"
        guard isAnd || (peek == "|" && peek(ahead: 1) == "|") else {
            position = start
            return nil
        }
        position += 2
        skipBlanks()
        return isAnd
    }

    /// `first` and the operands after it as an `||` of `&&`s, each operand a test.
    @inline(never)
    private static func combine(
        _ first: ParsedExpression,
        _ rest: [(isAnd: Bool, operand: ParsedExpression)],
        parser: QueryParser
    ) throws(JSONPathSyntaxError) -> ParsedExpression {
        var disjuncts = [[try parser.logical(first)]]
        for (isAnd, operand) in rest {
            if !isAnd { disjuncts.append([]) }
            disjuncts[disjuncts.count - 1].append(try parser.logical(operand))
        }
        let conjunctions = disjuncts.map { $0.count == 1 ? $0[0] : LogicalExpression.and($0) }
        let expression = conjunctions.count == 1 ? conjunctions[0] : .or(conjunctions)
        return ParsedExpression(kind: .logical(expression), column: first.column)
    }

    /// A parenthesized expression, a negation, a comparison, or a lone operand (a test, literal or argument).
    private mutating func parseBasic() throws(JSONPathSyntaxError) -> ParsedExpression {
        switch peek {
        case "!": return try parseNegation()
        case "(": return try parseParenthesized()
        default:
            let left = try parseOperand()
            guard let comparison = takeComparisonOperator() else { return left }
            return try Self.comparison(left, comparison, parseOperand(), parser: self)
        }
    }

    @inline(never)
    private static func comparison(
        _ left: ParsedExpression,
        _ comparison: ComparisonOperator,
        _ right: ParsedExpression,
        parser: QueryParser
    ) throws(JSONPathSyntaxError) -> ParsedExpression {
        let expression = LogicalExpression.comparison(
            try parser.comparable(left),
            comparison,
            try parser.comparable(right)
        )
        return ParsedExpression(kind: .logical(expression), column: left.column)
    }

    /// `! S ( … )` or `! S test`, at the `!`.
    private mutating func parseNegation() throws(JSONPathSyntaxError) -> ParsedExpression {
        let column = position + 1
        position += 1
        skipBlanks()
        switch peek {
        case "(": return try Self.negated(parseParenthesized(), parser: self, column: column)
        case "!": throw doubleNegation()
        default: return try Self.negated(parseOperand(), parser: self, column: column)
        }
    }

    @inline(never)
    private func doubleNegation() -> JSONPathSyntaxError { error("'!' cannot follow '!'; write !(!…) or drop both") }

    @inline(never)
    private static func negated(
        _ operand: ParsedExpression,
        parser: QueryParser,
        column: Int
    ) throws(JSONPathSyntaxError) -> ParsedExpression {
        if case .literal = operand.kind {
            throw parser.error(at: operand, "'!' applies to a query, a function or '('")
        }
        return ParsedExpression(kind: .logical(.not(try parser.logical(operand))), column: column)
    }

    /// `( S logical-expr S )`, at the `(`: a logical expression.
    private mutating func parseParenthesized() throws(JSONPathSyntaxError) -> ParsedExpression {
        let open = position
        try enterNesting()
        defer { depth -= 1 }
        position += 1
        skipBlanks()
        let inner = try parseLogicalOr()
        skipBlanks()
        guard peek == ")" else { throw closingError(open: open, "expected ')', '&&' or '||'") }
        position += 1
        return try Self.parenthesized(inner, parser: self, column: open + 1)
    }

    @inline(never)
    private static func parenthesized(
        _ inner: ParsedExpression,
        parser: QueryParser,
        column: Int
    ) throws(JSONPathSyntaxError) -> ParsedExpression {
        ParsedExpression(kind: .logical(try parser.logical(inner)), column: column)
    }

    /// An error for a missing `)` of the `(` at `open`.
    @inline(never)
    func closingError(open: Int, _ expected: String) -> JSONPathSyntaxError {
        guard peek != nil else { return JSONPathSyntaxError(message: "unclosed '('; expected ')'", column: open + 1) }
        return error("unexpected \(describe(peek)); \(expected)")
    }

    /// After blanks, a comparison operator and the blanks after it; nil, reading nothing, if none is next.
    @inline(never)
    private mutating func takeComparisonOperator() -> ComparisonOperator? {
        let start = position
        skipBlanks()
        let comparison: ComparisonOperator
        switch (peek, peek(ahead: 1)) {
        case ("=", "="): comparison = .equal
        case ("!", "="): comparison = .notEqual
        case ("<", "="): comparison = .lessOrEqual
        case (">", "="): comparison = .greaterOrEqual
        case ("<", _): comparison = .less
        case (">", _): comparison = .greater
        default:
            position = start
            return nil
        }
        position += comparison.rawValue.unicodeScalars.count
        skipBlanks()
        return comparison
    }

    // MARK: - Operands

    /// A literal, a query (`@…` or `$…`) or a function call.
    private mutating func parseOperand() throws(JSONPathSyntaxError) -> ParsedExpression {
        let column = position + 1
        switch peek {
        case "@", "$":
            let isRelative = peek == "@"
            position += 1
            return makeQuery(isRelative: isRelative, try parseSegments(), column: column)
        default:
            guard let name = readName() else { return try parseLiteral() }
            guard peek == "(" else { return try namedLiteral(name, column: column) }
            return try parseFunctionCall(name, column)
        }
    }

    /// A filter query of `segments`; an absolute one gets a memo key, to be evaluated once per selection.
    @inline(never)
    private mutating func makeQuery(isRelative: Bool, _ segments: [Segment], column: Int) -> ParsedExpression {
        var query = QuerySyntax(isRelative: isRelative, segments: segments)
        if !isRelative {
            query.memoKey = nextMemoKey
            nextMemoKey += 1
        }
        return ParsedExpression(kind: .query(query), column: column)
    }

    /// Letters, digits and `_` (a function's name or `true`, `false`, `null`; other letters for a good error), or
    /// nil if no letter is next.
    @inline(never)
    private mutating func readName() -> String? {
        guard let first = peek, first.isASCII, first.properties.isAlphabetic else { return nil }
        var name = ""
        while let scalar = peek, scalar.isASCII, scalar.properties.isAlphabetic || scalar == "_" || Self.isDigit(scalar)
        {
            name.unicodeScalars.append(scalar)
            position += 1
        }
        return name
    }

    /// `true`, `false` or `null`, read as `name` at `column`.
    @inline(never)
    private func namedLiteral(_ name: String, column: Int) throws(JSONPathSyntaxError) -> ParsedExpression {
        switch name {
        case "true": return ParsedExpression(kind: .literal(.bool(true)), column: column)
        case "false": return ParsedExpression(kind: .literal(.bool(false)), column: column)
        case "null": return ParsedExpression(kind: .literal(.null), column: column)
        default:
            if let scalar = peek, Self.isBlank(scalar), FunctionExtension(rawValue: name) != nil {
                throw error("no whitespace may come between a function's name and '('")
            }
            let lowercased = name.lowercased()
            let hint = ["true", "false", "null"].contains(lowercased) ? " (literals are lowercase: \(lowercased))" : ""
            throw JSONPathSyntaxError(
                message: "unknown name '\(name)'\(hint); expected a query, a literal or a function call",
                column: column
            )
        }
    }

    /// A string or number literal.
    @inline(never)
    private mutating func parseLiteral() throws(JSONPathSyntaxError) -> ParsedExpression {
        let column = position + 1
        switch peek {
        case "'", "\"":
            return ParsedExpression(kind: .literal(.string(try parseStringLiteral())), column: column)
        case let scalar? where scalar == "-" || Self.isDigit(scalar):
            return ParsedExpression(kind: .literal(.number(try parseNumberLiteral())), column: column)
        case nil:
            throw error("the query ends inside a filter; expected a query, a literal or a function call")
        default:
            throw error("unexpected \(describe(peek)); expected '@', '$', a literal, a function call, '(' or '!'")
        }
    }
}
