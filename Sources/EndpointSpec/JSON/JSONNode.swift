/// A JSON value parsed from a spec, with the position of its first character.
///
/// Object members keep their source order and the position of their keys, so every later diagnostic can point
/// at the exact key or value it is about.
public struct JSONNode: Sendable {
    /// The value itself.
    public enum Value: Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number, as its literal text.
        case number(String)
        /// A string.
        case string(String)
        /// An array.
        case array([JSONNode])
        /// An object, members in source order.
        case object([Member])
    }

    /// One `"key": value` member of an object.
    public struct Member: Sendable {
        /// The member's key.
        public var key: String
        /// Where the key's opening quote is.
        public var keyLocation: SourceLocation
        /// The member's value.
        public var value: JSONNode
    }

    /// The value itself.
    public var value: Value
    /// Where the value's first character is.
    public var location: SourceLocation
    /// For a string: whether it is written without escapes, so each scalar of the value is one column of the file.
    public var isVerbatim = true
    /// For a verbatim string: the columns between ``location`` and the first scalar of the text (1 for an opening
    /// quote, 0 for a plain YAML scalar).
    var textColumnOffset: UInt8 = 1

    // MARK: - Describing

    /// The value's JSON type with an article, as used in messages: `a string`, `an object`, `null`.
    public var typeDescription: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Where the scalar at `offset` of this string value is written: exact for a string without escapes,
    /// otherwise the string's opening quote.
    func location(ofScalarAt offset: Int) -> SourceLocation {
        guard isVerbatim, case .string = value else { return location }
        var exact = location
        exact.column += Int(textColumnOffset) + offset
        return exact
    }

    // MARK: - Converting

    /// The value without positions, as the model stores examples and defaults.
    public var specValue: SpecValue {
        switch value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let text): .number(text)
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(\.specValue))
        case .object(let members): .object(members.map { SpecMember($0.key, $0.value.specValue) })
        }
    }
}
