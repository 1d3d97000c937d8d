import EndpointSpec

// MARK: - Unions of single values

extension OpenAPIConverter {
    /// Keys that give a schema a structure of its own: an alternative with one of them is more than the values it
    /// lists.
    private static let structuralKeys = [
        "$ref", "properties", "items", "additionalProperties", "allOf", "oneOf", "anyOf", "not", "if",
        "patternProperties", "prefixItems",
    ]

    /// The enumeration a union of listed values means, or `nil` when `node` is not one.
    ///
    /// A `oneOf`/`anyOf` whose every alternative besides `null` only lists the values it allows (`const: 1`,
    /// `enum: [2, 3]`, inline, with a `title` or not), all of one JSON type, is an enumeration of those values
    /// written the JSON Schema way (`{ const: 1, title: BURST }` names a value). The answer is that enumeration as
    /// OpenAPI writes one, at `node`'s location: the union's other members (description, deprecated, …), then
    /// `type`, `format` when every alternative declares the same, `enum` (the values' own nodes, in order),
    /// `x-enum-varnames` with each single value's `title` for numbers and booleans, and `nullable: true` when
    /// `null` is an alternative. It converts to a string enumeration, or a value enumeration model for numbers and
    /// booleans, wherever the union is written, so a parameter can take it.
    static func oneValueEnumeration(_ node: JSONNode) -> JSONNode? {
        guard let members = node.objectMembers,
            !["$ref", "properties", "items", "additionalProperties", "allOf", "enum", "const"].contains(
                where: node.has
            ),
            let union = node.member("oneOf") ?? node.member("anyOf"), let alternatives = union.value.arrayElements
        else { return nil }
        let ownTypes = declaredTypes(node).filter { $0 != "null" }
        guard ownTypes.count <= 1 else { return nil }
        var values: [JSONNode] = []
        var names: [JSONNode] = []
        var kinds: Set<String> = []
        var formats: Set<String> = []
        var declaresNumber = false
        var nonNull = 0
        for alternative in alternatives {
            if isNullSchema(alternative) { continue }
            guard alternative.isObject, !structuralKeys.contains(where: alternative.has) else { return nil }
            let listed: [JSONNode]
            if let constant = alternative["const"] {
                listed = [constant]
            } else if let elements = alternative["enum"]?.arrayElements, !elements.isEmpty {
                listed = elements
            } else {
                return nil
            }
            let types = declaredTypes(alternative).filter { $0 != "null" }
            guard types.count <= 1 else { return nil }
            let declared = types.first
            if declared == "number" { declaresNumber = true }
            formats.insert(alternative.string("format") ?? "")
            nonNull += 1
            let title = alternative["title"].flatMap { $0.stringValue == nil ? nil : $0 }
            for value in listed where !value.isNull {
                guard let kind = valueKind(value, declared: declared) else { return nil }
                kinds.insert(kind)
                values.append(value)
                names.append(
                    listed.count(where: { !$0.isNull }) == 1 ? title ?? .nullNode(at: value) : .nullNode(at: value)
                )
            }
        }
        guard nonNull > 1, kinds.count == 1, let kind = kinds.first else { return nil }
        if let own = ownTypes.first {
            // `type: string` beside `oneOf: [{ const: a }, …]` says the same; a type the values do not have
            // allows nothing, and is left to the union's conversion.
            guard valueKind(values[0], declared: own) == kind else { return nil }
            if own == "number" { declaresNumber = true }
        }
        var type = kind
        if kind == "number",
            !declaresNumber,
            values.allSatisfy({ if case .number(let text) = $0.value { Int64(text) != nil } else { false } })
        {
            type = "integer"
        }
        let at = union.keyLocation
        var result = members.filter { !["oneOf", "anyOf", "discriminator", "type", "format"].contains($0.key) }
        result.append(
            JSONNode.Member(key: "type", keyLocation: at, value: JSONNode(JSONNode.Value.string(type), at: at))
        )
        if formats.count == 1, let format = formats.first, !format.isEmpty {
            result.append(
                JSONNode.Member(key: "format", keyLocation: at, value: JSONNode(JSONNode.Value.string(format), at: at))
            )
        }
        result.append(
            JSONNode.Member(
                key: "enum",
                keyLocation: at,
                value: JSONNode(JSONNode.Value.array(values), at: union.value.location)
            )
        )
        if type != "string", names.contains(where: { !$0.isNull }) {
            result.append(
                JSONNode.Member(
                    key: "x-enum-varnames",
                    keyLocation: at,
                    value: JSONNode(JSONNode.Value.array(names), at: at)
                )
            )
        }
        if nonNull < alternatives.count, !isNullable(node) {
            result.append(
                JSONNode.Member(key: "nullable", keyLocation: at, value: JSONNode(JSONNode.Value.bool(true), at: at))
            )
        }
        return JSONNode(JSONNode.Value.object(result), at: node.location)
    }

    /// `node` as an enumeration when it is a union of listed values (``oneValueEnumeration(_:)``), else `node`.
    static func enumerationForm(of node: JSONNode) -> JSONNode {
        oneValueEnumeration(node) ?? node
    }

    /// The JSON type one listed value stands for (`string`, `number` or `boolean`), given the type its
    /// alternative declares: a number or boolean where `type: string` is declared is its text, as in any string
    /// enumeration; `nil` for a value of another type than declared, an object or an array.
    private static func valueKind(_ value: JSONNode, declared: String?) -> String? {
        switch (value.value, declared) {
        case (.string, nil), (.string, "string"), (.number, "string"), (.bool, "string"): "string"
        case (.number, nil), (.number, "integer"), (.number, "number"): "number"
        case (.bool, nil), (.bool, "boolean"): "boolean"
        default: nil
        }
    }
}

extension JSONNode {
    /// `null` at `node`'s location.
    fileprivate static func nullNode(at node: JSONNode) -> JSONNode {
        JSONNode(JSONNode.Value.null, at: node.location)
    }
}
