import EndpointSpec

/// A model for the spec's `models` section: an object with properties, an enumeration, or a union.
struct ImportedModel: Sendable {
    /// What the model is.
    enum Kind: Sendable {
        /// An object: properties in order and the wire names listed as required.
        case object([ImportedProperty], required: [String])
        /// A string enumeration.
        case enumeration([String])
        /// An integer, number or boolean enumeration.
        case valueEnumeration(ValueEnumeration)
        /// A `oneOf` union of alternatives, with the discriminator that tells them apart, if any.
        case union([ImportedSchema], discriminator: ImportedDiscriminator?)
    }

    /// The model's name, a Swift type name.
    var name: String
    /// `description`.
    var description: String?
    /// `deprecated: true`.
    var isDeprecated = false
    /// What the model is.
    var kind: Kind
    /// An object's `additionalProperties` beside its properties: the type of the other keys' values.
    var additionalProperties: ImportedSchema?
    /// An object's `oneOf`/`anyOf` beside its properties: a reference to the union model hoisted from it.
    var variant: ImportedSchema?
    /// A union written with `anyOf`: one or more alternatives may match (see ``ModelDefinition/isAnyOf``). Written
    /// as `anyOf` only without a discriminator, which selects exactly one.
    var isAnyOf = false
    /// Where the model comes from: the component's key, or the inline schema it was hoisted from.
    var location: SourceLocation
}

/// The discriminator of a union model: the property and every value with the model it selects.
struct ImportedDiscriminator: Sendable {
    /// The discriminator property's wire name.
    var propertyName: String
    /// Values and the model names they select, in order.
    var mapping: [(value: String, model: String)]
    /// Where the discriminator is written (or, when inferred, the union it was inferred for).
    var location: SourceLocation
}

/// One property of an object model.
struct ImportedProperty: Sendable {
    /// The JSON key exactly as OpenAPI writes it.
    var wireName: String
    /// An explicit Swift name, set only to resolve a collision.
    var swiftName: String?
    /// The property's type.
    var schema: ImportedSchema
    /// Where the property's key is written.
    var location: SourceLocation
}
