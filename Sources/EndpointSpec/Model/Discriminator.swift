/// `"discriminator": { "propertyName": "kind", "mapping": { "circle": "Circle" } }` on a `oneOf` model: the
/// property whose string value tells which alternative a JSON object is.
public struct Discriminator: Hashable, Sendable {
    /// `propertyName`: the wire name of the property every alternative carries.
    public var propertyName: String
    /// `mapping`: property values and the models they select, in source order. Every alternative model that no
    /// value selects is selected by its own name.
    public var mapping: [DiscriminatorMapping]
    /// Where `discriminator` is written.
    public var location: SourceLocation

    /// Creates a discriminator.
    public init(propertyName: String, mapping: [DiscriminatorMapping] = [], location: SourceLocation) {
        self.propertyName = propertyName
        self.mapping = mapping
        self.location = location
    }

    /// Every value and the model it selects: `mapping` first, then each model in `alternatives` that `mapping`
    /// does not mention, selected by its own name.
    public func resolvedMapping(alternatives: [String]) -> [(value: String, model: String)] {
        let explicit = mapping.map { (value: $0.value, model: $0.modelName) }
        let mapped = Set(mapping.map(\.modelName))
        let values = Set(mapping.map(\.value))
        let implicit = alternatives.filter { !mapped.contains($0) && !values.contains($0) }.map {
            (value: $0, model: $0)
        }
        return explicit + implicit
    }
}

/// One `"value": "Model"` entry of a discriminator's `mapping`.
public struct DiscriminatorMapping: Hashable, Sendable {
    /// The discriminator property's value.
    public var value: String
    /// The model that value selects.
    public var modelName: String
    /// Where the entry's key is written.
    public var location: SourceLocation

    /// Creates an entry.
    public init(value: String, modelName: String, location: SourceLocation) {
        self.value = value
        self.modelName = modelName
        self.location = location
    }
}
