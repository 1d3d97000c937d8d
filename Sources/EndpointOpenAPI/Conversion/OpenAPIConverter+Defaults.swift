import EndpointSpec

// MARK: - Defaults

extension OpenAPIConverter {
    /// The `default` value when it fits `schema`; otherwise `nil` with a warning, so the spec stays valid.
    mutating func checkedDefault(_ member: JSONNode.Member, for schema: ImportedSchema) -> SpecValue? {
        if let problem = defaultProblem(member.value, kind: schema.kind, isNullable: schema.isNullable) {
            warn("'default' \(problem); the default is dropped", at: member.value.location)
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
        if case .union = models[name]?.kind { return true }
        guard let component = componentModelNames.first(where: { $0.value == name })?.key,
            let definition = componentSchemas[component]
        else { return false }
        return Self.shape(of: definition.value) == .union
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
            case "date": return isDate(text) ? nil : "must be a date such as '2024-01-31', found '\(text)'"
            case "date-time":
                return isDateTime(text) ? nil : "must be a date-time such as '2024-01-31T12:00:00Z', found '\(text)'"
            case "uuid": return isUUID(text) ? nil : "must be a UUID, found '\(text)'"
            default: return nil
            }
        default:
            return "must be \(type == "integer" ? "an" : "a") \(type), found \(value.typeDescription)"
        }
    }

    // MARK: - Formats

    private static func isDate(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 10, scalars[4] == "-", scalars[7] == "-" else { return false }
        guard [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy({ ("0"..."9").contains(scalars[$0]) }),
            let month = Int(String(scalars[5...6].map(Character.init))),
            let day = Int(String(scalars[8...9].map(Character.init)))
        else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }

    private static func isDateTime(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 20, scalars[10] == "T" || scalars[10] == "t",
            isDate(String(String.UnicodeScalarView(scalars[0..<10])))
        else { return false }
        let isDigit: (Int) -> Bool = { $0 < scalars.count && ("0"..."9").contains(scalars[$0]) }
        guard [11, 12, 14, 15, 17, 18].allSatisfy(isDigit), scalars[13] == ":", scalars[16] == ":" else { return false }
        var index = 19
        if scalars[index] == "." {
            index += 1
            guard isDigit(index) else { return false }
            while isDigit(index) { index += 1 }
        }
        guard index < scalars.count else { return false }
        if scalars[index] == "Z" || scalars[index] == "z" { return index == scalars.count - 1 }
        guard scalars[index] == "+" || scalars[index] == "-", scalars.count == index + 6 else { return false }
        return [index + 1, index + 2, index + 4, index + 5].allSatisfy(isDigit) && scalars[index + 3] == ":"
    }

    private static func isUUID(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 36 else { return false }
        return scalars.indices.allSatisfy { index in
            [8, 13, 18, 23].contains(index) ? scalars[index] == "-" : scalars[index].properties.isASCIIHexDigit
        }
    }
}
