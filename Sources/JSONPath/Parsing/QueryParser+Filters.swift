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

    // MARK: - Logical expressions

    /// A filter selector's `logical-expr`, after `?` and blanks.
    mutating func parseFilterExpression() throws(JSONPathSyntaxError) -> LogicalExpression {
        try logical(parseLogicalOr())
    }

    /// `logical-and-expr *(S "||" S logical-and-expr)`.
    private mutating func parseLogicalOr() throws(JSONPathSyntaxError) -> ParsedExpression {
        let first = try parseLogicalAnd()
        var operands: [LogicalExpression] = []
        while true {
            let start = position
            skipBlanks()
            guard peek == "|", peek(ahead: 1) == "|" else {
                position = start
                break
            }
            if operands.isEmpty { operands.append(try logical(first)) }
            position += 2
            skipBlanks()
            operands.append(try logical(parseLogicalAnd()))
        }
        return operands.isEmpty ? first : ParsedExpression(kind: .logical(.or(operands)), column: first.column)
    }

    /// `basic-expr *(S "&&" S basic-expr)`.
    private mutating func parseLogicalAnd() throws(JSONPathSyntaxError) -> ParsedExpression {
        let first = try parseBasic()
        var operands: [LogicalExpression] = []
        while true {
            let start = position
            skipBlanks()
            guard peek == "&", peek(ahead: 1) == "&" else {
                position = start
                break
            }
            if operands.isEmpty { operands.append(try logical(first)) }
            position += 2
            skipBlanks()
            operands.append(try logical(parseBasic()))
        }
        return operands.isEmpty ? first : ParsedExpression(kind: .logical(.and(operands)), column: first.column)
    }

    /// A parenthesized expression, a negation, a comparison, or a lone operand (a test, literal or argument).
    private mutating func parseBasic() throws(JSONPathSyntaxError) -> ParsedExpression {
        let column = position + 1
        if peek == "!" {
            position += 1
            skipBlanks()
            if peek == "(" { return ParsedExpression(kind: .logical(.not(try parseParenthesized())), column: column) }
            if peek == "!" { throw error("'!' cannot follow '!'; write !(!…) or drop both") }
            let operand = try parseOperand()
            if case .literal = operand.kind { throw error(at: operand, "'!' applies to a query, a function or '('") }
            return ParsedExpression(kind: .logical(.not(try logical(operand))), column: column)
        }
        if peek == "(" { return ParsedExpression(kind: .logical(try parseParenthesized()), column: column) }
        let left = try parseOperand()
        let afterOperand = position
        skipBlanks()
        guard let comparison = parseComparisonOperator() else {
            position = afterOperand
            return left
        }
        skipBlanks()
        let right = try parseOperand()
        let expression = LogicalExpression.comparison(try comparable(left), comparison, try comparable(right))
        return ParsedExpression(kind: .logical(expression), column: column)
    }

    /// `( S logical-expr S )`, at the `(`.
    private mutating func parseParenthesized() throws(JSONPathSyntaxError) -> LogicalExpression {
        let open = position
        position += 1
        try enterNesting()
        defer { depth -= 1 }
        skipBlanks()
        let inner = try logical(parseLogicalOr())
        skipBlanks()
        guard peek == ")" else {
            if peek == nil { throw JSONPathSyntaxError(message: "unclosed '('; expected ')'", column: open + 1) }
            throw error("unexpected \(describe(peek)); expected ')', '&&' or '||'")
        }
        position += 1
        return inner
    }

    private mutating func parseComparisonOperator() -> ComparisonOperator? {
        let operators: [(Unicode.Scalar, Unicode.Scalar?, ComparisonOperator)] = [
            ("=", "=", .equal), ("!", "=", .notEqual), ("<", "=", .lessOrEqual), (">", "=", .greaterOrEqual),
            ("<", nil, .less), (">", nil, .greater),
        ]
        for (first, second, comparison) in operators where peek == first {
            if let second {
                guard peek(ahead: 1) == second else { continue }
                position += 2
            } else {
                position += 1
            }
            return comparison
        }
        return nil
    }

    // MARK: - Operands

    /// A literal, a query (`@…` or `$…`) or a function call.
    private mutating func parseOperand() throws(JSONPathSyntaxError) -> ParsedExpression {
        let column = position + 1
        switch peek {
        case "@", "$":
            let isRelative = peek == "@"
            position += 1
            var query = QuerySyntax(isRelative: isRelative, segments: try parseSegments())
            if !isRelative {
                query.memoKey = nextMemoKey
                nextMemoKey += 1
            }
            return ParsedExpression(kind: .query(query), column: column)
        case "'", "\"":
            return ParsedExpression(kind: .literal(.string(try parseStringLiteral())), column: column)
        case let scalar? where scalar == "-" || Self.isDigit(scalar):
            return ParsedExpression(kind: .literal(.number(try parseNumberLiteral())), column: column)
        case let scalar? where scalar >= "a" && scalar <= "z":
            var name = ""
            while let scalar = peek, (scalar >= "a" && scalar <= "z") || scalar == "_" || Self.isDigit(scalar) {
                name.unicodeScalars.append(scalar)
                position += 1
            }
            if peek == "(" { return ParsedExpression(kind: .function(try parseFunctionCall(name, column)), column: column) }
            switch name {
            case "true": return ParsedExpression(kind: .literal(.bool(true)), column: column)
            case "false": return ParsedExpression(kind: .literal(.bool(false)), column: column)
            case "null": return ParsedExpression(kind: .literal(.null), column: column)
            default:
                if let scalar = peek, Self.isBlank(scalar), FunctionExtension(rawValue: name) != nil {
                    throw error("no whitespace may come between a function's name and '('")
                }
                throw JSONPathSyntaxError(
                    message: "unknown name '\(name)'; expected a query, a literal or a function call",
                    column: column
                )
            }
        case nil:
            throw error("the query ends inside a filter; expected a query, a literal or a function call")
        default:
            throw error(
                "unexpected \(describe(peek)); expected '@', '$', a literal, a function call, '(' or '!'"
            )
        }
    }

    /// `name( S [argument *(S , S argument)] S )`, at the `(`.
    private mutating func parseFunctionCall(_ name: String, _ column: Int) throws(JSONPathSyntaxError) -> FunctionCall {
        guard let function = FunctionExtension(rawValue: name) else {
            let known = FunctionExtension.allCases.map { $0.rawValue + "()" }.joined(separator: ", ")
            throw JSONPathSyntaxError(message: "unknown function \(name)(); the functions are \(known)", column: column)
        }
        let open = position
        position += 1
        try enterNesting()
        defer { depth -= 1 }
        skipBlanks()
        var parsed: [ParsedExpression] = []
        if peek != ")" {
            while true {
                parsed.append(try parseLogicalOr())
                skipBlanks()
                if peek == "," {
                    position += 1
                    skipBlanks()
                    continue
                }
                if peek == ")" { break }
                if peek == nil { throw JSONPathSyntaxError(message: "unclosed '('; expected ')'", column: open + 1) }
                throw error("unexpected \(describe(peek)) in the arguments of \(name)(); expected ',' or ')'")
            }
        }
        position += 1
        let parameters = function.parameters
        guard parsed.count == parameters.count else {
            let expected = parameters.count == 1 ? "1 argument" : "\(parameters.count) arguments"
            throw JSONPathSyntaxError(
                message: "\(name)() takes \(expected), not \(parsed.count)",
                column: column
            )
        }
        var arguments: [FunctionArgument] = []
        for (argument, parameter) in zip(parsed, parameters) {
            arguments.append(try convert(argument, to: parameter, of: function))
        }
        var call = FunctionCall(function: function, arguments: arguments)
        if function == .match || function == .search, case .value(.literal(.string(let pattern))) = arguments[1] {
            call.pattern = IRegexp(pattern).map(LiteralPattern.compiled) ?? .invalid
        }
        return call
    }
}
