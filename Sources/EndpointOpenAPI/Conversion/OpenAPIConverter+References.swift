import EndpointSpec

// MARK: - References

extension OpenAPIConverter {
    /// A schema `$ref`: a model reference, or the referenced schema inlined when it is not a model.
    mutating func convertReference(_ member: JSONNode.Member, hint: SchemaNameHint) -> ImportedSchema {
        guard let reference = member.value.stringValue else {
            warn(
                "'$ref' must be a string, found \(member.value.typeDescription); imported as 'any'",
                at: member.value.location,
                loss: .init(.schema)
            )
            return ImportedSchema(.any)
        }
        guard let pointer = JSONPointer(reference: reference) else {
            warn(
                "external $ref '\(reference)' is not supported; imported as 'any'",
                at: member.value.location,
                loss: .init(.schema)
            )
            return ImportedSchema(.any)
        }
        if let component = pointer.componentName(in: "schemas"), componentSchemas[component] != nil {
            if let modelName = componentModelNames[component] {
                return ImportedSchema(.reference(modelName), isNullable: nullableComponents.contains(component))
            }
        }
        guard let target = pointer.resolve(in: root) else {
            warn(
                "$ref '\(reference)' does not resolve to anything in the document; imported as 'any'",
                at: member.value.location,
                loss: .init(.schema)
            )
            return ImportedSchema(.any)
        }
        if let modelName = hoistedModelName(at: target.location) {
            return ImportedSchema(.reference(modelName))
        }
        guard !inliningReferences.contains(reference) else {
            warn(
                "$ref '\(reference)' refers to itself without an object model in between; imported as 'any'",
                at: member.value.location,
                loss: .init(.schema)
            )
            return ImportedSchema(.any)
        }
        inliningReferences.append(reference)
        defer { inliningReferences.removeLast() }
        let targetHint =
            pointer.componentName(in: "schemas").map { SchemaNameHint.name(modelName(forComponent: $0)) } ?? hint
        return convertSchema(target, hint: targetHint)
    }

    /// Follows `$ref` chains from `node` to the object they designate, reporting unresolvable ones at `member`.
    ///
    /// Used for parameters, request bodies and responses, which may be written in `components`.
    mutating func dereferenced(_ node: JSONNode, section: String) -> JSONNode? {
        var current = node
        var visited: Set<String> = []
        while let member = current.member("$ref") {
            guard let reference = member.value.stringValue else {
                warn(
                    "'$ref' must be a string, found \(member.value.typeDescription)",
                    at: member.value.location,
                    loss: .init(.section(section))
                )
                return nil
            }
            guard let pointer = JSONPointer(reference: reference) else {
                warn(
                    "external $ref '\(reference)' is not supported; the \(section) is ignored",
                    at: member.value.location,
                    loss: .init(.section(section))
                )
                return nil
            }
            guard visited.insert(reference).inserted, let target = pointer.resolve(in: root) else {
                warn(
                    "$ref '\(reference)' does not resolve; the \(section) is ignored",
                    at: member.value.location,
                    loss: .init(.section(section))
                )
                return nil
            }
            current = target
        }
        return current
    }
}
