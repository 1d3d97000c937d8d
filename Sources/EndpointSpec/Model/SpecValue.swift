/// A JSON value as written in the spec, used for examples and defaults.
///
/// Object members keep their order; numbers keep their literal text so nothing is lost to rounding.
public indirect enum SpecValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as its literal text (for example `"29.90"` or `"-1e3"`).
    case number(String)
    /// A string.
    case string(String)
    /// An array.
    case array([SpecValue])
    /// An object, members in source order.
    case object([SpecMember])
}

/// One `"key": value` member of a JSON object.
public struct SpecMember: Hashable, Sendable {
    /// The member's key.
    public var key: String
    /// The member's value.
    public var value: SpecValue

    /// Creates a member.
    public init(_ key: String, _ value: SpecValue) {
        self.key = key
        self.value = value
    }
}
