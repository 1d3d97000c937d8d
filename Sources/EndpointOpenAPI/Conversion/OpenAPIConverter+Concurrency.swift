import EndpointSpec

// MARK: - Component models and paths at once

extension OpenAPIConverter {
    /// When ``convertModelsAndPaths()`` converts the component models and the paths on two threads.
    enum Schedule: Sendable {
        /// At once when the document is large enough for it to pay (both sections with many entries).
        case automatic
        /// One after the other.
        case sequential
        /// At once, whatever the document's size (for tests comparing both schedules).
        case concurrent
    }

    /// What the converter of the paths, running ahead of the component models, read of the state they write.
    ///
    /// A class so that non-mutating lookups can record into it; one thread writes it.
    final class ReadsAhead: @unchecked Sendable {
        /// Locations looked up as hoisted schemas and not found.
        var missedHoists: Set<SourceLocation> = []
        /// Models looked up by name and not found among the paths' own models, with the shape answered.
        var modelShapes: [String: ModelShape?] = [:]
    }

    /// The shape of a model, as the conversion of a reference to it needs to know it.
    enum ModelShape: Sendable {
        /// An object model.
        case object
        /// An enumeration model.
        case enumeration
        /// A union model.
        case union

        init(_ kind: ImportedModel.Kind) {
            switch kind {
            case .object: self = .object
            case .enumeration, .valueEnumeration: self = .enumeration
            case .union: self = .union
            }
        }
    }

    /// The minimum number of component schemas and of paths for ``Schedule/automatic`` to use two threads.
    static let concurrencyThreshold = 64

    /// Converts the component models, then the paths — on two threads when `schedule` allows.
    ///
    /// The paths' converter starts from the registered components and runs while the component models convert;
    /// its result is merged only when it read nothing the component models changed (no model name both reserved,
    /// no hoisted schema both converted, every model shape it asked for as the components made it), which makes
    /// the merged state exactly what converting one after the other gives. Otherwise the paths convert again,
    /// after the component models, so the outcome never depends on the schedule.
    mutating func convertModelsAndPaths(schedule: Schedule = .automatic) -> [ImportedEndpoint] {
        guard runsConcurrently(schedule) else {
            convertComponentModels()
            return convertPaths()
        }
        let base = self
        let work = ConcurrentWork(components: self, paths: self)
        work.paths.readsAhead = ReadsAhead()
        JoinedThreads.perform(iterations: 2) { index in
            if index == 0 {
                work.components.convertComponentModels()
            } else {
                work.endpoints = work.paths.convertPaths()
            }
        }
        self = work.components
        guard adopt(work.paths, convertedFrom: base) else { return convertPaths() }
        return work.endpoints
    }

    /// Whether `schedule` runs the two sections at once for this document.
    private func runsConcurrently(_ schedule: Schedule) -> Bool {
        switch schedule {
        case .sequential: return false
        case .concurrent: return true
        case .automatic:
            let pathCount = root["paths"]?.objectMembers?.count ?? 0
            return pathCount >= Self.concurrencyThreshold && componentSchemas.count >= Self.concurrencyThreshold
        }
    }

    /// Merges what `paths` (converted from `base`, ahead of this converter's component models) added, when it is
    /// what converting the paths after the component models would have added; `false`, merging nothing, otherwise.
    private mutating func adopt(_ paths: OpenAPIConverter, convertedFrom base: OpenAPIConverter) -> Bool {
        guard let reads = paths.readsAhead else { return false }
        let pathNames = paths.reservedModelNames.subtracting(base.reservedModelNames)
        let componentNames = reservedModelNames.subtracting(base.reservedModelNames)
        let pathTypes = paths.reservedTypeNames.subtracting(base.reservedTypeNames)
        guard pathNames.isDisjoint(with: componentNames),
            pathTypes.isDisjoint(with: reservedTypeNames.subtracting(base.reservedTypeNames)),
            !reads.missedHoists.contains(where: { hoistedModelNames[$0] != nil }),
            reads.modelShapes.allSatisfy({ name, shape in models[name].map { ModelShape($0.kind) } == shape })
        else { return false }
        reservedModelNames.formUnion(pathNames)
        reservedTypeNames.formUnion(pathTypes)
        hoistedModelNames.merge(paths.hoistedModelNames) { component, _ in component }
        models.merge(paths.models) { component, _ in component }
        schemaFacts.merge(paths.schemaFacts) { component, _ in component }
        diagnostics.append(contentsOf: paths.diagnostics.dropFirst(base.diagnostics.count))
        return true
    }

    /// Both converters and the paths' result, shared by the two threads (each writes only its own part).
    private final class ConcurrentWork: @unchecked Sendable {
        var components: OpenAPIConverter
        var paths: OpenAPIConverter
        var endpoints: [ImportedEndpoint] = []

        init(components: OpenAPIConverter, paths: OpenAPIConverter) {
            self.components = components
            self.paths = paths
        }
    }

    // MARK: - Lookups that running ahead records

    /// The name of the model hoisted from the schema at `location`, if it has been hoisted.
    func hoistedModelName(at location: SourceLocation) -> String? {
        if let name = hoistedModelNames[location] { return name }
        readsAhead?.missedHoists.insert(location)
        return nil
    }

    /// The shape of the model `name`, `nil` when there is none (yet). Running ahead of the component models, a
    /// component model not converted yet is answered from its schema's shape, and the answer is checked later.
    func modelShape(named name: String) -> ModelShape? {
        if let model = models[name] { return ModelShape(model.kind) }
        guard let reads = readsAhead else { return nil }
        let shape: ModelShape? =
            switch componentModelShapes[name] {
            case .object: .object
            case .enumeration, .valueEnumeration: .enumeration
            case .union: .union
            case .alias, nil: nil
            }
        reads.modelShapes[name] = shape
        return shape
    }
}
