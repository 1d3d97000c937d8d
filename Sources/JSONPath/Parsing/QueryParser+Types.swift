// MARK: - Well-typedness (RFC 9535 §2.4.3)

extension QueryParser {
    /// `expression` where a LogicalType is expected: a test of a query's existence, a logical function, or a
    /// logical expression; literals and value functions are not tests.
    func logical(_ expression: ParsedExpression) throws(JSONPathSyntaxError) -> LogicalExpression {
        switch expression.kind {
        case .logical(let logical): return logical
        case .query(let query): return .exists(query)
        case .function(let call):
            guard call.function.result == .value else { return .function(call) }
            let name = call.function.rawValue
            throw error(at: expression, "\(name)() returns a value, not a test; compare it, e.g. \(name)(…) == 1")
        case .literal:
            throw error(at: expression, "a literal is not a test; compare it with ==, !=, <, <=, > or >=")
        }
    }

    /// `expression` as one side of a comparison: a literal, a singular query or a function returning a value.
    func comparable(_ expression: ParsedExpression) throws(JSONPathSyntaxError) -> ValueExpression {
        switch expression.kind {
        case .literal(let literal): return .literal(literal)
        case .query(let query):
            guard query.isSingularQuerySyntax else {
                throw error(at: expression, "a query in a comparison " + Self.singularRule(query))
            }
            return .query(query)
        case .function(let call):
            guard call.function.result == .value else {
                throw error(
                    at: expression,
                    "\(call.function.rawValue)() is a test (LogicalType) and cannot be compared"
                )
            }
            return .function(call)
        case .logical:
            throw error(at: expression, "a logical expression cannot be compared")
        }
    }

    /// `expression` as an argument for a `parameter` of `function`.
    func convert(
        _ expression: ParsedExpression,
        to parameter: ExpressionType,
        of function: FunctionExtension
    ) throws(JSONPathSyntaxError) -> FunctionArgument {
        let name = function.rawValue
        switch (parameter, expression.kind) {
        case (.logical, _):
            return .logical(try logical(expression))
        case (.nodes, .query(let query)):
            return .nodes(query)
        case (.nodes, _):
            throw error(at: expression, "\(name)() takes a query here (NodesType), such as @.items[*]")
        case (.value, .query(let query)) where !query.isSingularQuerySyntax:
            throw error(at: expression, "the query passed to \(name)() as a value " + Self.singularRule(query))
        case (.value, .logical):
            throw error(at: expression, "\(name)() takes a value here, not a logical expression")
        case (.value, .function(let call)) where call.function.result != .value:
            throw error(
                at: expression,
                "\(name)() takes a value here, but \(call.function.rawValue)() returns a logical value"
            )
        case (.value, _):
            return .value(try comparable(expression))
        }
    }

    /// Why `query` is not a `singular-query`, as the end of a sentence.
    private static func singularRule(_ query: QuerySyntax) -> String {
        guard query.isSingular else {
            return "must be singular (one name or index per segment, no '..', '*', slices or filters)"
        }
        return "must be singular, written without blank space inside its brackets"
    }

    /// An error at the start of `expression`.
    func error(at expression: ParsedExpression, _ message: String) -> JSONPathSyntaxError {
        JSONPathSyntaxError(message: message, column: expression.column)
    }
}
