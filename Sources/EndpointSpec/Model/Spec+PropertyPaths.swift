// MARK: - Member paths into a response body

/// One step of a repository method's `from`: a property of an object model.
public struct PropertyPathStep: Hashable, Sendable {
    /// The model whose property is read.
    public var model: ModelDefinition
    /// The property read.
    public var property: PropertyDefinition
    /// The path up to and including this step, as `from` writes it (`data`, then `data.items`).
    public var path: String
}

/// What a `from` path reads, step by step, or where it stops.
public enum PropertyPathResolution: Hashable, Sendable {
    /// Every step read a property of an object model.
    case resolved([PropertyPathStep])
    /// The value after `steps` (the response body when there are none) is not an object model: `schema` is what
    /// it is, `model` the model it names when it names one (an enumeration or union).
    case notAnObjectModel(after: [PropertyPathStep], schema: Schema, model: ModelDefinition?)
    /// `name` is not a property of `model`, the value after `steps`.
    case unknownProperty(String, of: ModelDefinition, after: [PropertyPathStep])
}

extension Spec {
    /// Resolves `path`, a repository method's `from`, against `schema` (the response body): a property's JSON name
    /// (`droplet`), or a member path of them, one per model (`data.items`). At each step a property whose JSON name
    /// is the whole rest of the path wins (a wire name may hold a dot); otherwise the name ends at the next dot.
    public func resolvePropertyPath(_ path: String, from schema: Schema) -> PropertyPathResolution {
        var steps: [PropertyPathStep] = []
        var schema = schema
        var rest = Substring(path)
        var consumed = ""
        while true {
            guard case .reference(let name) = schema.kind, let model = model(named: name),
                case .object(let properties) = model.kind
            else {
                let named: ModelDefinition? =
                    if case .reference(let name) = schema.kind { model(named: name) } else { nil }
                return .notAnObjectModel(after: steps, schema: schema, model: named)
            }
            let property: PropertyDefinition
            if let whole = properties.first(where: { $0.wireName == rest }) {
                property = whole
                rest = ""
            } else {
                let name = rest.prefix { $0 != "." }
                guard let found = properties.first(where: { $0.wireName == name }), name.count < rest.count else {
                    return .unknownProperty(String(name), of: model, after: steps)
                }
                property = found
                rest = rest.dropFirst(name.count + 1)
            }
            consumed += (consumed.isEmpty ? "" : ".") + property.wireName
            steps.append(PropertyPathStep(model: model, property: property, path: consumed))
            if rest.isEmpty { return .resolved(steps) }
            schema = property.schema
        }
    }
}
