import EndpointSpec

// MARK: - Optional bodies without fields

extension OpenAPIConverter {
    /// Whether the request body `member` is optional (`required` is not `true`) and declares no field in any of its
    /// media types: each one's schema is an object whose `properties` are empty (`{ type: object, properties: {} }`)
    /// or that allows none (`additionalProperties: false`), following `$ref`s. (A bare `{ type: object }` allows any
    /// member, so it stays a body: a map, or bytes for a form.) Some vendors declare such a body on every operation,
    /// GETs included; imported, it would make every call take a `body:` the caller has nothing to put in. Such a
    /// body is not imported: a request without it is what the document allows, and it names nothing to send.
    func isOptionalBodyWithoutFields(_ member: JSONNode.Member) -> Bool {
        guard let body = quietlyResolved(member.value), body.isObject, !body.flag("required"),
            let mediaTypes = body["content"]?.objectMembers, !mediaTypes.isEmpty
        else { return false }
        return mediaTypes.allSatisfy { media in
            guard let schema = media.value["schema"].flatMap(quietlyResolved) else { return false }
            return Self.isObjectWithoutFields(schema)
        }
    }

    /// Whether `schema` is an object schema that names no field: `type: object` (or no `type` beside
    /// `properties`) with empty `properties`, or none and `additionalProperties: false`; no other
    /// `additionalProperties`, and nothing that combines or constrains it into another shape.
    static func isObjectWithoutFields(_ schema: JSONNode) -> Bool {
        guard schema.isObject else { return false }
        let types = declaredTypes(schema).filter { $0 != "null" }
        guard types == ["object"] || (types.isEmpty && schema.has("properties")) else { return false }
        if let properties = schema["properties"], properties.objectMembers?.isEmpty != true { return false }
        let extra = schema["additionalProperties"]
        if let extra, extra.boolValue != false { return false }
        if !schema.has("properties"), extra == nil { return false }
        let shaping = ["allOf", "oneOf", "anyOf", "items", "enum", "const", "patternProperties", "$ref"]
        return !shaping.contains(where: schema.has)
    }

    /// `node` with its `$ref` chain followed (at most 32 steps), without reporting anything: the conversion that
    /// follows reports what does not resolve. `nil` when a reference does not resolve.
    func quietlyResolved(_ node: JSONNode) -> JSONNode? {
        var current = node
        for _ in 0..<32 {
            guard let reference = current.string("$ref") else { return current }
            guard let target = JSONPointer(reference: reference)?.resolve(in: root) else { return nil }
            current = target
        }
        return nil
    }
}
