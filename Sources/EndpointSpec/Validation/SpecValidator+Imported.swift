// MARK: - Specs built by an importer

extension SpecValidator {
    /// A validator for a spec an importer built directly, with no spec text: every model and endpoint it holds is
    /// declared, and its `$ref`s are gathered from its schemas.
    /// `sourceMap` is the decoder's, when the spec was decoded from spec text and then changed in memory (by a
    /// configuration).
    /// `origin` is `.written` for such a spec.
    init(importedSpec spec: Spec, sourceMap: SpecSourceMap = SpecSourceMap(), origin: Origin = .imported) {
        self.init(
            spec: spec,
            declaredModels: Set(spec.models.map(\.name)),
            declaredEndpoints: Set(spec.endpoints.map(\.name)),
            references: Self.references(in: spec),
            sourceMap: sourceMap,
            origin: origin
        )
    }

    /// Every `$ref` in `spec`'s schemas, in model then endpoint order.
    static func references(in spec: Spec) -> [SpecDecoder.ModelReference] {
        var references: [SpecDecoder.ModelReference] = []
        func visit(_ schema: Schema) {
            switch schema.kind {
            case .reference(let name):
                references.append(SpecDecoder.ModelReference(modelName: name, location: schema.location))
            case .array(let element), .map(let element):
                visit(element)
            default:
                break
            }
        }
        spec.models.flatMap(\.schemas).forEach(visit)
        spec.endpoints.flatMap(\.schemas).forEach(visit)
        return references
    }
}

extension JSONNode {
    /// `value` as a node written at `location` (every nested value too), for checks that take nodes.
    init(_ value: SpecValue, at location: SourceLocation) {
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
}
