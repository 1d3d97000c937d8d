import EndpointSpec

// MARK: - Union models

extension OpenAPIConverter {
    /// Hoists the inline `oneOf`/`anyOf` schema `node` into a union model named `hint` (made unique).
    mutating func hoistUnionModel(_ node: JSONNode, hint: String) -> String {
        if let name = hoistedModelName(at: node.location) { return name }
        let name = reserveModelName(hint, at: node.location, origin: "the inline oneOf schema")
        hoistedModelNames[node.location] = name
        convertUnionModel(node, named: name, at: node.location)
        return name
    }

    /// Converts the `oneOf`/`anyOf` schema `node` into the union model `name`: every non-null alternative in order
    /// (inline objects hoisted as `{Union}{title}`, else `{Union}{value}` after the value of their single-value
    /// property such as `"type": { "enum": ["text"] }`, else `{Union}Option{n}`), and the discriminator when it
    /// can be used. `anyOf` stays `anyOf` (every alternative that matches is decoded) unless a discriminator selects
    /// one. `besideProperties`: the union is the variant of the object model `node` (``variantAlternatives(_:)``),
    /// without its description.
    mutating func convertUnionModel(
        _ node: JSONNode,
        named name: String,
        at location: SourceLocation,
        besideProperties: Bool = false
    ) {
        guard
            let (member, alternativeNodes) = besideProperties
                ? Self.variantAlternatives(node) : Self.unionAlternatives(node)
        else { return }
        var alternatives: [ImportedSchema] = []
        var keptNodes: [JSONNode] = []
        let propertyName = node["discriminator"]?.string("propertyName")
        for (index, alternative) in alternativeNodes.enumerated() {
            let label =
                alternative.string("title") ?? Self.singleValue(of: alternative, preferring: propertyName)
                ?? "Option \(index + 1)"
            let converted = convertSchema(alternative, hint: .joined(.name(name), label))
            if case .reference(name) = converted.kind, alternativeNodes.count > 1 {
                // `A: { anyOf: [{ $ref: A }, { type: string }] }`: a value of A is a string all the same.
                warn(
                    "alternative \(index + 1) of '\(name)' is '\(name)' itself, which holds only what the other "
                        + "alternatives hold; it is left out",
                    at: alternative.location,
                    loss: nil
                )
                continue
            }
            alternatives.append(converted)
            keptNodes.append(alternative)
        }
        alternatives = Self.mergingEnumerations(alternatives)
        let discriminator = node.member("discriminator").flatMap {
            convertDiscriminator($0, alternatives: keptNodes, converted: alternatives, keyword: member.key)
        }
        models[name] = ImportedModel(
            name: name,
            description: besideProperties ? nil : node.text("description"),
            isDeprecated: !besideProperties && node.flag("deprecated"),
            kind: .union(alternatives, discriminator: discriminator),
            isAnyOf: member.key == "anyOf",
            location: location
        )
    }

    /// The discriminator with a complete mapping (implicit entries use the component's name, as OpenAPI does). For
    /// inline object alternatives the values come from each one's single-value `propertyName` property. `nil` with
    /// a warning when neither works or a mapping does not resolve.
    private mutating func convertDiscriminator(
        _ member: JSONNode.Member,
        alternatives nodes: [JSONNode],
        converted: [ImportedSchema],
        keyword: String
    ) -> ImportedDiscriminator? {
        guard let propertyName = member.value.string("propertyName"), !propertyName.isEmpty else {
            warn(
                "'discriminator' needs a 'propertyName'; the alternatives are tried in order instead",
                at: member.keyLocation,
                loss: .init(.schema)
            )
            return nil
        }
        var components: [(component: String, model: String)] = []
        for (node, schema) in zip(nodes, converted) {
            guard let reference = node.string("$ref"), let pointer = JSONPointer(reference: reference),
                let component = pointer.componentName(in: "schemas"), case .reference(let model) = schema.kind,
                let definition = componentSchemas[component], Self.shape(of: definition.value) == .object
            else {
                if let inferred = inferredDiscriminator(converted, propertyName: propertyName, at: member.keyLocation) {
                    return inferred
                }
                warn(
                    "'discriminator' needs every \(keyword) alternative to be a $ref to an object schema; the "
                        + "alternatives are tried in order instead",
                    at: member.keyLocation,
                    loss: .init(.schema)
                )
                return nil
            }
            components.append((component, model))
        }
        var mapping: [(value: String, model: String)] = []
        for entry in member.value["mapping"]?.objectMembers ?? [] {
            let target = entry.value.stringValue ?? ""
            let component = JSONPointer(reference: target)?.componentName(in: "schemas") ?? target
            guard let match = components.first(where: { $0.component == component }) else {
                warn(
                    "discriminator value '\(entry.key)' maps to '\(target)', which is not one of the \(keyword) "
                        + "alternatives; the alternatives are tried in order instead",
                    at: entry.value.location,
                    loss: .init(.schema)
                )
                return nil
            }
            mapping.append((entry.key, match.model))
        }
        for component in components where !mapping.contains(where: { $0.model == component.model }) {
            // The value the alternative's own property allows (`type: { const: "response.created" }`), which is
            // what servers send, else the component's name (OpenAPI's implicit value).
            let declared = componentSchemas[component.component].flatMap {
                discriminatorValue(of: $0.value, propertyName: propertyName)
            }
            let value = declared.flatMap { value in mapping.contains { $0.value == value } ? nil : value }
            mapping.append((value ?? component.component, component.model))
        }
        return ImportedDiscriminator(propertyName: propertyName, mapping: mapping, location: member.keyLocation)
    }

