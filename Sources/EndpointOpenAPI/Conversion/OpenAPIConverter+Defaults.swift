import EndpointSpec

// MARK: - Defaults

extension OpenAPIConverter {
    /// The `default` value when it fits `schema`; otherwise `nil` with a warning, so the spec stays valid.
    mutating func checkedDefault(_ member: JSONNode.Member, for schema: ImportedSchema) -> SpecValue? {
        // `default: null` on a nullable reference to an object or union model says what an absent optional value
        // is anyway (`nil`); the spec format takes no default there, so it is dropped without loss or warning.
        if member.value.isNull, schema.isNullable, case .reference(let name) = schema.kind,
            enumerationCases(ofModel: name) == nil
        {
            return nil
        }
        if let problem = defaultProblem(member.value, kind: schema.kind, isNullable: schema.isNullable) {
            warn("'default' \(problem); the default is dropped", at: member.value.location, loss: .init(.schema))
            return nil
        }
        return member.value.specValue
    }

    /// Why `value` is not a valid value of `kind`, or `nil` when it is.
    private func defaultProblem(_ value: JSONNode, kind: ImportedSchema.Kind, isNullable: Bool) -> String? {
        if value.isNull { return isNullable ? nil : "is null but the schema is not nullable" }
        switch kind {
        case .any:
            return nil
        case .reference(let name):
            if let type = valueEnumerationType(ofModel: name) {
                return Self.primitiveProblem(value, type: type, format: nil)
            }
            guard let cases = enumerationCases(ofModel: name) else {
                return
                    "on a reference to the \(isUnionModel(name) ? "oneOf" : "object") model '\(name)' is not supported"
            }
            return Self.enumProblem(value, cases: cases)
        case .enumeration(let cases):
            return Self.enumProblem(value, cases: cases)
        case .primitive(let type, let format):
            return Self.primitiveProblem(value, type: type, format: format)
        case .array(let items):
            guard let elements = value.arrayElements else { return "must be an array, found \(value.typeDescription)" }
            return elements.lazy.compactMap { defaultProblem($0, kind: items.kind, isNullable: items.isNullable) }.first
        case .map(let values):
            guard let members = value.objectMembers else { return "must be an object, found \(value.typeDescription)" }
            return members.lazy.compactMap {
                defaultProblem($0.value, kind: values.kind, isNullable: values.isNullable)
            }
            .first
        }
    }

    private func isUnionModel(_ name: String) -> Bool {
        if modelShape(named: name) == .union { return true }
        guard let component = componentModelNames.first(where: { $0.value == name })?.key,
            let definition = componentSchemas[component]
        else { return false }
        return Self.shape(of: definition.value) == .union
    }

    /// The value type (`integer`, `number`, `boolean`) of the value enumeration model `name`, if it is one.
    private func valueEnumerationType(ofModel name: String) -> String? {
        if let model = models[name], case .valueEnumeration(let enumeration) = model.kind {
            switch enumeration.type {
            case .integer: return "integer"
            case .number: return "number"
            case .boolean: return "boolean"
            }
        }
        guard let component = componentModelNames.first(where: { $0.value == name })?.key,
            let definition = componentSchemas[component]
        else { return nil }
        return Self.valueEnumerationType(definition.value)
    }

    private func enumerationCases(ofModel name: String) -> [String]? {
        guard let component = componentModelNames.first(where: { $0.value == name })?.key else { return nil }
        return componentEnumCases[component]
    }

    private static func enumProblem(_ value: JSONNode, cases: [String]) -> String? {
        guard let text = value.stringValue else { return "must be a string, found \(value.typeDescription)" }
        return cases.contains(text) ? nil : "'\(text)' is not one of the enum values"
    }

    private static func primitiveProblem(_ value: JSONNode, type: String, format: String?) -> String? {
        switch (type, value.value) {
        case ("boolean", .bool), ("number", .number):
            return nil
        case ("integer", .number(let text)):
            let fits = format == "int32" ? Int32(text) != nil : Int64(text) != nil
            return fits ? nil : "must be an integer that fits \(format ?? "Int"), found \(text)"
        case ("string", .string(let text)):
            switch format {
            case "date": return StringFormat.isDate(text) ? nil : "must be a date such as '2024-01-31', found '\(text)'"
            case "date-time":
                return StringFormat.isDateTime(text)
                    ? nil : "must be a date-time such as '2024-01-31T12:00:00Z', found '\(text)'"
            case "uuid": return StringFormat.isUUID(text) ? nil : "must be a UUID, found '\(text)'"
            default: return nil
            }
        default:
            return "must be \(type == "integer" ? "an" : "a") \(type), found \(value.typeDescription)"
        }
    }
}
