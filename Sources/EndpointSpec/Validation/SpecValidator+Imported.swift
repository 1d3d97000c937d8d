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
