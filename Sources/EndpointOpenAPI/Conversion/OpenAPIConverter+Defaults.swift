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
        let kind = schema.definition(at: member.value.location).kind
        let problem = DefaultValueRule.problem(
            with: value,
            kind: kind,
            isNullable: schema.isNullable,
            referencedModel: referencedModel
        )
        guard let problem else { return value }
        if let repaired = repairedDefault(value, for: kind),
            DefaultValueRule.problem(
                with: repaired,
                kind: kind,
                isNullable: schema.isNullable,
                referencedModel: referencedModel
            ) == nil
        {
            warn(
                "'default' \(problem); it is read as \(JSONWriter.text(repaired))",
                at: member.value.location,
                loss: nil
            )
            return repaired
        }
        warn("'default' \(problem); the default is dropped", at: member.value.location, loss: .init(.schema))
        return nil
    }

    /// What a `default` of the wrong JSON type most likely means, for a schema of `kind`: the text of a boolean or
    /// number (`"true"`, `"20"`, as a YAML document quotes them) as that value; an unquoted number or boolean where
    /// text is expected as its text; a single scalar (not an empty string) where an array is expected as an array of
    /// it. `nil` when there is no such reading; the caller keeps the reading only if it fits the schema.
    private func repairedDefault(_ value: SpecValue, for kind: Schema.Kind) -> SpecValue? {
        switch (kind, value) {
        case (.reference(let name), _):
            guard case .values(let valueKind) = referencedModel(name) else { return nil }
            return repairedDefault(value, for: valueKind)
        case (.boolean, .string(let text)):
            switch text {
            case "true": return .bool(true)
            case "false": return .bool(false)
            default: return nil
            }
        case (.integer, .string(let text)):
            return Int64(text).map { .number(String($0)) }
        case (.number, .string(let text)):
            return Double(text).flatMap { $0.isFinite ? .number(String($0)) : nil }
        case (.string, .number), (.string, .bool), (.enumeration, .number), (.enumeration, .bool):
            return .string(JSONWriter.text(value))  // the literal as written: `2`, `1.50`, `true`
        case (.array(let items), .string), (.array(let items), .number), (.array(let items), .bool):
            // An empty string says no more than an absent default: it is not an array of one empty string.
            if value == .string("") { return nil }
            return .array([repairedDefault(value, for: items.kind) ?? value])
        default:
            return nil
        }
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
            case let node = Self.enumerationForm(of: definition.value), let type = Self.valueEnumerationType(node)
        else { return nil }
        return .primitive(type: type, format: node.string("format"))
    }

    private func enumerationCases(ofModel name: String) -> [String]? {
        guard let component = componentModelNames.first(where: { $0.value == name })?.key else { return nil }
        return componentEnumCases[component]
    }
}
