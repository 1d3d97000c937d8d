/// An expression the renderer can wrap across lines: calls and collection literals break one element per line.
///
/// Only the cases that contain an expression directly are `indirect`; `raw`, the most common, is stored inline.
enum Expression: Equatable, Sendable {
    /// Code printed as it is: an identifier, a literal or a short expression.
    case raw(String)
    /// `callee(label: value, …)`.
    indirect case call(Expression, [Argument])
    /// `base` followed by `suffix`, for example `.products`, `?.toDomain()` or `.map { try $0.toDomain() }`.
    indirect case suffixed(Expression, String)
    /// `[element, …]`.
    case array([Expression])
    /// `[key: value, …]`; empty prints `[:]`.
    case dictionary([DictionaryEntry])
    /// `prefix` then the expression, for example `return ` or `try await `.
    indirect case prefixed(String, Expression)
    /// `lhs op rhs`; when too long, `op rhs` continues on the next line, for example `?? defaultValue`.
    indirect case infix(Expression, String, Expression)
}

/// One argument of an ``Expression/call(_:_:)``.
struct Argument: Equatable, Sendable {
    /// The argument label, or `nil` for an unlabeled argument.
    var label: String?
    /// The argument value.
    var value: Expression

    /// Creates an argument.
    init(_ label: String?, _ value: Expression) {
        self.label = label
        self.value = value
    }
}

/// One `key: value` entry of an ``Expression/dictionary(_:)``.
struct DictionaryEntry: Equatable, Sendable {
    /// The key expression.
    var key: Expression
    /// The value expression.
    var value: Expression
}
