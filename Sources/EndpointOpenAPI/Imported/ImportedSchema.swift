import EndpointSpec

/// A schema converted to the spec format, before it is written out.
struct ImportedSchema: Sendable {
    /// The shape of the value, in the spec format's terms.
    indirect enum Kind: Sendable {
        /// `"type": "string" | "integer" | "number" | "boolean"` with an optional `format` the spec format knows.
        case primitive(type: String, format: String?)
        /// `"type": "string", "enum": [...]`.
        case enumeration([String])
        /// `"$ref": "Model"`.
        case reference(String)
        /// `"type": "array", "items": ...`.
        case array(ImportedSchema)
        /// `"type": "object", "additionalProperties": ...`.
        case map(ImportedSchema)
        /// `"type": "any"`.
        case any
    }

    /// The shape of the value.
    var kind: Kind
    /// `nullable: true`.
    var isNullable = false
    /// `description`.
    var description: String?
    /// `default`, already checked against `kind`.
    var defaultValue: SpecValue?
    /// `deprecated: true`.
    var isDeprecated = false
    /// Where the schema is written in the OpenAPI document (set by `convertSchema`); `nil` for a schema the
    /// importer made up, which is then located at what it stands for.
    var location: SourceLocation?

    /// Creates a schema of `kind` without annotations.
    init(_ kind: Kind, isNullable: Bool = false) {
        self.kind = kind
        self.isNullable = isNullable
    }

    /// A plain string schema, used where OpenAPI gives no usable type.
    static let string = ImportedSchema(.primitive(type: "string", format: nil))
}
