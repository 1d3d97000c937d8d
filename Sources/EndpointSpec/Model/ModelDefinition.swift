/// A named model under `models`: an object with properties, an enumeration, or a `oneOf` (or `anyOf`) union.
public struct ModelDefinition: Hashable, Sendable {
    /// What the model is.
    public enum Kind: Hashable, Sendable {
        /// `"properties": {...}`: a JSON object, properties in source order.
        case object([PropertyDefinition])
        /// `"type": "string", "enum": [...]`: a string enumeration with an `unknown` fallback.
        case enumeration([String])
        /// `"type": "integer"` (`"number"`, `"boolean"`) with `enum`: an open enumeration of such values.
        case valueEnumeration(ValueEnumeration)
        /// `"oneOf": [...]`: exactly one of the alternatives (in order), told apart by `discriminator` when given,
        /// otherwise by decoding each alternative in turn.
        case oneOf([Schema], discriminator: Discriminator?)
    }

    /// The model's name as written (a key of `models`), for example `Product`.
    public var name: String
    /// `description`, rendered as a doc comment.
    public var description: String?
    /// `deprecated: true`.
    public var isDeprecated: Bool
    /// What the model is.
    public var kind: Kind
    /// `additionalProperties` of an object model: the type of the keys other than its `properties`, kept in a
    /// dictionary beside them (``Schema/Kind/any`` when any JSON value is allowed); `nil` when other keys are
    /// ignored.
    public var additionalProperties: Schema?
    /// `variant` of an object model: a `$ref` to a union model decoded from the same JSON object as the
    /// properties (OpenAPI's `oneOf`/`anyOf` beside `properties`); `nil` when there is none.
    public var variant: Schema?
    /// `anyOf` instead of `oneOf` (a union without a discriminator): the value is one *or more* of the
    /// alternatives, so every alternative that matches is decoded, and an object matching several keeps the
    /// members of each.
    public var isAnyOf: Bool
    /// `domain`: how the model maps to a hand-written domain type, if it does.
    public var domainMapping: DomainMapping?
    /// `domain.request`: how a hand-written domain value becomes the model, for a request body, if it does.
    public var requestMapping: RequestMapping?
    /// `errorMessage`: the JSON name of the string property that holds a message for people when the model is the
    /// body of an error response (`message`); a generated error's `description` quotes it. `nil`: the description
    /// names only the status.
    public var errorMessageProperty: String?
    /// A configuration's `typeOverrides.models` entry: the Swift type the user provides in place of the generated
    /// DTO, for example `MyKit.Money`. The model is not generated; every reference to it uses this type, which
    /// must be `Codable` and `Sendable` (and `Hashable` when ``Spec/modelConformances`` asks). The model's shape
    /// still describes the wire format, for validating examples and serving them.
    public var typeOverride: String?
    /// Where the model's key is written.
    public var location: SourceLocation
    /// The name the spec or document gives the model when a configuration's `rename.models` changed ``name``;
    /// `nil` otherwise. Generated files place a model by it, so a renamed model stays in the file it was in and a
    /// rename rewrites few files (`OutputLayout.placement`).
    public var documentName: String?

    /// Creates a model.
    public init(
        name: String,
        description: String? = nil,
        isDeprecated: Bool = false,
        kind: Kind,
        additionalProperties: Schema? = nil,
        variant: Schema? = nil,
        isAnyOf: Bool = false,
        domainMapping: DomainMapping? = nil,
        requestMapping: RequestMapping? = nil,
        errorMessageProperty: String? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.description = description
        self.isDeprecated = isDeprecated
        self.kind = kind
        self.additionalProperties = additionalProperties
        self.variant = variant
        self.isAnyOf = isAnyOf
        self.domainMapping = domainMapping
        self.requestMapping = requestMapping
        self.errorMessageProperty = errorMessageProperty
        self.location = location
    }
}

/// One property of an object model.
public struct PropertyDefinition: Hashable, Sendable {
    /// The JSON key exactly as the server sends it, for example `price_cents`.
    public var wireName: String
    /// `swiftName`: an explicit Swift name overriding the derived lowerCamelCase one.
    public var swiftName: String?
    /// The property's type.
    public var schema: Schema
    /// Whether the key must be present (listed in the model's `required`, or no `required` list given).
    public var isRequired: Bool
    /// Where the property's key is written.
    public var location: SourceLocation

    /// Creates a property.
    public init(
        wireName: String,
        swiftName: String? = nil,
        schema: Schema,
        isRequired: Bool,
        location: SourceLocation
    ) {
        self.wireName = wireName
        self.swiftName = swiftName
        self.schema = schema
        self.isRequired = isRequired
        self.location = location
    }
}
