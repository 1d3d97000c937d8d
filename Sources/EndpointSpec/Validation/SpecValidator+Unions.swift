// MARK: - Union models

extension SpecValidator {
    /// Checks a `oneOf` model: no alternative is the model itself, and a discriminator selects only object models
    /// that are alternatives.
    mutating func checkUnion(_ model: ModelDefinition, alternatives: [Schema], discriminator: Discriminator?) {
        for (index, alternative) in alternatives.enumerated() {
            if case .reference(model.name) = alternative.kind {
                log.error(
                    "alternative \(index + 1) of model '\(model.name)' is the model itself",
                    at: alternative.location
                )
            }
        }
        guard let discriminator else { return }
        var referenced: [String] = []
        for (index, alternative) in alternatives.enumerated() {
            guard case .reference(let name) = alternative.kind, let target = spec.model(named: name),
                case .object = target.kind
            else {
                log.error(
                    "model '\(model.name)' has a 'discriminator', so alternative \(index + 1) must be a '$ref' to an "
                        + "object model",
                    at: alternative.location
                )
                continue
            }
            referenced.append(name)
        }
        for entry in discriminator.mapping where !referenced.contains(entry.modelName) {
            log.error(
                "discriminator value '\(entry.value)' maps to '\(entry.modelName)', which is not an alternative of "
                    + "model '\(model.name)'" + Suggestion.hint(for: entry.modelName, in: referenced),
                at: entry.location
            )
        }
    }
}

// MARK: - Variants

extension SpecValidator {
    /// An object model's `variant` must name a union (`oneOf`) model.
    mutating func checkVariant(of model: ModelDefinition) {
        guard let variant = model.variant, case .reference(let name) = variant.kind,
            let target = spec.model(named: name)
        else { return }
        guard case .oneOf = target.kind else {
            log.error(
                "'variant' of model '\(model.name)' refers to model '\(name)', which is not a oneOf model; the "
                    + "variant is decoded from the same JSON object as the properties",
                at: variant.location
            )
            return
        }
    }

}
