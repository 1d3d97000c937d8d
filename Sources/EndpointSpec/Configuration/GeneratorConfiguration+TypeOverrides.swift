// MARK: - Type overrides

extension GeneratorConfiguration {
    /// `spec` with each model named by `typeOverrides.models` replaced by the user's type
    /// (``ModelDefinition/typeOverride``).
    ///
    /// `documentModels` are the models before the filter: an override of a model the filter removed has no effect
    /// and is a warning, one naming no model at all an error with a did-you-mean. The generated code treats the
    /// user's type as opaque, so a model that is read member by member cannot be replaced: one with a `domain`
    /// mapping, the response a repository method reads a property of, or an error body a repository's `errors`
    /// read — each an error at the override, with a note where the model is used.
    func overridingTypes(
        in spec: Spec,
        documentModels: [ModelDefinition],
        log: inout DiagnosticLog
    ) -> Spec {
        guard !modelTypeOverrides.isEmpty else { return spec }
        var spec = spec
        let indices = Dictionary(spec.models.indices.map { (spec.models[$0].name, $0) }, uniquingKeysWith: min)
        let readModels = modelsReadMemberByMember(in: spec)
        for override in modelTypeOverrides {
            guard let index = indices[override.from] else {
                if documentModels.contains(where: { $0.name == override.from }) {
                    log.warning(
                        "'typeOverrides.models' names model '\(override.from)', which the configuration's 'filter' "
                            + "removes; the override has no effect",
                        at: override.keyLocation
                    )
                } else {
                    let hint = Suggestion.hint(for: override.from, in: documentModels.map(\.name))
                    log.error(
                        "'typeOverrides.models' names no model '\(override.from)'\(hint)",
                        at: override.keyLocation
                    )
                }
                continue
            }
            let model = spec.models[index]
            if let typeName = model.domainMapping?.typeName ?? model.requestMapping?.typeName {
                log.error(
                    "model '\(model.name)' maps to domain type '\(typeName)'; a type override replaces its DTO "
                        + "and so its mapping: remove the override or the model's 'domain'",
                    at: override.valueLocation,
                    notes: [("model '\(model.name)' is declared here", model.location)]
                )
                continue
            }
            if let use = readModels[model.name] {
                log.error(
                    "cannot replace model '\(model.name)' with '\(override.to)': \(use.reason)",
                    at: override.valueLocation,
                    notes: [(use.note, use.location)]
                )
                continue
            }
            spec.models[index].typeOverride = override.to
        }
        return spec
    }

    /// A use of a model that reads its generated members.
    private struct MemberRead {
        var reason: String
        var note: String
        var location: SourceLocation
    }

    /// The models repository methods read members of (a `response` property, an error argument `from` the body),
    /// each with its first such use.
    private func modelsReadMemberByMember(in spec: Spec) -> [String: MemberRead] {
        var reads: [String: MemberRead] = [:]
        for repository in spec.repositories {
            for method in repository.methods {
                guard let endpoint = spec.endpoint(named: method.endpoint) else { continue }
                let note = "used by repository method '\(repository.name).\(method.name)' here"
                if let property = method.responseProperty, let schema = endpoint.successResponse?.schema {
                    // Every model along a member path (`data.items`) is read member by member.
                    let models: [String]
                    switch spec.resolvePropertyPath(property, from: schema) {
                    case .resolved(let steps): models = steps.map(\.model.name)
                    case .notAnObjectModel(let steps, _, _): models = steps.map(\.model.name)
                    case .unknownProperty(_, let model, let steps): models = steps.map(\.model.name) + [model.name]
                    }
                    for model in models {
                        let reason = "repository method '\(method.name)' returns its property '\(property)'"
                        reads[model] =
                            reads[model] ?? MemberRead(reason: reason, note: note, location: method.location)
                    }
                }
                for mapping in method.errors where mapping.readsBody {
                    guard let model = endpoint.response(forStatus: mapping.status)?.schema?.topLevelModel else {
                        continue
                    }
                    let reason = "repository method '\(method.name)' reads properties of its \(mapping.status) body"
                    reads[model] =
                        reads[model] ?? MemberRead(reason: reason, note: note, location: mapping.location)
                }
            }
        }
        return reads
    }
}

extension Schema {
    /// The model a `$ref` schema names; `nil` for any other schema (an array of models included).
    fileprivate var topLevelModel: String? {
        if case .reference(let name) = kind { name } else { nil }
    }
}
