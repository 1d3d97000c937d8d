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
            return stringProblem(value, "base64-encoded data such as 'aGk='", valid: isBase64)
        case .date:
            return stringProblem(value, "a date such as '2024-01-31'", valid: isDate)
        case .dateTime:
            return stringProblem(value, "a date-time such as '2024-01-31T12:00:00Z'", valid: isDateTime)
        case .uuid:
            return stringProblem(value, "a UUID", valid: isUUID)
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

    private static func isDate(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 10, scalars[4] == "-", scalars[7] == "-" else { return false }
        let digits = [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy { ("0"..."9").contains(scalars[$0]) }
        guard digits, let month = Int(String(text.dropFirst(5).prefix(2))), let day = Int(String(text.suffix(2)))
        else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }

    private static func isDateTime(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 20, scalars[10] == "T" || scalars[10] == "t", isDate(String(text.prefix(10))) else {
            return false
        }
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

    private static func isBase64(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        let padding = scalars.reversed().prefix { $0 == "=" }.count
        let body = scalars.dropLast(padding)
        let isAlphabet: (Unicode.Scalar) -> Bool = {
            ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "/"
        }
        return scalars.count % 4 == 0 && padding <= 2 && body.allSatisfy(isAlphabet)
    }

    private static func isUUID(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 36 else { return false }
        return scalars.indices.allSatisfy { index in
            [8, 13, 18, 23].contains(index) ? scalars[index] == "-" : scalars[index].properties.isASCIIHexDigit
        }
    }
}
