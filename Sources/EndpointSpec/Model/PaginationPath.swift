/// A ``PaginationDefinition`` path (`data`, `meta.next_cursor`) followed through the models of a response body.
///
/// A step may pass a union (`anyOf` or `oneOf`) of object models: the path continues in each alternative that has
/// the member (`links.pages.next` where `pages` is `anyOf: [PageLinks, {}]`), and the value is read from whichever
/// of them the body decoded as: ``steps`` is the first such reading, ``otherReadings`` the others. A union
/// generated as an enum (a `oneOf`, or an `anyOf` with a discriminator) is read by matching the cases that have the
/// member; any other case reads `nil`.
public struct PaginationPath: Hashable, Sendable {
    /// One property on the way: the model it belongs to and the property.
    public struct Step: Hashable, Sendable {
        /// The model the property belongs to (as the spec names it).
        public var modelName: String
        /// The property.
        public var property: PropertyDefinition
        /// When the value before the property is a union: the union model's name and the index of the alternative
        /// (an object model) the property is read from; `nil` when the value is the object model itself.
        public var alternative: Alternative?

        /// Whether the value may be absent: an optional property, or a nullable one.
        public var isOptional: Bool { !property.isRequired || property.schema.isNullable }
    }

    /// An alternative of a union model passed on the way.
    public struct Alternative: Hashable, Sendable {
        /// The union model's name.
        public var unionName: String
        /// The alternative's index among the union's alternatives.
        public var index: Int
    }

    /// The properties followed, outermost first; empty for the body itself.
    public var steps: [Step]
    /// Further ways to the same member through other alternatives of the unions passed (empty when none was),
    /// each ending at a value of the same kind as ``schema``.
    public var otherReadings: [[Step]]
    /// The schema at the end of the path.
    public var schema: Schema
    /// Whether any step (or the body itself) may be absent, or passes a union alternative, so the value read is
    /// optional.
    public var isOptional: Bool
}

extension Spec {
    /// `path` followed from a value of `schema` through object models by their properties' wire names, and through
    /// unions (`anyOf` generated as a struct of the alternatives that match, or `oneOf` generated as an enum) by
    /// those alternatives that are object models with the next property; a reason why not when a step names no
    /// property, passes a value that is not an object model or a union, or no alternative has the property.
    public func paginationPath(_ path: [String], from schema: Schema) -> Result<PaginationPath, PaginationPathError> {
        switch readings(of: path[...], from: schema, walked: [], fullPath: path) {
        case .failure(let error): return .failure(error)
        case .success(let readings):
            let first = readings[0]
            let others = readings.dropFirst().filter { Self.sameKind($0.schema, first.schema) }
            func optional(_ reading: Reading) -> Bool {
                reading.steps.contains { $0.isOptional || $0.alternative != nil }
            }
            return .success(
                PaginationPath(
                    steps: first.steps,
                    otherReadings: others.map(\.steps),
                    schema: first.schema,
                    isOptional: schema.isNullable || optional(first) || others.contains(where: optional)
                )
            )
        }
    }

    /// Whether values of `a` and `b` are of the same kind: arrays of the same kind of items, or the same kind
    /// (descriptions and places aside).
    private static func sameKind(_ a: Schema, _ b: Schema) -> Bool {
        if case .array(let itemsA) = a.kind, case .array(let itemsB) = b.kind {
            return itemsA.isNullable == itemsB.isNullable && sameKind(itemsA, itemsB)
        }
        return a.kind == b.kind
    }

    /// One way a path reaches its end.
    private struct Reading {
        var steps: [PaginationPath.Step]
        var schema: Schema
    }

