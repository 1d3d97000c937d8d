// MARK: - Defaults

extension SpecDecoder {
    /// Reports a `default` whose value does not fit `kind`.
    mutating func checkDefault(_ value: JSONNode, kind: Schema.Kind, isNullable: Bool) {
        if let problem = Self.defaultProblem(value, kind: kind, isNullable: isNullable) {
            log.error("'default' \(problem)", at: value.location)
        }
    }

    /// Why `value` is not a valid value of `kind`, or `nil` when it is. References are checked by the validator.
    static func defaultProblem(_ value: JSONNode, kind: Schema.Kind, isNullable: Bool) -> String? {
        if case .null = value.value {
            return isNullable ? nil : "is null but the schema is not nullable"
        }
        switch kind {
        case .any, .reference:
            return nil
        case .string, .uri:
            return expect(value, "a string") { if case .string = $0 { true } else { false } }
        case .byte:
            return stringProblem(value, "base64-encoded data such as 'aGk='", valid: StringFormat.isBase64)
        case .date:
            return stringProblem(value, "a date such as '2024-01-31'", valid: StringFormat.isDate)
        case .dateTime:
            return stringProblem(value, "a date-time such as '2024-01-31T12:00:00Z'", valid: StringFormat.isDateTime)
        case .uuid:
            return stringProblem(value, "a UUID", valid: StringFormat.isUUID)
        case .boolean:
            return expect(value, "a boolean") { if case .bool = $0 { true } else { false } }
        case .integer(let format):
            guard case .number(let text) = value.value else {
                return "must be an integer, found \(value.typeDescription)"
            }
            let fits: Bool =
                switch format {
                case .int32: Int32(text) != nil
                case .int64, nil: Int64(text) != nil
                }
            return fits ? nil : "must be an integer that fits \(format?.rawValue ?? "Int"), found \(text)"
        case .number(let format):
            guard case .number(let text) = value.value else {
                return "must be a number, found \(value.typeDescription)"
            }
            let isFinite = format == .float ? Float(text)?.isFinite == true : Double(text)?.isFinite == true
            return isFinite ? nil : "must be a number that fits \(format == .float ? "Float" : "Double"), found \(text)"
        case .enumeration(let cases):
            guard case .string(let text) = value.value else {
                return "must be a string, found \(value.typeDescription)"
            }
            return cases.contains(text)
                ? nil : "must be one of \(list(cases, conjunction: "or")), found '\(text)'"
        case .array(let items):
            guard case .array(let elements) = value.value else {
                return "must be an array, found \(value.typeDescription)"
            }
            return elements.lazy.compactMap { defaultProblem($0, kind: items.kind, isNullable: items.isNullable) }.first
        case .map(let values):
            guard case .object(let members) = value.value else {
                return "must be an object, found \(value.typeDescription)"
            }
            return members.lazy.compactMap {
                defaultProblem($0.value, kind: values.kind, isNullable: values.isNullable)
            }
            .first
        }
    }

    private static func expect(_ value: JSONNode, _ expected: String, _ matches: (JSONNode.Value) -> Bool) -> String? {
        matches(value.value) ? nil : "must be \(expected), found \(value.typeDescription)"
    }

    private static func stringProblem(_ value: JSONNode, _ expected: String, valid: (String) -> Bool) -> String? {
        guard case .string(let text) = value.value else { return "must be \(expected), found \(value.typeDescription)" }
        return valid(text) ? nil : "must be \(expected), found '\(text)'"
    }
}
