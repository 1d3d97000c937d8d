/// The function extensions of RFC 9535 §2.4.4–2.4.8 and their declared types.
@usableFromInline enum FunctionExtension: String, Sendable, CaseIterable {
    /// `length(ValueType) -> ValueType`: scalars of a string, elements of an array, members of an object.
    case length
    /// `count(NodesType) -> ValueType`: how many nodes.
    case count
    /// `match(ValueType, ValueType) -> LogicalType`: the whole string matches the I-Regexp.
    case match
    /// `search(ValueType, ValueType) -> LogicalType`: some substring matches the I-Regexp.
    case search
    /// `value(NodesType) -> ValueType`: the value of a single node, else Nothing.
    case value

    /// The declared parameter types.
    var parameters: [ExpressionType] {
        switch self {
        case .length: [.value]
        case .count, .value: [.nodes]
        case .match, .search: [.value, .value]
        }
    }

    /// The declared result type.
    var result: ExpressionType {
        switch self {
        case .length, .count, .value: .value
        case .match, .search: .logical
        }
    }
}
