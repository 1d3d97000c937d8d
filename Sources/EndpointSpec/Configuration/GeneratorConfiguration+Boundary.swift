// MARK: - Domain mappings and repositories

extension GeneratorConfiguration {
    /// `spec` with the configuration's `domain` mappings on the models they name and its `repositories` added, each
    /// method calling its endpoint by the endpoint's name (the configuration may write the OpenAPI `operationId`).
    ///
    /// Names are the document's: a mapping of a model the document does not have, a repository named like one the
    /// spec declares, and a method calling an endpoint the document does not have are errors here, at the
    /// configuration's entry, with a did-you-mean. What the mappings and methods say about the models and endpoints
    /// they name (properties, parameters, statuses, return types) is checked by ``SpecValidator`` as for a spec,
    /// at the configuration's lines, with notes at the document's declarations.
    func addingBoundary(to spec: Spec, log: inout DiagnosticLog) -> Spec {
        var spec = spec
        let modelNames = spec.models.map(\.name)
        for configured in domainMappings {
            guard let index = spec.models.firstIndex(where: { $0.name == configured.model }) else {
                log.error(
                    "'domain' names no model '\(configured.model)'"
                        + Suggestion.hint(for: configured.model, in: modelNames),
                    at: configured.location
                )
                continue
            }
            let model = spec.models[index]
            guard case .object = model.kind else {
                log.error(
                    "'domain' maps model '\(configured.model)', which is \(Self.kindDescription(model.kind)); only a "
                        + "model with properties maps to a domain type",
                    at: configured.location,
                    notes: [("model '\(model.name)' is declared here", model.location)]
                )
                continue
            }
            spec.models[index].domainMapping = configured.mapping
            spec.models[index].requestMapping = configured.request
        }
        for repository in repositories {
            if let declared = spec.repositories.first(where: { $0.name == repository.name }) {
                log.error(
                    "the spec already declares repository '\(repository.name)'; give the configuration's another name",
                    at: repository.location,
                    notes: [("'\(repository.name)' is declared here", declared.location)]
                )
                continue
            }
            var resolved = repository
            resolved.methods = repository.methods.compactMap { method in
                let location = placeLocations[.methodEndpoint(repository: repository.name, method: method.name)]
                guard
                    let index = spec.endpointIndex(
                        calledBy: method.endpoint,
                        in: "method '\(method.name)' of repository '\(repository.name)'",
                        at: location ?? method.location,
                        log: &log
                    )
                else { return nil }
                var method = method
                method.endpoint = spec.endpoints[index].name
                return method
            }
            spec.repositories.append(resolved)
        }
        return spec
    }

    /// Warns about each `domain` mapping of a model the configuration's `filter` removed: it has no effect.
    func checkFilteredDomainMappings(in spec: Spec, documentModels: [ModelDefinition], log: inout DiagnosticLog) {
        let kept = Set(spec.models.map(\.name))
        let written = Set(documentModels.map(\.name))
        for configured in domainMappings where written.contains(configured.model) && !kept.contains(configured.model) {
            log.warning(
                "'domain' maps model '\(configured.model)', which the configuration's 'filter' removes; the mapping "
                    + "has no effect",
                at: configured.location
            )
        }
    }

    /// `an enumeration`, `a union (oneOf)`: what a model without properties is.
    private static func kindDescription(_ kind: ModelDefinition.Kind) -> String {
        switch kind {
        case .object: "an object"
        case .enumeration, .valueEnumeration: "an enumeration"
        case .oneOf: "a union"
        }
    }
}
