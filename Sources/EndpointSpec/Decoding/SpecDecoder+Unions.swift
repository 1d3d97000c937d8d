// MARK: - Union models

extension SpecDecoder {
    /// Decodes a `oneOf` (or `anyOf`, `member.key`) model: its alternatives and optional `discriminator`; `nil`
    /// when the union is unusable.
    mutating func decodeUnionModel(
        _ member: JSONNode.Member,
        in object: ObjectView,
        modelName: String
    ) -> ModelDefinition.Kind? {
        let keyword = member.key
        for key in [
            "type", "enum", "required", "domain", "errorMessage", "format", "caseNames", "additionalProperties",
            "variant",
        ] {
            if let other = object[key] {
                log.error("'\(key)' cannot be combined with '\(keyword)'", at: other.keyLocation)
            }
        }
        if keyword == "oneOf", let anyOf = object["anyOf"] {
            log.error("'anyOf' cannot be combined with 'oneOf'; a union model has one of them", at: anyOf.keyLocation)
        }
        if keyword == "anyOf" {
            if let discriminatorMember = object["discriminator"] {
                log.error(
                    "'discriminator' selects exactly one alternative, so it belongs on a 'oneOf' model, not 'anyOf'",
                    at: discriminatorMember.keyLocation
                )
            }
        }
        guard case .array(let elements) = member.value.value else {
            typeMismatch(member, expected: "an array of schemas")
            return nil
        }
        guard !elements.isEmpty else {
            log.error("'\(keyword)' must list at least one alternative", at: member.value.location)
            return nil
        }
        let alternatives = elements.enumerated().map { index, element in
            decodeNestedSchema(element, context: "alternative \(index + 1) of model '\(modelName)'")
        }
        var discriminator: Discriminator?
        if keyword == "oneOf", let discriminatorMember = object["discriminator"] {
            discriminator = decodeDiscriminator(discriminatorMember, modelName: modelName)
        }
        return .oneOf(alternatives, discriminator: discriminator)
    }

    /// Reports `discriminator` on a model that has no `oneOf`.
    mutating func reportUnionKeys(in object: ObjectView) {
        if let member = object["discriminator"] {
            log.error("'discriminator' is only allowed on a model with 'oneOf'", at: member.keyLocation)
        }
    }

    private mutating func decodeDiscriminator(_ member: JSONNode.Member, modelName: String) -> Discriminator? {
        let context = "the discriminator of model '\(modelName)'"
        guard
            let object = object(
                member.value,
                context: context,
                anchor: member.keyLocation,
                keys: SpecKeys.discriminator
            )
        else { return nil }
        let propertyName = nonEmptyString("propertyName", in: object, required: true)
        var mapping: [DiscriminatorMapping] = []
        for entry in members("mapping", in: object) ?? [] {
            guard case .string(let target) = entry.value.value else {
                log.error(
                    "discriminator value '\(entry.key)' must map to a model name, found \(entry.value.typeDescription)",
                    at: entry.value.location
                )
                continue
            }
            mapping.append(DiscriminatorMapping(value: entry.key, modelName: target, location: entry.value.location))
        }
        guard let propertyName else { return nil }
        return Discriminator(propertyName: propertyName, mapping: mapping, location: member.keyLocation)
    }
}
