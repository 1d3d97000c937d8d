/// A plain JSON value with ordered object members, for tests and callers without a tree type of their own.
///
/// Equality is structural and order-sensitive for object members (`{"a":1,"b":2} != {"b":2,"a":1}`); JSONPath's own
/// comparisons (`==` in a filter) ignore member order, as RFC 9535 asks.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(JSONPathNumber)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, members in order.
    case object([Member])

    /// One `"key": value` member of an object.
    public struct Member: Sendable, Hashable {
        /// The member's name.
        public var key: String
        /// The member's value.
        public var value: JSONValue

        /// A member named `key` holding `value`.
        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }
}

// MARK: - JSONPathNode

extension JSONValue: JSONPathNode {
    /// The value one level deep, for JSONPath.
    public var jsonPathValue: JSONPathValue<JSONValue> {
        switch self {
        case .null: .null
        case .bool(let value): .bool(value)
        case .number(let value): .number(value)
        case .string(let value): .string(value)
        case .array(let elements): .array(elements)
        case .object(let members): .object(members.map { (key: $0.key, value: $0.value) })
        }
    }
}

// MARK: - Literals

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// `null`.
    public init(nilLiteral: ()) { self = .null }
    /// A boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer.
    public init(integerLiteral value: Int) { self = .number(JSONPathNumber(value)) }
    /// A finite number.
    public init(floatLiteral value: Double) { self = .number(JSONPathNumber(floatLiteral: value)) }
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An array.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object, members in the literal's order.
    public init(dictionaryLiteral members: (String, JSONValue)...) {
        self = .object(members.map { Member($0.0, $0.1) })
    }
}
