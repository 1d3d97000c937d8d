import EndpointSpec

// MARK: - Unions as parameters

extension OpenAPIConverter {
    /// For a query or path parameter whose schema `node` is a union (inline or through `$ref`s to components): why
    /// its alternatives cannot be written as a parameter, or `nil` when every one is a scalar, an enumeration, an
    /// array of those or an object (a range filter `anyOf: [integer, { gte, lte }]` is `created=1` or, as a
    /// `deepObject`, `created[gte]=1`). `nil` too when `node` is not a union.
    func parameterUnionProblem(_ node: JSONNode) -> String? {
        guard let union = schemaNode(following: node), let (_, alternatives) = Self.unionAlternatives(union) else {
            return nil
        }
        for (index, alternative) in alternatives.enumerated() {
            guard let resolved = schemaNode(following: alternative), isParameterAlternative(resolved) else {
                return "a union (oneOf/anyOf) whose alternative \(index + 1) is not a scalar, an enumeration, an "
                    + "array of those or an object"
            }
        }
        return nil
    }

    /// Whether a parameter's union can hold `node`: a scalar, an enumeration, an array of those, or an object with
    /// properties.
    private func isParameterAlternative(_ node: JSONNode) -> Bool {
        if Self.unionAlternatives(node) != nil { return false }
        if Self.isObjectModel(node) { return true }
        let types = Self.declaredTypes(node).filter { $0 != "null" }
        if types == ["array"] {
            guard let items = node["items"].flatMap(schemaNode(following:)) else { return false }
            return Self.unionAlternatives(items) == nil && isScalar(items)
        }
        return isScalar(node)
    }

    /// Whether `node` is a scalar type or an enumeration.
    private func isScalar(_ node: JSONNode) -> Bool {
        let types = Self.declaredTypes(node).filter { $0 != "null" }
        if types.count == 1, ["string", "integer", "number", "boolean"].contains(types[0]) { return true }
        return types.isEmpty && (node.has("enum") || node.has("const"))
    }

    /// `node`, or the component schema its `$ref`s lead to (at most a few aliases deep); `nil` for a reference
    /// that is not to a component schema.
    private func schemaNode(following node: JSONNode) -> JSONNode? {
        var current = node
        for _ in 0..<8 {
            guard let reference = current.string("$ref") else { return current }
            guard let pointer = JSONPointer(reference: reference),
                let component = pointer.componentName(in: "schemas"), let schema = componentSchemas[component]
            else { return nil }
            current = schema.value
        }
        return nil
    }
}
