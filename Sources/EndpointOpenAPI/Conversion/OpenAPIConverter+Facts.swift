import EndpointSpec

// MARK: - What a schema says beyond its type

extension OpenAPIConverter {
    /// The keywords ``facts(of:)`` reads; a schema without any of them has no facts (checked first, since most
    /// schemas have none).
    private static let factKeywords: Set<String> = [
        "example", "examples", "const", "format", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
        "multipleOf", "minLength", "maxLength", "pattern", "minItems", "maxItems",
    ]

    /// Records the facts of the schema `node` at `location` (by default where it is written). A schema without
    /// facts of its own that stands for another one (a `$ref` to an alias, an `allOf` of one part) takes that one's,
    /// recorded at `inner`.
    mutating func recordFacts(of node: JSONNode, at location: SourceLocation? = nil, inheriting inner: SourceLocation?)
    {
        let location = location ?? node.location
        if let facts = Self.facts(of: node) {
            schemaFacts[location] = facts
        } else if let inner, inner != location, let facts = schemaFacts[inner] {
            schemaFacts[location] = facts
        }
    }

    /// What `node` says about its values beyond their type; `nil` when it says nothing.
    static func facts(of node: JSONNode) -> SchemaFacts? {
        guard let members = node.objectMembers, members.contains(where: { factKeywords.contains($0.key) }) else {
            return nil
        }
        var facts = SchemaFacts()
        facts.example = node["example"]?.specValue ?? node["examples"]?.arrayElements?.first?.specValue
        facts.constant = node["const"]?.specValue
        facts.format = node.string("format")
        facts.minimum = number(node["minimum"])
        facts.maximum = number(node["maximum"])
        // OpenAPI 3.0 writes `exclusiveMinimum: true` beside `minimum`; 3.1 writes the bound itself.
        if let exclusive = node["exclusiveMinimum"] {
            if let bound = number(exclusive) {
                facts.minimum = max(bound, facts.minimum ?? bound)
                facts.isMinimumExclusive = facts.minimum == bound
            } else {
                facts.isMinimumExclusive = exclusive.boolValue == true
            }
        }
        if let exclusive = node["exclusiveMaximum"] {
            if let bound = number(exclusive) {
                facts.maximum = min(bound, facts.maximum ?? bound)
                facts.isMaximumExclusive = facts.maximum == bound
            } else {
                facts.isMaximumExclusive = exclusive.boolValue == true
            }
        }
        facts.multipleOf = number(node["multipleOf"]).flatMap { $0 > 0 ? $0 : nil }
        facts.minLength = count(node["minLength"])
        facts.maxLength = count(node["maxLength"])
        facts.pattern = node.string("pattern")
        facts.minItems = count(node["minItems"])
        facts.maxItems = count(node["maxItems"])
        return facts.isEmpty ? nil : facts
    }

    /// The finite number `node` holds.
    private static func number(_ node: JSONNode?) -> Double? {
        guard case .number(let literal)? = node?.value, let value = Double(literal), value.isFinite else { return nil }
        return value
    }

    /// The count (a whole number from 0, at most a million: a bound past that says nothing a mock can use).
    private static func count(_ node: JSONNode?) -> Int? {
        guard let value = number(node), value >= 0, value.rounded() == value else { return nil }
        return Int(min(value, 1_000_000))
    }
}
