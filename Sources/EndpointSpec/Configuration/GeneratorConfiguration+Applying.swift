// MARK: - Applying a configuration

extension GeneratorConfiguration {
    /// `spec` as configured: filtered, renamed, with models replaced by the user's types, and with the configured
    /// name, access level, imports and conformances.
    ///
    /// Every name in the configuration is the name the document writes (an endpoint's name or OpenAPI
    /// `operationId`, a model's name, a property's wire name). One that names nothing, and a rename onto a name
    /// already taken, is an error at the configuration's entry with a did-you-mean when one is close.
    func applied(to spec: Spec, log: inout DiagnosticLog) -> Spec {
        var sourceMap = SpecSourceMap()
        return applied(to: spec, log: &log, sourceMap: &sourceMap)
    }

    /// `spec` as configured, with where the configuration writes what the model does not locate added to
    /// `sourceMap` (an idempotency key), for the validator's findings.
    func applied(to spec: Spec, log: inout DiagnosticLog, sourceMap: inout SpecSourceMap) -> Spec {
        var configured = spec
        // Mappings and repositories first: they name models and operations as the document does, and the filter
        // must keep every endpoint a repository calls.
        if !domainMappings.isEmpty || !repositories.isEmpty {
            sourceMap.add(placeLocations)
            configured = addingBoundary(to: configured, log: &log)
        }
        // Pagination and keys first: their operations are named as the document names them, filtered out or not.
        if let pagination { configured = pagination.applied(to: configured, log: &log) }
        if let idempotencyKey { configured = idempotencyKey.applied(to: configured, log: &log, sourceMap: &sourceMap) }
        if let filter {
            configured = filter.applied(to: configured, log: &log)
            checkFilteredDomainMappings(in: configured, documentModels: spec.models, log: &log)
        }
        // Streams before renames: they name operations and models as the document does.
        if !streams.isEmpty { configured = streams.applied(to: configured, log: &log) }
        configured = renamingEndpoints(in: configured, log: &log)
        // Properties and type overrides before model renames: they name a model as the document does.
        configured = renamingProperties(in: configured, log: &log)
        configured = overridingTypes(in: configured, documentModels: spec.models, log: &log)
        configured = renamingModels(in: configured, log: &log)
        if !imports.isEmpty { configured.imports = Array(Set(configured.imports + imports.map(\.value))).sorted() }
        if let name { configured.name = name.value }
        if let accessLevel { configured.accessLevel = accessLevel }
        if let modelConformances { configured.modelConformances = modelConformances }
        if let modelProperties { configured.modelProperties = modelProperties }
        if let grouping { configured.grouping = grouping }
        return configured
    }

    // MARK: Renames

    /// Endpoints renamed by `rename.endpoints`; repository methods follow.
    private func renamingEndpoints(in spec: Spec, log: inout DiagnosticLog) -> Spec {
        var spec = spec
        var renamed: [String: String] = [:]
        for rename in endpointRenames {
            guard
                let index = spec.endpointIndex(
                    calledBy: rename.from,
                    in: "'rename.endpoints'",
                    at: rename.keyLocation,
                    log: &log
                )
            else { continue }
            if let taken = spec.endpoints.first(where: { $0.name == rename.to }),
                taken.name != spec.endpoints[index].name
            {
                log.error(
                    "cannot rename '\(rename.from)' to '\(rename.to)': an endpoint has that name",
                    at: rename.valueLocation,
                    notes: [("'\(rename.to)' is declared here", taken.location)]
                )
                continue
            }
            renamed[spec.endpoints[index].name] = rename.to
            spec.endpoints[index].name = rename.to
        }
        guard !renamed.isEmpty else { return spec }
        for repository in spec.repositories.indices {
            for method in spec.repositories[repository].methods.indices {
                let endpoint = spec.repositories[repository].methods[method].endpoint
                spec.repositories[repository].methods[method].endpoint = renamed[endpoint] ?? endpoint
            }
        }
        spec.endpoints.sort { $0.name < $1.name }
        return spec
    }

    /// Models renamed by `rename.models`, with every reference to them.
    private func renamingModels(in spec: Spec, log: inout DiagnosticLog) -> Spec {
        var spec = spec
        var renamed: [String: String] = [:]
        let names = Set(spec.models.map(\.name))
        for rename in modelRenames {
            guard names.contains(rename.from) else {
                log.error(
                    "'rename.models' names no model '\(rename.from)'\(Suggestion.hint(for: rename.from, in: names.sorted()))",
                    at: rename.keyLocation
                )
                continue
            }
            let takenNames = names.subtracting(renamed.keys).union(renamed.values)
            if takenNames.contains(rename.to), rename.to != rename.from {
                let notes = spec.model(named: rename.to).map { [("'\(rename.to)' is declared here", $0.location)] }
                log.error(
                    "cannot rename model '\(rename.from)' to '\(rename.to)': a model has that name",
                    at: rename.valueLocation,
                    notes: notes ?? []
                )
                continue
            }
            renamed[rename.from] = rename.to
        }
        guard !renamed.isEmpty else { return spec }
        spec.models = spec.models.map { model in
            var renamedModel = model.renamingReferences(renamed)
            if let name = renamed[model.name] {
                renamedModel.documentName = model.documentName ?? model.name
                renamedModel.name = name
            }
            return renamedModel
        }
        .sorted { $0.name < $1.name }
        spec.endpoints = spec.endpoints.map { $0.renamingModels(renamed) }
        return spec
    }

    /// Properties given Swift names by `rename.properties` (`Model.wireName`).
    private func renamingProperties(in spec: Spec, log: inout DiagnosticLog) -> Spec {
        var spec = spec
        for rename in propertyRenames {
            guard let dot = rename.from.firstIndex(of: ".") else { continue }  // reported when decoded
            let modelName = String(rename.from[..<dot])
            let propertyName = String(rename.from[rename.from.index(after: dot)...])
            guard let modelIndex = spec.models.firstIndex(where: { $0.name == modelName }) else {
                let hint = Suggestion.hint(for: modelName, in: spec.models.map(\.name))
                log.error("'rename.properties' names no model '\(modelName)'\(hint)", at: rename.keyLocation)
                continue
            }
            guard case .object(var properties) = spec.models[modelIndex].kind else {
                log.error("model '\(modelName)' has no properties to rename", at: rename.keyLocation)
                continue
            }
            guard let propertyIndex = properties.firstIndex(where: { $0.wireName == propertyName }) else {
                let hint = Suggestion.hint(for: propertyName, in: properties.map(\.wireName))
                log.error(
                    "model '\(modelName)' has no property '\(propertyName)'\(hint)",
                    at: rename.keyLocation,
                    notes: [("model '\(modelName)' is declared here", spec.models[modelIndex].location)]
                )
                continue
            }
            properties[propertyIndex].swiftName = rename.to
            spec.models[modelIndex].kind = .object(properties)
        }
        return spec
    }
}
