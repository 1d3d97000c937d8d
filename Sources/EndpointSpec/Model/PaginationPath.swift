/// A ``PaginationDefinition`` path (`data`, `meta.next_cursor`) followed through the models of a response body.
public struct PaginationPath: Hashable, Sendable {
    /// One property on the way: the model it belongs to and the property.
    public struct Step: Hashable, Sendable {
        /// The model the property belongs to (as the spec names it).
        public var modelName: String
        /// The property.
        public var property: PropertyDefinition

        /// Whether the value may be absent: an optional property, or a nullable one.
        public var isOptional: Bool { !property.isRequired || property.schema.isNullable }
    }

    /// The properties followed, outermost first; empty for the body itself.
    public var steps: [Step]
    /// The schema at the end of the path.
    public var schema: Schema
    /// Whether any step (or the body itself) may be absent, so the value read is optional.
    public var isOptional: Bool
}

extension Spec {
    /// `path` followed from a value of `schema` through object models by their properties' wire names; a reason
    /// why not when a step names no property, or passes a value that is not an object model.
    public func paginationPath(_ path: [String], from schema: Schema) -> Result<PaginationPath, PaginationPathError> {
        var steps: [PaginationPath.Step] = []
        var current = schema
        var isOptional = schema.isNullable
        for (index, name) in path.enumerated() {
            let walked = path[..<index].joined(separator: ".")
            guard case .reference(let modelName) = current.kind, let model = model(named: modelName),
                model.typeOverride == nil, case .object(let properties) = model.kind
            else {
                return .failure(
                    PaginationPathError(
                        path: path,
                        reason: "\(walked.isEmpty ? "the body" : "'\(walked)'") is not an object model"
                    )
                )
            }
            guard let property = properties.first(where: { $0.wireName == name }) else {
                let hint = Suggestion.hint(for: name, in: properties.map(\.wireName))
                return .failure(
                    PaginationPathError(path: path, reason: "model '\(modelName)' has no property '\(name)'\(hint)")
                )
            }
            let step = PaginationPath.Step(modelName: modelName, property: property)
            steps.append(step)
            isOptional = isOptional || step.isOptional
            current = property.schema
        }
        return .success(PaginationPath(steps: steps, schema: current, isOptional: isOptional))
    }
}

/// Why a ``PaginationDefinition`` path does not fit a response body.
public struct PaginationPathError: Error, Hashable, Sendable {
    /// The path.
    public var path: [String]
    /// Why it does not fit.
    public var reason: String
}
