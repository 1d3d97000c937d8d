/// The rule a `default` meets: it is a value of its schema. One copy for every stage that needs it: the validator
/// (every schema of a spec, whatever made it), the decoder (each value of a value enumeration is read with it) and
/// the OpenAPI importer, which drops a default that breaks it, with a located warning, before a `Spec` exists.
public enum DefaultValueRule {
    /// What the model a `$ref` names allows as a default.
    public enum ReferencedModel: Sendable {
        /// An enumeration model: a default is a value of this kind (``Schema/Kind/enumeration(_:)`` for a string
        /// enumeration, the value kind of an integer, number or boolean one).
        case values(Schema.Kind)
        /// An object model: it takes no default.
        case object
        /// A union (`oneOf`) model: it takes no default.
        case union
        /// A model that is not declared (reported on its own): nothing to check.
        case unknown
    }

    /// Why `value` is no valid `default` of a schema of `kind` (nullable or not), or `nil` when it is one; the
    /// reason reads after `'default'` ("must be a string, found a number"). `referencedModel` says what a `$ref`
    /// names, in the schema or its elements.
    public static func problem(
        with value: SpecValue,
        kind: Schema.Kind,
        isNullable: Bool,
        referencedModel: (String) -> ReferencedModel
    ) -> String? {
        if case .reference(let name) = kind {
            switch referencedModel(name) {
            case .values(let valueKind):
                return problem(with: value, kind: valueKind, isNullable: isNullable, referencedModel: referencedModel)
            case .object, .union:
                let shape = if case .object = referencedModel(name) { "object" } else { "oneOf" }
                return "is not supported on a '$ref' to \(shape) model '\(name)'; only enumeration models and plain "
                    + "types take defaults"
            case .unknown:
                return nil
            }
        }
        if case .null = value {
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
            guard case .number(let text) = value else { return "must be an integer, found \(value.typeDescription)" }
            let fits: Bool =
                switch format {
                case .int32: Int32(text) != nil
                case .int64, nil: Int64(text) != nil
                }
            return fits ? nil : "must be an integer that fits \(format?.rawValue ?? "Int"), found \(text)"
        case .number(let format):
            guard case .number(let text) = value else { return "must be a number, found \(value.typeDescription)" }
            let isFinite = format == .float ? Float(text)?.isFinite == true : Double(text)?.isFinite == true
            return isFinite ? nil : "must be a number that fits \(format == .float ? "Float" : "Double"), found \(text)"
        case .enumeration(let cases):
            guard case .string(let text) = value else { return "must be a string, found \(value.typeDescription)" }
            return cases.contains(text) ? nil : "must be one of \(list(cases)), found '\(text)'"
        case .array(let items):
            guard case .array(let elements) = value else { return "must be an array, found \(value.typeDescription)" }
            for element in elements {
                let found = problem(
                    with: element,
                    kind: items.kind,
                    isNullable: items.isNullable,
                    referencedModel: referencedModel
                )
                if let found { return found }
            }
            return nil
        case .map(let values):
            guard case .object(let members) = value else {
                return "must be an object, found \(value.typeDescription)"
            }
            for member in members {
                let found = problem(
                    with: member.value,
                    kind: values.kind,
                    isNullable: values.isNullable,
                    referencedModel: referencedModel
                )
                if let found { return found }
            }
            return nil
        }
    }

    /// What the model `name` of `spec` allows as a default.
    static func referencedModel(_ name: String, in spec: Spec) -> ReferencedModel {
        switch spec.model(named: name)?.kind {
        case .enumeration(let cases): .values(.enumeration(cases))
        case .valueEnumeration(let enumeration): .values(enumeration.valueKind)
        case .object: .object
        case .oneOf: .union
        case nil: .unknown
        }
    }

    // MARK: - Helpers

    private static func expect(_ value: SpecValue, _ expected: String, _ matches: (SpecValue) -> Bool) -> String? {
        matches(value) ? nil : "must be \(expected), found \(value.typeDescription)"
    }

    private static func stringProblem(_ value: SpecValue, _ expected: String, valid: (String) -> Bool) -> String? {
        guard case .string(let text) = value else { return "must be \(expected), found \(value.typeDescription)" }
        return valid(text) ? nil : "must be \(expected), found '\(text)'"
    }

    /// `'a', 'b' or 'c'`.
    private static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        let quoted = items.dropLast().map { "'\($0)'" }
        return quoted.isEmpty ? "'\(last)'" : quoted.joined(separator: ", ") + " or '\(last)'"
    }
}

extension SpecValue {
    /// The JSON type of the value, for messages: "a string", "an array", "null".
    var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
