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
            let derived = SwiftNaming.memberName(property.wireName)
            var swiftName: String?
            if let other = takenSwiftNames[derived] {
                let unique = Self.unique(derived, avoiding: Set(takenSwiftNames.keys))
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
        for keyword in ["oneOf", "anyOf"] {
            if let member = node.member(keyword) {
                warn(
                    "\(keyword) alongside properties is not supported; only the object's own properties are imported",
                    at: member.keyLocation,
                    loss: .init(.schema)
                )
            }
        }
        if let extra = node.member("additionalProperties"), extra.value.boolValue != false,
            node["properties"]?.objectMembers?.isEmpty == false
        {
            warn(
                "'additionalProperties' alongside 'properties' is not supported; keys other than the listed "
                    + "properties are ignored",
                at: extra.keyLocation,
                loss: .init(.schema)
            )
        }
        warnUnsupportedKeywords(in: node)
        for member in node["properties"]?.objectMembers ?? [] {
            let schema = convertSchema(member.value, hint: Self.typeName(modelName, member.key))
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
}
