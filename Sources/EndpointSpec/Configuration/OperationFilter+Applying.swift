// MARK: - Applying a filter

extension OperationFilter {
    /// `spec` with only the endpoints the filter selects, the models they reach and the `models` listed.
    ///
    /// An entry that selects nothing is an error (a mistyped tag would otherwise silently drop an API); so is a
    /// repository that uses an endpoint the filter removes.
    func applied(to spec: Spec, log: inout DiagnosticLog) -> Spec {
        checkEntries(against: spec, log: &log)
        var filtered = spec
        filtered.endpoints = spec.endpoints.filter(selects)
        let keptEndpoints = Set(filtered.endpoints.map(\.name))
        for repository in spec.repositories {
            for method in repository.methods where !keptEndpoints.contains(method.endpoint) {
                log.error(
                    "repository '\(repository.name)' uses endpoint '\(method.endpoint)', which the configuration's "
                        + "'filter' removes; select it too, or remove the repository method",
                    at: method.location
                )
            }
        }
        let reached = Self.modelsReached(
            from: filtered.endpoints.flatMap(\.referencedModels) + models.map(\.value),
            in: spec
        )
        filtered.models = spec.models.filter { reached.contains($0.name) }
        return filtered
    }

    /// Whether the filter selects `endpoint`: any tag, path prefix (by whole segments) or operation matches.
    func selects(_ endpoint: EndpointDefinition) -> Bool {
        tags.contains { endpoint.tags.contains($0.value) }
            || pathPrefixes.contains { Self.path(endpoint.path, startsWith: $0.value) }
            || operations.contains { endpoint.isCalled($0.value) }
    }

    /// Whether `path` is `prefix` or continues it after a `/` (a trailing `/` in `prefix` is ignored).
    static func path(_ path: String, startsWith prefix: String) -> Bool {
        let trimmed = prefix.count > 1 && prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix
        guard path.hasPrefix(trimmed) else { return false }
        if trimmed == "/" || path.count == trimmed.count { return true }
        return path.dropFirst(trimmed.count).first == "/"
    }

    /// Every model reachable from `roots` through properties, alternatives and discriminator mappings.
    static func modelsReached(from roots: [String], in spec: Spec) -> Set<String> {
        let byName = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var reached: Set<String> = []
        var pending = roots
        while let name = pending.popLast() {
            guard reached.insert(name).inserted, let model = byName[name] else { continue }
            pending.append(contentsOf: model.referencedModels)
        }
        return reached
    }

    /// Reports every entry that selects nothing, with the closest existing spelling.
    private func checkEntries(against spec: Spec, log: inout DiagnosticLog) {
        let allTags = Set(spec.endpoints.flatMap(\.tags)).sorted()
        for tag in tags where !allTags.contains(tag.value) {
            let known = allTags.isEmpty ? "; no operation has tags" : Suggestion.hint(for: tag.value, in: allTags)
            log.error("'filter.tags' names tag '\(tag.value)', which no operation has\(known)", at: tag.location)
        }
        for prefix in pathPrefixes
        where !spec.endpoints.contains(where: { Self.path($0.path, startsWith: prefix.value) }) {
            let hint = Suggestion.hint(for: prefix.value, in: Set(spec.endpoints.map(\.path)).sorted())
            log.error(
                "no operation's path starts with '\(prefix.value)' (in 'filter.paths')\(hint)",
                at: prefix.location
            )
        }
        let operationNames = spec.endpoints.flatMap(\.documentNames)
        for operation in operations where !operationNames.contains(operation.value) {
            let hint = Suggestion.hint(for: operation.value, in: operationNames)
            log.error("'filter.operations' names no operation '\(operation.value)'\(hint)", at: operation.location)
        }
        let modelNames = spec.models.map(\.name)
        for model in models where !modelNames.contains(model.value) {
            let hint = Suggestion.hint(for: model.value, in: modelNames)
            log.error("'filter.models' names no model '\(model.value)'\(hint)", at: model.location)
        }
    }
}
