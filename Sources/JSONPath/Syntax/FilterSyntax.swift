// MARK: - Logical expressions

/// A filter's logical expression (RFC 9535 §2.3.5.1), type-checked when parsed.
@usableFromInline indirect enum LogicalExpression: Sendable {
    /// True when any is true.
    case or([LogicalExpression])
    /// True when all are true.
    case and([LogicalExpression])
    /// The negation.
    case not(LogicalExpression)
    /// An existence test: the query selects at least one node.
    case exists(QuerySyntax)
    /// A function returning LogicalType (or NodesType, converted by existence).
    case function(FunctionCall)
    /// A comparison of two values.
    case comparison(ValueExpression, ComparisonOperator, ValueExpression)
}

/// `==`, `!=`, `<`, `<=`, `>`, `>=`.
@usableFromInline enum ComparisonOperator: String, Sendable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
}

// MARK: - Values

/// An expression of ValueType: a comparable or a function's value argument.
@usableFromInline enum ValueExpression: Sendable {
    /// A literal.
    case literal(Literal)
    /// A singular query: its node's value, or Nothing.
    case query(QuerySyntax)
    /// A function returning ValueType.
    case function(FunctionCall)
}

/// A literal: `null`, `true`, `false`, a number or a string.
@usableFromInline enum Literal: Sendable {
    case null
    case bool(Bool)
    case number(JSONPathNumber)
    case string(String)
}

// MARK: - Function calls

/// A call of a function extension with arguments of the declared types.
@usableFromInline struct FunctionCall: Sendable {
    /// The function.
    @usableFromInline var function: FunctionExtension
    /// The arguments, one per parameter, converted to the parameter's type.
    @usableFromInline var arguments: [FunctionArgument]
    /// For `match` and `search`: the pattern compiled when parsed, if it is a string literal.
    @usableFromInline var pattern: LiteralPattern = .none
}

/// A `match` or `search` pattern known when the query is parsed.
@usableFromInline enum LiteralPattern: Sendable {
    /// The pattern is not a string literal: compile it when evaluated.
    case none
    /// The literal compiled.
    case compiled(IRegexp)
    /// The literal is not a valid I-Regexp (within the limits): the function is always false.
    case invalid
}

/// An argument converted to its parameter's type.
@usableFromInline enum FunctionArgument: Sendable {
    /// For a ValueType parameter.
    case value(ValueExpression)
    /// For a NodesType parameter.
    case nodes(QuerySyntax)
    /// For a LogicalType parameter.
    case logical(LogicalExpression)
}

/// The declared type of a function's parameter or result (RFC 9535 §2.4.1).
enum ExpressionType: String, Sendable {
    case value = "ValueType"
    case logical = "LogicalType"
    case nodes = "NodesType"
}
