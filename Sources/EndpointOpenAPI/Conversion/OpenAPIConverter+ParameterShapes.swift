import EndpointSpec

// MARK: - Parameter shapes the spec format takes

extension OpenAPIConverter {
    /// `an object` or `a union (oneOf/anyOf)` when `node` is an inline schema a parameter in `location` cannot
    /// use (checked before conversion so no model is hoisted for it): a header takes no object and no union; `nil`
    /// otherwise (a query or path parameter's union is checked by ``parameterUnionProblem(_:)``).
    static func inlineParameterProblem(_ node: JSONNode, location: String) -> String? {
        guard !node.has("$ref"), location == "header" else { return nil }
        if isObjectModel(node) || declaredTypes(node).filter({ $0 != "null" }) == ["object"] {
            return "an object"
        }
        return unionAlternatives(node) != nil ? "a union (oneOf/anyOf)" : nil
    }

    /// Whether parameter `node` is written in `form` style exploded, the query's default: how a map is sent, one
    /// `key=value` item per entry.
    static func isExplodedForm(_ node: JSONNode) -> Bool {
        let style = node.string("style") ?? "form"
        return style == "form" && (node["explode"]?.boolValue ?? true)
    }

    /// What makes `schema` unusable as a parameter of `location` (the spec format takes scalars and enumerations,
    /// and in the query and the path also arrays of those and, unless `allowsObjects` is `false`, object and union
    /// models, a union's alternatives checked by ``parameterUnionProblem(_:)``; where `allowsMaps`, a map of
    /// scalars or enumerations), or `nil` when it is usable.
    func unsupportedParameterShape(
        _ schema: ImportedSchema,
        location: String,
        allowsObjects: Bool = true,
        allowsMaps: Bool = false
    ) -> String? {
        var kind = schema.kind
        var isArray = false
        if location != "header", case .array(let items) = kind {
            kind = items.kind
            isArray = true
            if case .array = kind { return "an array of arrays" }
        }
        switch kind {
        case .array: return "an array"
        case .map(let values) where allowsMaps && !isArray && isMapValue(values): return nil
        case .map: return "an object without properties"
        case .any: return "untyped (any JSON value)"
        case .reference(let name):
            switch modelShape(named: name) {
            case .object:
                if isArray { return "an array of objects ('\(name)')" }
                return location == "header" || !allowsObjects ? "an object ('\(name)')" : nil
            case .union:
                if isArray { return "an array of unions ('\(name)')" }
                return location == "header" || !allowsObjects ? "a union ('\(name)')" : nil
            case .enumeration, nil: return nil
            }
        case .primitive, .enumeration: return nil
        }
    }

    /// Whether a map parameter's values can be `schema`: a scalar other than base64 data, or an enumeration, not
    /// nullable.
    private func isMapValue(_ schema: ImportedSchema) -> Bool {
        guard !schema.isNullable else { return false }
        switch schema.kind {
        case .primitive(_, let format): return format != "byte"
        case .enumeration: return true
        case .reference(let name): return modelShape(named: name) == .enumeration
        case .array, .map, .any: return false
        }
    }
}