    /// Every way `path` is read from `schema` (alternatives in order), `walked` being the names before it.
    private func readings(
        of path: ArraySlice<String>,
        from schema: Schema,
        walked: [String],
        fullPath: [String],
        alternative: PaginationPath.Alternative? = nil,
        visiting: Set<String> = [],
        insideAnyOf: Bool = false
    ) -> Result<[Reading], PaginationPathError> {
        guard let name = path.first else { return .success([Reading(steps: [], schema: schema)]) }
        let place = walked.isEmpty ? "the body" : "'\(walked.joined(separator: "."))'"
        guard case .reference(let modelName) = schema.kind, let model = model(named: modelName),
            model.typeOverride == nil
        else {
            return .failure(PaginationPathError(path: fullPath, reason: "\(place) is not an object model"))
        }
        switch model.kind {
        case .object(let properties):
            guard let property = properties.first(where: { $0.wireName == name }) else {
                let hint = Suggestion.hint(for: name, in: properties.map(\.wireName))
                return .failure(
                    PaginationPathError(path: fullPath, reason: "model '\(modelName)' has no property '\(name)'\(hint)")
                )
            }
            let step = PaginationPath.Step(modelName: modelName, property: property, alternative: alternative)
            return readings(
                of: path.dropFirst(),
                from: property.schema,
                walked: walked + [name],
                fullPath: fullPath,
                insideAnyOf: insideAnyOf
            )
            .map { $0.map { Reading(steps: [step] + $0.steps, schema: $0.schema) } }
        case .oneOf(let alternatives, let discriminator) where alternative == nil && !visiting.contains(modelName):
            // An `anyOf` of several object models without a discriminator is generated as a struct with one optional
            // property per alternative, read as members; any other union as an enum, read by matching its cases.
            let isStruct = model.isAnyOf && discriminator == nil && alternatives.filter(isObjectModel).count > 1
            if !isStruct, insideAnyOf {
                return .failure(
                    PaginationPathError(
                        path: fullPath,
                        reason: "\(place) is a union ('\(modelName)') generated as an enum inside an alternative of "
                            + "an 'anyOf' union, which a path cannot pass"
                    )
                )
            }
            var found: [Reading] = []
            // Why an alternative that has the property could not be read further, said when none could.
            var deeperFailure: PaginationPathError?
            for (index, member) in alternatives.enumerated() {
                let result = readings(
                    of: path,
                    from: member,
                    walked: walked,
                    fullPath: fullPath,
                    alternative: PaginationPath.Alternative(unionName: modelName, index: index),
                    visiting: visiting.union([modelName]),
                    insideAnyOf: insideAnyOf || isStruct
                )
                switch result {
                case .success(let readings): found += readings
                case .failure(let error) where deeperFailure == nil && hasProperty(name, member): deeperFailure = error
                case .failure: break
                }
            }
            guard found.isEmpty else { return .success(found) }
            if let deeperFailure { return .failure(deeperFailure) }
            let keyword = model.isAnyOf ? "anyOf" : "oneOf"
            return .failure(
                PaginationPathError(
                    path: fullPath,
                    reason: "no alternative of \(place) ('\(keyword)' union '\(modelName)') is an object model with "
                        + "property '\(name)'"
                )
            )
        default:
            return .failure(PaginationPathError(path: fullPath, reason: "\(place) is not an object model"))
        }
    }
}

extension Spec {
    /// Whether `schema` names an object model the generated code declares with a property of wire name `name`.
    fileprivate func hasProperty(_ name: String, _ schema: Schema) -> Bool {
        guard isObjectModel(schema), case .reference(let modelName) = schema.kind,
            case .object(let properties)? = model(named: modelName)?.kind
        else { return false }
        return properties.contains { $0.wireName == name }
    }

    /// Whether `schema` names an object model the generated code declares.
    fileprivate func isObjectModel(_ schema: Schema) -> Bool {
        guard case .reference(let name) = schema.kind, let model = model(named: name), model.typeOverride == nil,
            case .object = model.kind
        else { return false }
        return true
    }
}

/// Why a ``PaginationDefinition`` path does not fit a response body.
public struct PaginationPathError: Error, Hashable, Sendable {
    /// The path.
    public var path: [String]
    /// Why it does not fit.
    public var reason: String
}
