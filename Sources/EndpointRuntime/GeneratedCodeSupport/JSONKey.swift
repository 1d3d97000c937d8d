/// A JSON property name used as a coding key: what generated models decode and encode their properties with.
///
/// Generated `init(from:)` and `encode(to:)` members name keys as string literals, through the containers' methods
/// named for each type (`decodeString(forKey:)`, `encodeValue(_:forKey:)`, …), so a model needs no `CodingKeys` enum
/// of its own (each one costs the compiler about as much as the rest of the model):
///
/// ```swift
/// let container = try decoder.container(keyedBy: JSONKey.self)
/// self.createdAt = try container.decodeValue(Date.self, forKey: "created_at")
/// ```
@_spi(Generated) public struct JSONKey: CodingKey, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The property name as written in JSON.
    public let stringValue: String

    /// Always `nil`: JSON object keys are strings.
    public var intValue: Int? { nil }

    /// Creates the key for the JSON property `stringValue`.
    public init(stringValue: String) {
        self.stringValue = stringValue
    }

    /// Creates the key for an array index; JSON objects have none, so this fails.
    public init?(intValue: Int) {
        nil
    }

    /// Creates the key for the JSON property written as a string literal.
    public init(stringLiteral value: String) {
        self.stringValue = value
    }
}
