import EndpointSpec
import Foundation

/// Checks the text of a parameter or form field against its schema, as a server decoding it would: numbers that
/// parse, booleans spelled `true`/`false`, formats of the right shape, listed enumeration values, and the bounds,
/// lengths and `pattern` the document writes (``Spec/schemaFacts``).
struct ParameterTextChecker: Sendable {
    let modelsByName: [String: ModelDefinition]
    let facts: [SourceLocation: SchemaFacts]

    init(spec: Spec) {
        var byName: [String: ModelDefinition] = [:]
        for model in spec.models { byName[model.name] = byName[model.name] ?? model }
        modelsByName = byName
        facts = spec.schemaFacts
    }

    /// What is wrong with `values` (the texts received for one parameter, a repeated key giving several) as
    /// `schema` written with `separator` between array items (`nil`: one item per value): one violation per value
    /// that does not fit, at `location`.
    func violations(
        of values: [String],
        schema: Schema,
        separator: Character?,
        location: String
    ) -> [Problem.Violation] {
        if case .array(let items) = schema.kind {
            let texts =
                separator.map { separator in
                    values.flatMap { $0.split(separator: separator, omittingEmptySubsequences: false).map(String.init) }
                } ?? values
            var found: [Problem.Violation] = []
            let itemFacts = facts[schema.location]
            if let minItems = itemFacts?.minItems, texts.count < minItems {
                found.append(.init(location: location, expected: "at least \(minItems) items", found: "\(texts.count)"))
            }
            if let maxItems = itemFacts?.maxItems, texts.count > maxItems {
                found.append(.init(location: location, expected: "at most \(maxItems) items", found: "\(texts.count)"))
            }
            for (index, text) in texts.enumerated() {
                let itemLocation = texts.count == 1 ? location : "\(location)[\(index)]"
                if let violation = violation(of: text, schema: items, location: itemLocation) {
                    found.append(violation)
                }
            }
            return found
        }
        // A repeated key of a single value is not held against the request: servers differ in which one they take.
        return values.compactMap { violation(of: $0, schema: schema, location: location) }
    }

    /// What is wrong with the scalar `text` as `schema`, if anything. Objects, maps, unions and `any` are not
    /// checked: how they are written in a query or form varies too much to second-guess.
    func violation(of text: String, schema: Schema, location: String) -> Problem.Violation? {
        let found = "\"\(text)\""
        let wrong = { (expected: String) in Problem.Violation(location: location, expected: expected, found: found) }
        let facts = facts[schema.location]
        switch schema.kind {
        case .string:
            return constraintViolation(of: text, facts: facts, location: location)
        case .integer(let format):
            // JSON Schema counts `1.0` as an integer.
            guard let value = Int64(text) ?? Self.wholeNumber(text), format != .int32 || Int32(exactly: value) != nil
            else { return wrong(describe(schema)) }
            return boundViolation(Double(value), facts: facts, location: location, found: found)
        case .number:
            guard let value = Double(text), value.isFinite,
                text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) })
            else { return wrong(describe(schema)) }
            return boundViolation(value, facts: facts, location: location, found: found)
        case .boolean:
            return text == "true" || text == "false" ? nil : wrong("`boolean` (true or false)")
        case .dateTime:
            return StringFormat.isDateTime(text) ? nil : wrong("a date-time such as 2024-05-01T12:00:00Z")
        case .date:
            return StringFormat.isDate(text) ? nil : wrong("a date YYYY-MM-DD")
        case .uuid:
            return StringFormat.isUUID(text) ? nil : wrong("a UUID")
        case .uri:
            return text.isEmpty || text.contains(" ") ? wrong("a URL") : nil
        case .byte:
            return nil
        case .enumeration(let values):
            return values.isEmpty || values.contains(text) ? nil : wrong(Self.oneOf(values))
        case .reference(let name):
            switch modelsByName[name]?.kind {
            case .enumeration(let values)?:
                return values.isEmpty || values.contains(text) ? nil : wrong(Self.oneOf(values))
            case .valueEnumeration(let enumeration)?:
                return violation(
                    of: text,
                    schema: Schema(enumeration.valueKind, location: schema.location),
                    location: location
                )
            default:
                return nil
            }
        case .array, .map, .any:
            return nil
        }
    }

    /// `minLength`, `maxLength` and `pattern` of a string.
    private func constraintViolation(of text: String, facts: SchemaFacts?, location: String) -> Problem.Violation? {
        guard let facts else { return nil }
        let found = "\"\(text)\""
        if let minLength = facts.minLength, text.count < minLength {
            return .init(location: location, expected: "at least \(minLength) characters", found: found)
        }
        if let maxLength = facts.maxLength, text.count > maxLength {
            return .init(location: location, expected: "at most \(maxLength) characters", found: found)
        }
        if let pattern = facts.pattern, pattern.count <= 1024,
            let expression = try? NSRegularExpression(pattern: pattern),
            expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil
        {
            return .init(location: location, expected: "a string matching `\(pattern)`", found: found)
        }
        return nil
    }

    /// `minimum` and `maximum` of a number.
    private func boundViolation(_ value: Double, facts: SchemaFacts?, location: String, found: String)
        -> Problem.Violation?
    {
        guard let facts else { return nil }
        if let minimum = facts.minimum, facts.isMinimumExclusive ? value <= minimum : value < minimum {
            let bound = facts.isMinimumExclusive ? "more than" : "at least"
            return .init(location: location, expected: "\(bound) \(Self.text(minimum))", found: found)
        }
        if let maximum = facts.maximum, facts.isMaximumExclusive ? value >= maximum : value > maximum {
            let bound = facts.isMaximumExclusive ? "less than" : "at most"
            return .init(location: location, expected: "\(bound) \(Self.text(maximum))", found: found)
        }
        return nil
    }

    /// What `schema` is, in a violation: `` `integer` (int32) ``, `` `number` ``, `` `string` ``.
    func describe(_ schema: Schema) -> String {
        switch schema.kind {
        case .integer(let format?): "`integer` (\(format.rawValue))"
        case .integer(nil): "`integer`"
        case .number: "`number`"
        case .boolean: "`boolean`"
        case .array: "an array"
        case .reference(let name): "`\(name)`"
        default: "`string`"
        }
    }

    /// The whole number a decimal text such as `1.0` or `1e3` writes.
    private static func wholeNumber(_ text: String) -> Int64? {
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }), let value = Double(text),
            value.rounded() == value, abs(value) < 9.2e18
        else { return nil }
        return Int64(value)
    }

    private static func oneOf(_ values: [String]) -> String {
        let listed = values.prefix(10).map { "\"\($0)\"" }.joined(separator: ", ")
        return "one of \(listed)\(values.count > 10 ? ", …" : "")"
    }

    private static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
