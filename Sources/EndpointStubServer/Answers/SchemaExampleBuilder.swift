import EndpointSpec
import Foundation

/// Builds a value that fits a schema of a spec, for a response the spec gives no example of: the mock server's
/// answer of last resort.
///
/// The value is deterministic (the same schema always gives the same value) and prefers what the document
/// says: an `example` (or `const`, or `default`) on the schema, on the model a `$ref` names, or on each property,
/// then a value built from the type — honouring `format` (`date-time`, `date`, `uuid`, `uri`, `email`, `byte`,
/// `int32`, `float`…), `enum`, `minimum`/`maximum`, `multipleOf`, `minLength`/`maxLength`, simple `pattern`s
/// and `minItems`/`maxItems`. Every property is filled in (optional ones too, so a client sees the whole shape),
/// arrays get one item (or `minItems`, up to 100), a union its first alternative (the one its discriminator's first value
/// selects), and recursion is cut off: an optional or nullable property that would recurse is left out or
/// `null`, an array that would recurse is empty (and an object whose required property would recurse counts as
/// recursing itself).
///
/// ```swift
/// let builder = SchemaExampleBuilder(spec: spec)
/// let body = builder.value(for: response.schema!)   // {"id":"3fa85f64-…","name":"string","tags":["string"]}
/// ```
public struct SchemaExampleBuilder: Sendable {
    /// The spec's models by name, for `$ref`.
    let modelsByName: [String: ModelDefinition]
    /// What schemas say beyond their types (``Spec/schemaFacts``).
    let facts: [SourceLocation: SchemaFacts]
    /// Whether the document's examples are used; `false` builds every value from the types alone.
    let usesExamples: Bool

    /// The nesting of models up to which optional properties are filled in; deeper, only required ones are (which
    /// keeps the answer for a large, interlinked document small).
    static let optionalPropertyDepth = 4

    /// The most items an array gets: its `minItems` up to this many.
    static let maximumItems = 100

    /// A builder for the schemas of `spec`; `usesExamples: false` ignores the document's `example`s.
    public init(spec: Spec, usesExamples: Bool = true) {
        var byName: [String: ModelDefinition] = [:]
        for model in spec.models { byName[model.name] = byName[model.name] ?? model }
        modelsByName = byName
        facts = spec.schemaFacts
        self.usesExamples = usesExamples
    }

    // MARK: - Building

    /// A value that fits `schema`.
    public func value(for schema: Schema) -> SpecValue {
        build(schema, depth: 0, visiting: []) ?? (schema.isNullable ? .null : .object([]))
    }

    /// The value the document gives for `schema` as a whole (its `example`, `const` or `default`, or those of the
    /// model it refers to), if any.
    public func documentedValue(for schema: Schema) -> SpecValue? {
        if let given = documented(facts[schema.location], defaultValue: schema.defaultValue) { return given }
        guard case .reference(let name) = schema.kind, let model = modelsByName[name] else { return nil }
        return documented(facts[model.location], defaultValue: nil)
    }

    /// The value of `schema`, or `nil` when every value would recurse into a model being built (`visiting`).
    private func build(_ schema: Schema, depth: Int, visiting: [String]) -> SpecValue? {
        let facts = facts[schema.location] ?? SchemaFacts()
        if let given = documented(facts, defaultValue: schema.defaultValue) { return given }
        switch schema.kind {
        case .string:
            return .string(string(facts))
        case .integer(let format):
            return .number(integer(facts, format: format))
        case .number(let format):
            return .number(number(facts, format: format))
        case .boolean:
            return .bool(true)
        case .dateTime:
            return .string("2024-01-01T12:00:00Z")
        case .date:
            return .string("2024-01-01")
        case .uuid:
            return .string("3fa85f64-5717-4562-b3fc-2c963f66afa6")
        case .uri:
            return .string("https://example.com/")
        case .byte:
            return .string(Data("example".utf8).base64EncodedString())
        case .enumeration(let values):
            return .string(values.first ?? string(facts))
        case .any:
            return .object([])
        case .array(let items):
            // One item, or `minItems` (bounded, so a hostile document cannot ask for a huge answer).
            let wanted = min(max(facts.minItems ?? 1, 1), Self.maximumItems)
            let count = facts.maxItems.map { min($0, wanted) } ?? wanted
            guard count > 0, let item = build(items, depth: depth, visiting: visiting) else { return .array([]) }
            return .array(Array(repeating: item, count: count))
        case .map(let values):
            guard let value = build(values, depth: depth, visiting: visiting) else { return .object([]) }
            return .object([SpecMember("key", value)])
        case .reference(let name):
            guard let model = modelsByName[name] else { return .object([]) }
            guard !visiting.contains(name), let value = build(model, depth: depth + 1, visiting: visiting + [name])
            else { return schema.isNullable ? .null : nil }
            return value
        }
    }

