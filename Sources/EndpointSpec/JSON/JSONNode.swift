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

        /// A member `key` written at `keyLocation` with `value`.
        public init(key: String, keyLocation: SourceLocation, value: JSONNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
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

    /// A node of `value` at `location`, for a document built from parts of another (an object of some of its
    /// members).
    public init(_ value: Value, at location: SourceLocation) {
        self.init(value: value, location: location)
    }

    /// A node as the parsers make it.
    init(value: Value, location: SourceLocation, isVerbatim: Bool = true, textColumnOffset: UInt8 = 1) {
        self.value = value
        self.location = location
        self.isVerbatim = isVerbatim
        self.textColumnOffset = textColumnOffset
    }

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

    /// `value` as a node written at `location` (every nested value too), for checks that take nodes: a value of the
    /// model, or one read from text that is itself written at `location` (an example given as JSON in a string).
    package init(_ value: SpecValue, at location: SourceLocation) {
        let converted: Value
        switch value {
        case .null: converted = .null
        case .bool(let flag): converted = .bool(flag)
        case .number(let text): converted = .number(text)
        case .string(let text): converted = .string(text)
        case .array(let elements): converted = .array(elements.map { JSONNode($0, at: location) })
        case .object(let members):
            converted = .object(
                members.map { Member(key: $0.key, keyLocation: location, value: JSONNode($0.value, at: location)) }
            )
        }
        self.init(value: converted, location: location, isVerbatim: false)
    }

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
