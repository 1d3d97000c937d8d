import EndpointSpec

// MARK: - Defaults

extension OpenAPIConverter {
    /// The `default` value when it fits `schema` (``DefaultValueRule``, the rule the validator applies to every
    /// spec); otherwise `nil` with a warning, so the spec stays valid.
    mutating func checkedDefault(_ member: JSONNode.Member, for schema: ImportedSchema) -> SpecValue? {
        // `default: null` on a nullable reference to an object or union model says what an absent optional value
        // is anyway (`nil`); the spec format takes no default there, so it is dropped without loss or warning.
        if member.value.isNull, schema.isNullable, case .reference(let name) = schema.kind,
            enumerationCases(ofModel: name) == nil
        {
            return nil
        }
        let value = member.value.specValue
        let problem = DefaultValueRule.problem(
            with: value,
            kind: schema.definition(at: member.value.location).kind,
            isNullable: schema.isNullable,
            referencedModel: referencedModel
        )
        if let problem {
            warn("'default' \(problem); the default is dropped", at: member.value.location, loss: .init(.schema))
            return nil
        }
        return value
    }

    /// What the model `name` allows as a default, whether it is converted yet or still a component schema.
    private func referencedModel(_ name: String) -> DefaultValueRule.ReferencedModel {
        if let kind = valueEnumerationKind(ofModel: name) { return .values(kind) }
        if let cases = enumerationCases(ofModel: name) { return .values(.enumeration(cases)) }
        return isUnionModel(name) ? .union : .object
    }

    private func isUnionModel(_ name: String) -> Bool {
        if modelShape(named: name) == .union { return true }
        guard let component = componentModelNames.first(where: { $0.value == name })?.key,
            let definition = componentSchemas[component]
        else { return false }
        return Self.shape(of: definition.value) == .union
    }

    /// The kind of one value of the value enumeration model `name` (integer, number or boolean, with its format),
    /// if it is one.
    private func valueEnumerationKind(ofModel name: String) -> Schema.Kind? {
        if let model = models[name], case .valueEnumeration(let enumeration) = model.kind {
            return enumeration.valueKind
        }
        guard let component = componentModelNames.first(where: { $0.value == name })?.key,
            let definition = componentSchemas[component],
            let type = Self.valueEnumerationType(definition.value)
        else { return nil }
        return .primitive(type: type, format: definition.value.string("format"))
    }

    private func enumerationCases(ofModel name: String) -> [String]? {
        guard let component = componentModelNames.first(where: { $0.value == name })?.key else { return nil }
        return componentEnumCases[component]
    }
}
