/// Collects a YAML mapping's entries as JSON object members: keys must be scalars (a scalar key becomes its text),
/// a duplicate key is an error with a note at the first one, and merge keys (`<<: *base`, `<<: [*a, *b]`) add the
/// members of the merged mappings that the mapping does not define itself, after its own members.
struct YAMLMappingBuilder {
    private var members: [JSONNode.Member] = []
    /// The position of each key in `members`, built only once the mapping is long (as the JSON parser does).
    private var keyIndex: [String: Int] = [:]
    /// The merged mappings, in precedence order.
    private var merged: [[JSONNode.Member]] = []

    /// Adds one entry; throws for a non-scalar key or a malformed merge, logs a duplicate key and goes on.
    mutating func add(
        key: YAMLParser.Composed,
        value: JSONNode,
        parser: inout YAMLParser
    ) throws(YAMLSyntaxError) {
        guard let text = key.keyText else {
            let kind = if case .array = key.node.value { "sequence" } else { "mapping" }
            throw YAMLSyntaxError(
                message: "a \(kind) cannot be a mapping key; JSON object keys are strings, so keys must be scalars",
                location: key.node.location
            )
        }
        if key.isMergeKey {
            try merge(value)
            return
        }
        if let first = JSONParser.firstMember(named: text, in: members, index: &keyIndex) {
            parser.log.error(
                "duplicate key '\(text)'",
                at: key.node.location,
                notes: [("'\(text)' was first defined here", members[first].keyLocation)]
            )
            return
        }
        members.append(JSONNode.Member(key: text, keyLocation: key.node.location, value: value))
    }

    private mutating func merge(_ value: JSONNode) throws(YAMLSyntaxError) {
        switch value.value {
        case .object(let source):
            merged.append(source)
        case .array(let sources):
            for source in sources {
                guard case .object(let members) = source.value else {
                    throw mergeFailure(at: source.location)
                }
                merged.append(members)
            }
        default:
            throw mergeFailure(at: value.location)
        }
    }

    private func mergeFailure(at location: SourceLocation) -> YAMLSyntaxError {
        YAMLSyntaxError(
            message: "the merge key '<<' takes a mapping or a sequence of mappings (usually aliases such as *base)",
            location: location
        )
    }

    /// The members: the mapping's own, then each merged member whose key is not already there.
    mutating func finish() -> [JSONNode.Member] {
        for source in merged {
            for member in source where JSONParser.firstMember(named: member.key, in: members, index: &keyIndex) == nil {
                members.append(member)
            }
        }
        return members
    }
}