    /// The value the document gives for a schema: its `example`, `const` or `default`, in that order.
    private func documented(_ facts: SchemaFacts?, defaultValue: SpecValue?) -> SpecValue? {
        if usesExamples, let example = facts?.example { return example }
        if let constant = facts?.constant { return constant }
        return defaultValue
    }

    /// The value of the model `model` (already counted in `depth` and `visiting`).
    private func build(_ model: ModelDefinition, depth: Int, visiting: [String]) -> SpecValue? {
        if let given = documented(facts[model.location], defaultValue: nil) { return given }
        switch model.kind {
        case .enumeration(let values):
            return .string(values.first ?? "string")
        case .valueEnumeration(let enumeration):
            if let first = enumeration.cases.first { return first.value }
            return build(Schema(enumeration.valueKind, location: model.location), depth: depth, visiting: visiting)
        case .object(let properties):
            var members: [SpecMember] = []
            for property in properties where property.isRequired || depth <= Self.optionalPropertyDepth {
                if let value = build(property.schema, depth: depth, visiting: visiting) {
                    members.append(SpecMember(property.wireName, value))
                } else if property.isRequired {
                    // A required property that can only recurse: this object cannot be built here, so the optional
                    // property, nullable value or array holding it is left out, `null` or empty instead.
                    return nil
                }
            }
            return .object(members)
        case .oneOf(let alternatives, let discriminator?):
            let names = alternatives.compactMap { if case .reference(let name) = $0.kind { name } else { nil } }
            for (value, name) in discriminator.resolvedMapping(alternatives: names) {
                guard let selected = modelsByName[name], !visiting.contains(name),
                    case .object(let members)? = build(selected, depth: depth + 1, visiting: visiting + [name])
                else { continue }
                let key = discriminator.propertyName
                return .object(members.filter { $0.key != key } + [SpecMember(key, .string(value))])
            }
            return nil
        case .oneOf(let alternatives, nil):
            for alternative in alternatives {
                if let value = build(alternative, depth: depth, visiting: visiting) { return value }
            }
            return nil
        }
    }

    // MARK: - Scalars

    /// A string honouring the `format` as written, the `pattern` when it is simple, and the lengths.
    private func string(_ facts: SchemaFacts) -> String {
        var text =
            switch facts.format?.lowercased() {
            case "email", "idn-email": "user@example.com"
            case "hostname", "idn-hostname": "example.com"
            case "ipv4": "192.0.2.1"
            case "ipv6": "2001:db8::1"
            case "time": "12:00:00Z"
            case "uri", "url", "iri", "uri-reference", "iri-reference": "https://example.com/"
            case "uuid": "3fa85f64-5717-4562-b3fc-2c963f66afa6"
            case "date": "2024-01-01"
            case "date-time": "2024-01-01T12:00:00Z"
            case "duration": "P1D"
            case "password": "password"
            case "phone": "+15550100"
            default: "string"
            }
        var fitsPattern = false
        if let pattern = facts.pattern, let sample = PatternSample.string(matching: pattern) {
            text = sample
            fitsPattern = true
        }
        if let minLength = facts.minLength, text.count < minLength, !fitsPattern {
            text += String(repeating: "x", count: minLength - text.count)
        }
        if let maxLength = facts.maxLength, text.count > maxLength { text = String(text.prefix(maxLength)) }
        return text
    }

    /// An integer within the bounds and a multiple of `multipleOf`, as JSON text: 0 when the bounds allow it.
    private func integer(_ facts: SchemaFacts, format: Schema.IntegerFormat?) -> String {
        let limit: Double = format == .int32 ? Double(Int32.max) : 9.0e15
        var low = facts.minimum.map { facts.isMinimumExclusive ? ($0 + 1).rounded(.down) : $0.rounded(.up) } ?? -limit
        var high = facts.maximum.map { facts.isMaximumExclusive ? ($0 - 1).rounded(.up) : $0.rounded(.down) } ?? limit
        low = max(low, -limit)
        high = min(high, limit)
        var value = min(max(0, low), max(high, low))
        if let step = facts.multipleOf, step >= 1, step.rounded() == step {
            let stepped = (value / step).rounded(.up) * step
            if stepped <= high { value = stepped }
        }
        return String(Int64(value))
    }

    /// A number within the bounds and a multiple of `multipleOf`, as JSON text: 0 when the bounds allow it.
    private func number(_ facts: SchemaFacts, format: Schema.NumberFormat) -> String {
        let limit = format == .float ? Double(Float.greatestFiniteMagnitude) : Double.greatestFiniteMagnitude
        let low = max(facts.minimum ?? -limit, -limit)
        let high = min(facts.maximum ?? limit, limit)
        var value = min(max(0, low), max(high, low))
        if facts.isMinimumExclusive, value == low { value = high > low + 1 ? low + 1 : (low + high) / 2 }
        if facts.isMaximumExclusive, value == high { value = low < high - 1 ? high - 1 : (low + high) / 2 }
        if let step = facts.multipleOf {
            let stepped = (value / step).rounded(.up) * step
            if stepped <= high { value = stepped }
        }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
