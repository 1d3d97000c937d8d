/// The type of a property, parameter, body or response.
public struct Schema: Hashable, Sendable {
    /// The shape of the value.
    public indirect enum Kind: Hashable, Sendable {
        /// `"type": "string"` without a special format.
        case string
        /// `"type": "integer"`; `format` `int32` or `int64`, or `nil` for the platform `Int`.
        case integer(IntegerFormat?)
        /// `"type": "number"`; `format` `float` or `double` (the default).
        case number(NumberFormat)
        /// `"type": "boolean"`.
        case boolean
        /// `"type": "string", "format": "date-time"`: ISO 8601 with or without fractional seconds.
        case dateTime
        /// `"type": "string", "format": "date"`: a calendar date `YYYY-MM-DD`.
        case date
        /// `"type": "string", "format": "uuid"`.
        case uuid
        /// `"type": "string", "format": "uri"`.
        case uri
        /// `"type": "string", "format": "byte"`: base64-encoded data.
        case byte
        /// `"type": "string", "enum": [...]` written inline; unknown server values decode to `unknown`.
        case enumeration([String])
        /// `"$ref": "Name"`: a model declared under `models`.
        case reference(String)
        /// `"type": "array", "items": ...`.
        case array(Schema)
        /// `"type": "object", "additionalProperties": ...`: a string-keyed dictionary.
        case map(Schema)
        /// Any JSON value (`"type": "any"`), decoded as the runtime's `JSONValue`.
        case any
    }

    /// Width of an integer.
    public enum IntegerFormat: String, Hashable, Sendable {
        /// 32-bit signed integer.
        case int32
        /// 64-bit signed integer.
        case int64
    }

    /// Precision of a floating-point number.
    public enum NumberFormat: String, Hashable, Sendable {
        /// 32-bit floating point.
        case float
        /// 64-bit floating point.
        case double
    }

    /// The shape of the value.
    public var kind: Kind
    /// Whether `null` is a valid value (`"nullable": true`).
    public var isNullable: Bool
    /// `description`, rendered as a doc comment.
    public var description: String?
    /// `default`: the value used when an optional value is absent.
    public var defaultValue: SpecValue?
    /// `deprecated: true`.
    public var isDeprecated: Bool
    /// Where the schema is written.
    public var location: SourceLocation

    /// Creates a schema.
    public init(
        _ kind: Kind,
        isNullable: Bool = false,
        description: String? = nil,
        defaultValue: SpecValue? = nil,
        isDeprecated: Bool = false,
        location: SourceLocation
    ) {
        self.kind = kind
        self.isNullable = isNullable
        self.description = description
        self.defaultValue = defaultValue
        self.isDeprecated = isDeprecated
        self.location = location
    }
}
