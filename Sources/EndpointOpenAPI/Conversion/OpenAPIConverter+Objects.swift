import EndpointSpec

// MARK: - Object models

extension OpenAPIConverter {
    /// The properties and required names gathered from an object schema and its `allOf` parts.
    struct ObjectParts {
        /// Properties in first-seen order; a later part's definition of the same key replaces the schema.
        var properties: [(wireName: String, location: SourceLocation, schema: ImportedSchema)] = []
        /// Wire names listed in any `required`.
        var required: [String] = []
        /// References already merged, so a cycle of `allOf` parts is merged once.
        var mergedReferences: Set<String> = []
        /// The union hoisted from the first `oneOf`/`anyOf` beside properties, as a reference.
        var variant: ImportedSchema?
        /// The first part's `additionalProperties` (other than `false`): the type of the other keys' values.
        var additionalProperties: ImportedSchema?
    }

    /// Hoists the inline object schema `node` into a model named `hint` (made unique), returning its name.
    ///
    /// A schema written once and reached twice (for example through an alias) becomes one model.
    mutating func hoistObjectModel(_ node: JSONNode, hint: String) -> String {
        if let name = hoistedModelName(at: node.location) { return name }
        let name = reserveModelName(hint, at: node.location, origin: "the inline object schema")
        hoistedModelNames[node.location] = name
        convertObjectModel(node, named: name, at: node.location)
        return name
    }

    /// Converts the object schema `node` (with its `allOf` parts) into the model `name`, located at `location`.
    mutating func convertObjectModel(_ node: JSONNode, named name: String, at location: SourceLocation) {
        var parts = ObjectParts()
        collectObjectParts(node, into: &parts, modelName: name)
        storeObjectModel(
            parts,
            named: name,
            description: node.text("description"),
            isDeprecated: node.flag("deprecated"),
            at: location
        )
    }

    /// Stores the object model `name` of `parts`, giving a property whose Swift name another one already derives a
    /// `swiftName` of its own (with a warning).
    mutating func storeObjectModel(
        _ parts: ObjectParts,
        named name: String,
        description: String?,
        isDeprecated: Bool,
        at location: SourceLocation
    ) {
        var properties: [ImportedProperty] = []
        var takenSwiftNames: [String: String] = [:]
        for property in parts.properties {
            let derived = SwiftNaming.memberName(property.wireName, acronyms: acronyms)
            var swiftName: String?
            if let other = takenSwiftNames[derived] {
                let unique = SwiftNaming.unique(derived, avoiding: Set(takenSwiftNames.keys))
                swiftName = unique
                warn(
                    "property '\(property.wireName)' of model '\(name)' has the same Swift name '\(derived)' as "
                        + "'\(other)'; it is named '\(unique)' (set with 'swiftName')",
                    at: property.location,
                    loss: nil
                )
            }
            takenSwiftNames[swiftName ?? derived] = property.wireName
            properties.append(
                ImportedProperty(
                    wireName: property.wireName,
                    swiftName: swiftName,
                    schema: property.schema,
                    location: property.location
                )
            )
        }
        let wireNames = Set(parts.properties.map(\.wireName))
        models[name] = ImportedModel(
            name: name,
            description: description,
            isDeprecated: isDeprecated,
            kind: .object(properties, required: parts.required.filter(wireNames.contains)),
            additionalProperties: parts.additionalProperties,
            variant: parts.variant,
            location: location
        )
    }

