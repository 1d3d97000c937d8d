/// What an open enum is made of besides its cases.
struct OpenEnumShape {
    /// The type name.
    var name: String
    /// The type's documentation lines.
    var documentation: [String]
    /// Attributes of the type (`@available(*, deprecated)`).
    var attributes: [String]
    /// The type of `rawValue` and of `unknown`'s value: `String`, `Int`, `Double`, `Bool`, ….
    var rawType: SwiftType
    /// What one value is on the wire, for documentation: `string`, `integer`, `number`, `boolean`.
    var wireDescription: String
    /// What a value without a case is, for documentation: `unknown text`, `an unlisted value`.
    var unknownDescription: String
    /// Whether the cases cover every raw value (both booleans), so `init(rawValue:)` needs no `default`.
    var isExhaustive: Bool
    /// The expression `parameterValue` returns.
    var parameterValue: Expression
}

/// One listed case of an open enum.
struct OpenEnumCase {
    /// The case's documentation line.
    var documentation: String
    /// The escaped case name.
    var caseName: String
    /// The raw value as a Swift literal.
    var literal: Expression
}
