/// A value as a form encodes it: text, a list, or named members, before it is written as `name=value` pairs.
@_spi(Generated) public indirect enum FormValue: Sendable, Hashable {
    /// A scalar's text (numbers as written by `description`, booleans `true`/`false`).
    case text(String)
    /// An array's elements, in order.
    case list([FormValue])
    /// An object's members, in order.
    case object([FormMember])
    /// `nil`: the field is left out.
    case absent
}

/// One named member of a ``FormValue/object(_:)``.
@_spi(Generated) public struct FormMember: Sendable, Hashable {
    /// The member's name.
    public var name: String
    /// The member's value.
    public var value: FormValue

    /// Creates a member.
    public init(_ name: String, _ value: FormValue) {
        self.name = name
        self.value = value
    }
}