    /// The one string the object schema `node` allows for its property `propertyName` (`const: "card"`,
    /// `enum: ["card"]`, also through a `$ref` or in an `allOf` part, the last part that says one winning as the
    /// merged model's property does); `nil` when it allows several or any.
    private func discriminatorValue(of node: JSONNode, propertyName: String, depth: Int = 0) -> String? {
        guard depth < 16, let schema = quietlyResolved(node) else { return nil }
        var found: String?
        for part in schema["allOf"]?.arrayElements ?? [] {
            if let value = discriminatorValue(of: part, propertyName: propertyName, depth: depth + 1) { found = value }
        }
        if let property = schema["properties"]?[propertyName], let resolved = quietlyResolved(property) {
            let values = Self.stringValues(resolved)
            found = values.count == 1 ? values[0] : nil
        }
        return found
    }

    // MARK: - Inferred discriminators

    /// Gives every union without a discriminator one when its alternatives tell themselves apart: all are object
    /// models that share a property whose schema allows exactly one string (`const: "card"`, `enum: ["card"]`),
    /// with a different value in each. Runs after every model is converted.
    mutating func inferDiscriminators() {
        for name in models.keys.sorted() {
            guard let model = models[name], case .union(let alternatives, nil) = model.kind,
                let discriminator = inferredDiscriminator(alternatives, at: model.location)
            else { continue }
            models[name]?.kind = .union(alternatives, discriminator: discriminator)
        }
    }

    /// The discriminator that `alternatives` imply (see ``inferDiscriminators()``), considering only `propertyName`
    /// when given.
    private func inferredDiscriminator(
        _ alternatives: [ImportedSchema],
        propertyName: String? = nil,
        at location: SourceLocation
    ) -> ImportedDiscriminator? {
        var candidates: [(model: String, properties: [ImportedProperty])] = []
        for alternative in alternatives {
            guard case .reference(let model) = alternative.kind, case .object(let properties, _) = models[model]?.kind
            else { return nil }
            candidates.append((model, properties))
        }
        guard let first = candidates.first else { return nil }
        for property in first.properties where propertyName == nil || property.wireName == propertyName {
            var mapping: [(value: String, model: String)] = []
            for candidate in candidates {
                guard let match = candidate.properties.first(where: { $0.wireName == property.wireName }),
                    case .enumeration(let values) = match.schema.kind, values.count == 1,
                    !mapping.contains(where: { $0.value == values[0] })
                else { break }
                mapping.append((values[0], candidate.model))
            }
            if mapping.count == candidates.count {
                return ImportedDiscriminator(propertyName: property.wireName, mapping: mapping, location: location)
            }
        }
        return nil
    }

    /// `alternatives` with every string-enumeration alternative merged into the first one (`oneOf: [{ enum: [a] },
    /// { enum: [b] }]` is `enum: [a, b]`), so no case of the generated union is unreachable.
    static func mergingEnumerations(_ alternatives: [ImportedSchema]) -> [ImportedSchema] {
        var merged: [ImportedSchema] = []
        var enumerationIndex: Int?
        for alternative in alternatives {
            guard case .enumeration(let values) = alternative.kind else {
                merged.append(alternative)
                continue
            }
            if let index = enumerationIndex, case .enumeration(let existing) = merged[index].kind {
                merged[index].kind = .enumeration(existing + values.filter { !existing.contains($0) })
                merged[index].description = nil
            } else {
                enumerationIndex = merged.count
                merged.append(alternative)
            }
        }
        return merged
    }

    /// The one string an inline object alternative's property allows (`const: "card"` or `enum: ["card"]`),
    /// looking at `preferred` first, then at the properties in order.
    static func singleValue(of alternative: JSONNode, preferring preferred: String?) -> String? {
        guard !alternative.has("$ref"), let properties = alternative["properties"]?.objectMembers else { return nil }
        let ordered = properties.filter { $0.key == preferred } + properties.filter { $0.key != preferred }
        for property in ordered {
            let values = stringValues(property.value)
            if values.count == 1, values[0].contains(where: { $0.isLetter }) { return values[0] }
        }
        return nil
    }
}
