// MARK: - Node protocol

/// A JSON tree node that JSONPath queries can run on.
///
/// Conform any JSON tree type (a parser's located node, an enum of values) by describing its value one level deep;
/// children are nodes of the same type, so a match hands back the caller's own node.
public protocol JSONPathNode {
    /// The node's value, with arrays and objects holding child nodes.
    var jsonPathValue: JSONPathValue<Self> { get }
}

// MARK: - Value

/// One level of a JSON value whose children are `Node`s.
public enum JSONPathValue<Node> {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, compared by its exact decimal value.
    case number(JSONPathNumber)
    /// A string.
    case string(String)
    /// An array's elements, in order.
    case array([Node])
    /// An object's members, in document order; a query selects the first member of a duplicated name.
    case object([(key: String, value: Node)])
}

extension JSONPathValue: Sendable where Node: Sendable {}
