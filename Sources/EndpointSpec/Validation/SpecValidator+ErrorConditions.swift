// MARK: - Error mappings by the error body's code

extension SpecValidator {
    /// Checks the `when` conditions of `method`'s error mappings: one mapping without `when` per status and one per
    /// condition, and each condition's member is a string or string enumeration of the body the endpoint declares
    /// for the status, with a value the enumeration lists.
    mutating func checkErrorConditions(of method: RepositoryMethod, endpoint: EndpointDefinition?) {
        var plain: [Int: SourceLocation] = [:]
        var conditions: [String: SourceLocation] = [:]
        for mapping in method.errors {
            guard let condition = mapping.condition else {
                if let first = plain[mapping.status] {
                    log.error(
                        "status \(mapping.status) of method '\(method.name)' is mapped twice without 'when'; one mapping "
                            + "applies to the status, the others need a 'when'",
                        at: mapping.location,
                        notes: [("the first is here", first)]
                    )
                }
                plain[mapping.status] = plain[mapping.status] ?? mapping.location
                continue
            }
            let key = "\(mapping.status) \(condition.member) \(condition.value)"
            if let first = conditions[key] {
                log.error(
                    "status \(mapping.status) of method '\(method.name)' maps '\(condition.member)' "
                        + "'\(condition.value)' twice",
                    at: condition.valueLocation,
                    notes: [("the first is here", first)]
                )
            }
            conditions[key] = conditions[key] ?? condition.valueLocation
            if let endpoint { checkErrorCondition(condition, status: mapping.status, endpoint: endpoint) }
        }
    }

    /// Checks that `condition.member` is a string or string enumeration member of the error body `endpoint`
    /// declares for `status`, and that an enumeration lists `condition.value`.
    private mutating func checkErrorCondition(
        _ condition: ErrorBodyCondition,
        status: Int,
        endpoint: EndpointDefinition
    ) {
        let location = condition.memberLocation
        let member = condition.member
        guard let schema = declaredErrorBody(status: status, of: endpoint, readBy: "when", member: member, at: location)
        else { return }
        let memberSchema: Schema
        switch spec.resolvePropertyPath(member, from: schema) {
        case .resolved(let steps):
            guard let last = steps.last else { return }
            memberSchema = last.property.schema
        case .notAnObjectModel:
            log.error(
                "'when' reads '\(member)' from the body of the \(status) response of endpoint '\(endpoint.name)', "
                    + "which is not a model with that member",
                at: location
            )
            return
        case .unknownProperty(let property, let model, _):
            guard case .object(let properties) = model.kind else { return }
            let wireNames = properties.map(\.wireName)
            log.error(
                "'when' names '\(member)', but '\(property)' is not a property of model '\(model.name)', in the body of "
                    + "the \(status) response of endpoint '\(endpoint.name)'"
                    + Suggestion.memberHint(for: property, in: wireNames),
                at: location,
                notes: Self.declarationNote("model '\(model.name)' is declared here", at: model.location, for: location)
            )
            return
        }
        let cases: [String]? =
            switch memberSchema.kind {
            case .string: []
            case .enumeration(let values): values
            case .reference(let name):
                if let model = spec.model(named: name), case .enumeration(let values) = model.kind {
                    values
                } else {
                    nil
                }
            default: nil
            }
        guard let cases else {
            log.error(
                "'when' compares '\(member)' with '\(condition.value)', but it is not a string or a string "
                    + "enumeration in the body of the \(status) response of endpoint '\(endpoint.name)'",
                at: location
            )
            return
        }
        guard !cases.isEmpty else { return }
        if !cases.contains(condition.value) {
            log.error(
                "'when' compares '\(member)' with '\(condition.value)', which is not one of its values ("
                    + cases.map { "'\($0)'" }.joined(separator: ", ") + ")"
                    + Suggestion.hint(for: condition.value, in: cases),
                at: condition.valueLocation
            )
        }
    }
}
