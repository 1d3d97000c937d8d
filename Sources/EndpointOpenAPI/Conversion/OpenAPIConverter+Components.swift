import EndpointSpec

// MARK: - Components

extension OpenAPIConverter {
    /// How a component schema is represented in the spec format.
    enum ComponentShape {
        /// An object with properties (or merged `allOf` parts): a model under `models`.
        case object
        /// A string enumeration: an enumeration model under `models`.
        case enumeration
        /// An integer, number or boolean enumeration: an enumeration model under `models`.
        case valueEnumeration
        /// A `oneOf`/`anyOf` of several alternatives: a union model under `models`.
        case union
        /// Anything else (arrays, maps, primitives, references): inlined wherever it is referenced.
        case alias
    }

    /// Records every component schema and reserves model names for those that become models.
    mutating func registerComponents() {
        guard let components = root["components"] else { return }
        for key in ["callbacks", "links"] {
            if let member = components.member(key) {
                warn(
                    "\(key) are not supported; 'components/\(key)' is ignored",
                    at: member.keyLocation,
                    loss: .init(.unused)
                )
            }
        }
        for member in components["schemas"]?.objectMembers ?? [] {
            componentSchemas[member.key] = member
            let node = Self.enumerationForm(of: member.value)
            if Self.isNullable(node) { nullableComponents.insert(member.key) }
            switch Self.shape(of: node) {
            case .enumeration:
                componentEnumCases[member.key] = Self.stringValues(node)
                fallthrough
            case .object, .union, .valueEnumeration:
                let name = reserveModelName(
                    modelName(forComponent: member.key),
                    at: member.keyLocation,
                    origin: "schema '\(member.key)'"
                )
                componentModelNames[member.key] = name
                componentModelShapes[name] = Self.shape(of: node)
            case .alias:
                break
            }
        }
    }

    /// Converts every component schema that becomes a model, in document order.
    mutating func convertComponentModels() {
        for member in root["components"]?["schemas"]?.objectMembers ?? [] {
            guard let name = componentModelNames[member.key] else { continue }
            recordFacts(of: member.value, at: member.keyLocation, inheriting: nil)
            let node = Self.enumerationForm(of: member.value)
            switch Self.shape(of: node) {
            case .object:
                hoistedModelNames[member.value.location] = name
                convertObjectModel(member.value, named: name, at: member.keyLocation)
            case .enumeration:
                let values = enumerationValues(node)
                models[name] = ImportedModel(
                    name: name,
                    description: node.text("description"),
                    isDeprecated: node.flag("deprecated"),
                    kind: .enumeration(values),
                    location: member.keyLocation
                )
                warnUnsupportedKeywords(in: node)
            case .union:
                hoistedModelNames[member.value.location] = name
                convertUnionModel(member.value, named: name, at: member.keyLocation)
            case .valueEnumeration:
                hoistedModelNames[member.value.location] = name
                let type = Self.valueEnumerationType(node) ?? "integer"
                convertValueEnumeration(node, type: type, named: name, at: member.keyLocation)
            case .alias:
                break
            }
        }
    }

    /// The model name for component `key`: its Swift type name, prefixed with `Model` when it has no letter.
    func modelName(forComponent key: String) -> String {
        key.contains(where: \.isLetter) ? SwiftNaming.typeName(key, acronyms: acronyms) : typeName("Model", key)
    }

    // MARK: - Classification

    /// How the component schema `node` is represented.
    static func shape(of node: JSONNode) -> ComponentShape {
        guard node.isObject, !node.has("$ref") else { return .alias }
        if isObjectModel(node) { return .object }
        if let enumeration = oneValueEnumeration(node) { return shape(of: enumeration) }
        if unionAlternatives(node) != nil { return .union }
        let types = declaredTypes(node).filter { $0 != "null" }
        if let values = node["enum"]?.arrayElements, types.isEmpty || types == ["string"],
            values.contains(where: { $0.stringValue != nil }),
            values.allSatisfy({ $0.stringValue != nil || $0.isNull })
        {
            return .enumeration
        }
        if valueEnumerationType(node) != nil { return .valueEnumeration }
        return .alias
    }

    /// Whether `node` describes an object with properties, directly or through merged `allOf` parts.
    static func isObjectModel(_ node: JSONNode) -> Bool {
        if node.has("properties") { return true }
        guard let parts = node["allOf"]?.arrayElements else { return false }
        return parts.filter { !isAnnotationOnly($0) }.count > 1
    }

    /// The `oneOf`/`anyOf` member and its non-null alternatives when `node` is a real union (two or more
    /// alternatives besides `null`) without properties of its own, and not an enumeration written as a union
    /// (``oneValueEnumeration(_:)``); `nil` otherwise.
    static func unionAlternatives(_ node: JSONNode) -> (member: JSONNode.Member, alternatives: [JSONNode])? {
        guard !node.has("properties"), !node.has("$ref"), oneValueEnumeration(node) == nil else { return nil }
        for keyword in ["oneOf", "anyOf"] {
            guard let member = node.member(keyword) else { continue }
            let alternatives = (member.value.arrayElements ?? []).filter { !isNullSchema($0) }
            return alternatives.count > 1 ? (member, alternatives) : nil
        }
        return nil
    }

    /// Whether `node` only annotates (description, nullable, …) without describing a type.
    static func isAnnotationOnly(_ node: JSONNode) -> Bool {
        let typeKeys = [
            "$ref", "type", "properties", "items", "allOf", "oneOf", "anyOf", "enum", "additionalProperties", "const",
            "not",
        ]
        return node.isObject && !typeKeys.contains(where: node.has)
    }

    /// The `type` keyword as a list: `"string"` → `["string"]`, `["string", "null"]` stays.
    static func declaredTypes(_ node: JSONNode) -> [String] {
        guard let type = node["type"] else { return [] }
        if let single = type.stringValue { return [single] }
        return type.arrayElements?.compactMap(\.stringValue) ?? []
    }

    /// Whether `node` admits `null`: 3.0 `nullable: true`, 3.1 `null` in `type`, or `null` in `enum`.
    static func isNullable(_ node: JSONNode) -> Bool {
        node.flag("nullable") || declaredTypes(node).contains("null")
            || node["enum"]?.arrayElements?.contains(where: \.isNull) == true
    }
}
