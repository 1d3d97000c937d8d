import EndpointSpec

// MARK: - Form and multipart bodies

extension OpenAPIConverter {
    /// The schema of a form or multipart body (`kind` names it in warnings), hoisting an inline object as `hint`.
    ///
    /// A form or multipart body is one flat set of fields, so a `oneOf`/`anyOf` of objects (directly, through a
    /// `$ref` or a one-part `allOf`) becomes one object model `hint` with every alternative's fields (see
    /// ``mergeFieldUnion(_:member:alternatives:kind:hint:)``). An `allOf` of objects is merged into one model as
    /// anywhere else.
    mutating func convertFieldsSchema(_ schemaNode: JSONNode, kind: String, hint: String) -> ImportedSchema {
        if let (member, alternatives) = fieldUnion(of: schemaNode) {
            if let name = mergeFieldUnion(
                schemaNode,
                member: member,
                alternatives: alternatives,
                kind: kind,
                hint: hint
            ) {
                return ImportedSchema(.reference(name))
            }
            // Not every alternative is an object: the body is imported as bytes (with the raw-body warning).
            return ImportedSchema(.primitive(type: "string", format: "byte"))
        }
        return convertSchema(schemaNode, hint: hint)
    }

    /// The `oneOf`/`anyOf` member and its non-null alternatives when `node` is a union, following `$ref`s and
    /// `allOf`s of one typed part (bounded).
    private func fieldUnion(of node: JSONNode) -> (member: JSONNode.Member, alternatives: [JSONNode])? {
        var current = node
        for _ in 0..<16 {
            guard let resolved = quietlyResolved(current) else { return nil }
            if let union = Self.unionAlternatives(resolved) { return union }
            guard !resolved.has("properties"),
                let parts = resolved["allOf"]?.arrayElements?.filter({ !Self.isAnnotationOnly($0) }), parts.count == 1
            else { return nil }
            current = parts[0]
        }
        return nil
    }

    /// Merges the object alternatives of a form or multipart body's union into the object model `hint`: every
    /// field of every alternative in first-seen order (the first alternative's schema wins, except that string
    /// enumerations are joined: `grant_type: { const: password }` and `{ const: refresh_token }` give
    /// `enum: [password, refresh_token]`), required only when every alternative requires it. Reported with a
    /// warning, since the client no longer checks that the fields sent make one alternative. `nil` when an
    /// alternative is not an object.
    private mutating func mergeFieldUnion(
        _ node: JSONNode,
        member: JSONNode.Member,
        alternatives: [JSONNode],
        kind: String,
        hint: String
    ) -> String? {
        for alternative in alternatives {
            guard let resolved = quietlyResolved(alternative) else { return nil }
            let types = Self.declaredTypes(resolved).filter { $0 != "null" }
            guard types == ["object"] || (types.isEmpty && (Self.isObjectModel(resolved) || resolved.has("$ref")))
            else { return nil }
        }
        if let name = hoistedModelName(at: member.keyLocation) { return name }
        let name = reserveModelName(hint, at: member.keyLocation, origin: "the \(kind) body's \(member.key)")
        hoistedModelNames[member.keyLocation] = name
        var merged = ObjectParts()
        var requiredEverywhere: Set<String>?
        for alternative in alternatives {
            var parts = ObjectParts()
            collectObjectParts(alternative, into: &parts, modelName: name)
            for property in parts.properties {
                guard let index = merged.properties.firstIndex(where: { $0.wireName == property.wireName }) else {
                    merged.properties.append(property)
                    continue
                }
                if case .enumeration(let existing) = merged.properties[index].schema.kind,
                    case .enumeration(let values) = property.schema.kind
                {
                    merged.properties[index].schema.kind = .enumeration(
                        existing + values.filter { !existing.contains($0) }
                    )
                }
            }
            let required = Set(parts.required)
            requiredEverywhere = requiredEverywhere.map { $0.intersection(required) } ?? required
        }
        merged.required = merged.properties.map(\.wireName).filter { requiredEverywhere?.contains($0) == true }
        warn(
            "the \(kind) body is a \(member.key) of \(alternatives.count) alternatives, which \(kind) fields cannot "
                + "tell apart; it is imported as one model '\(name)' with every alternative's fields, required only "
                + "where every alternative requires them (the client does not check that the fields sent make one "
                + "alternative)",
            at: member.keyLocation,
            loss: .init(.body)
        )
        storeObjectModel(
            merged,
            named: name,
            description: quietlyResolved(node)?.text("description"),
            isDeprecated: false,
            at: member.keyLocation
        )
        return name
    }

    // MARK: - Encodings

    /// Drops, with a warning, every `encoding` entry of a form or multipart body that names a field its model does
    /// not have (the spec format rejects them; OpenAPI says such entries are ignored). Runs once every model is
    /// converted.
    mutating func dropEncodingsOfMissingFields(_ endpoints: inout [ImportedEndpoint]) {
        for index in endpoints.indices {
            if let body = endpoints[index].body {
                endpoints[index].bodyEncodings = keptEncodings(endpoints[index].bodyEncodings, of: body)
            }
            for alternative in endpoints[index].alternativeBodies.indices {
                let body = endpoints[index].alternativeBodies[alternative]
                endpoints[index].alternativeBodies[alternative].encodings = keptEncodings(
                    body.encodings,
                    of: body.schema
                )
            }
        }
    }

    private mutating func keptEncodings(_ encodings: [FormFieldEncoding], of body: ImportedSchema)
        -> [FormFieldEncoding]
    {
        guard !encodings.isEmpty, case .reference(let name) = body.kind,
            case .object(let properties, _)? = models[name]?.kind
        else { return encodings }
        return encodings.filter { encoding in
            if properties.contains(where: { $0.wireName == encoding.name }) { return true }
            warn(
                "'encoding' names '\(encoding.name)', which is not a field of the body's model '\(name)'"
                    + Suggestion.hint(for: encoding.name, in: properties.map(\.wireName)) + "; it is ignored",
                at: encoding.location,
                loss: .init(.unused)
            )
            return false
        }
    }
}