    /// Adds the properties and required names of `node` and its `allOf` parts to `parts`.
    mutating func collectObjectParts(_ node: JSONNode, into parts: inout ObjectParts, modelName: String) {
        guard node.isObject else { return }
        if let reference = node.member("$ref") {
            guard let text = reference.value.stringValue, parts.mergedReferences.insert(text).inserted,
                let target = dereferenced(node, section: "allOf part")
            else { return }
            let baseName = JSONPointer(reference: text).flatMap { $0.componentName(in: "schemas") }
                .flatMap { componentModelNames[$0] }
            collectObjectParts(target, into: &parts, modelName: baseName ?? modelName)
            return
        }
        for part in node["allOf"]?.arrayElements ?? [] {
            let types = Self.declaredTypes(part).filter { $0 != "null" }
            if !types.isEmpty, types != ["object"] {
                warn(
                    "an allOf part of type '\(types.joined(separator: ", "))' cannot be merged into an object; it is "
                        + "ignored",
                    at: part.location,
                    loss: .init(.schema)
                )
                continue
            }
            collectObjectParts(part, into: &parts, modelName: modelName)
        }
        collectVariant(of: node, into: &parts, modelName: modelName)
        if parts.additionalProperties == nil, let extra = node["additionalProperties"], extra.boolValue != false {
            parts.additionalProperties =
                extra.isObject && extra.objectMembers?.isEmpty == false
                ? convertSchema(extra, hint: .joined(.name(modelName), "Value")) : ImportedSchema(.any)
        }
        warnUnsupportedKeywords(in: node)
        for member in node["properties"]?.objectMembers ?? [] {
            let schema = convertSchema(member.value, hint: .joined(.name(modelName), member.key))
            if let index = parts.properties.firstIndex(where: { $0.wireName == member.key }) {
                parts.properties[index].schema = schema
            } else {
                parts.properties.append((member.key, member.keyLocation, schema))
            }
        }
        for name in node["required"]?.arrayElements?.compactMap(\.stringValue) ?? []
        where !parts.required.contains(name) {
            parts.required.append(name)
        }
    }

    // MARK: - Variants

    /// The `oneOf`/`anyOf` of an object part with properties: alternatives that only constrain (`required`,
    /// `not`, …) add nothing to decode; a single object alternative is merged like an `allOf` part; two or more
    /// become a union model, the object's `variant`.
    private mutating func collectVariant(of node: JSONNode, into parts: inout ObjectParts, modelName: String) {
        guard let (member, alternatives) = Self.variantAlternatives(node) else { return }
        if alternatives.count == 1 {
            let types = Self.declaredTypes(alternatives[0]).filter { $0 != "null" }
            guard types.isEmpty || types == ["object"] else {
                warn(
                    "the only alternative of \(member.key) beside properties has type '\(types.joined(separator: ", "))', "
                        + "which an object cannot have; it is ignored",
                    at: alternatives[0].location,
                    loss: .init(.schema)
                )
                return
            }
            collectObjectParts(alternatives[0], into: &parts, modelName: modelName)
            return
        }
        guard parts.variant == nil else {
            warn(
                "a second \(member.key) beside properties (in an allOf part) is not supported; only the first one "
                    + "becomes the model's variant, this one is ignored",
                at: member.keyLocation,
                loss: .init(.schema)
            )
            return
        }
        let key = member.value.location
        let name: String
        if let hoisted = hoistedModelName(at: key) {
            name = hoisted
        } else {
            name = reserveModelName(
                typeName(modelName, "Variant"),
                at: member.keyLocation,
                origin: "the \(member.key) beside properties"
            )
            hoistedModelNames[key] = name
            convertUnionModel(node, named: name, at: member.keyLocation, besideProperties: true)
        }
        parts.variant = ImportedSchema(.reference(name))
    }

    /// The `oneOf`/`anyOf` member of `node`, a part of an object model, and its alternatives that describe a
    /// value (not `null`, not only constraints such as `required`); `nil` when there are none.
    static func variantAlternatives(_ node: JSONNode) -> (member: JSONNode.Member, alternatives: [JSONNode])? {
        for keyword in ["oneOf", "anyOf"] {
            guard let member = node.member(keyword) else { continue }
            let alternatives = (member.value.arrayElements ?? []).filter { !isNullSchema($0) && !isConstraintOnly($0) }
            return alternatives.isEmpty ? nil : (member, alternatives)
        }
        return nil
    }

    /// Whether `node` only constrains the object it is combined with (`required`, `not`, `minProperties`, …)
    /// without describing a type or properties.
    static func isConstraintOnly(_ node: JSONNode) -> Bool {
        let describing = [
            "$ref", "type", "properties", "items", "allOf", "oneOf", "anyOf", "enum", "additionalProperties", "const",
        ]
        return node.isObject && !describing.contains(where: node.has)
    }
}
