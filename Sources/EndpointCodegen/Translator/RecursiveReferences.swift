import EndpointSpec

/// Finds the model properties that refer back to their own model through a chain of direct `$ref`s.
///
/// A Swift struct cannot contain itself inline, so such properties are stored in an `indirect` box. References
/// through arrays and maps already live on the heap and need no box.
enum RecursiveReferences {
    /// A property of a model.
    struct Property: Hashable, Sendable {
        /// The model's name as written in the spec.
        let model: String
        /// The property's wire name.
        let wireName: String
    }

    /// Every property whose direct `$ref` leads back to the model that declares it.
    static func properties(in spec: Spec) -> Set<Property> {
        var edges: [String: [(wireName: String, target: String)]] = [:]
        for model in spec.models {
            guard case .object(let properties) = model.kind else { continue }
            edges[model.name] = properties.compactMap { property in
                property.schema.referencedModel.map { (property.wireName, $0) }
            }
        }
        var recursive: Set<Property> = []
        for (model, outgoing) in edges {
            for edge in outgoing where reaches(edge.target, model, edges: edges) {
                recursive.insert(Property(model: model, wireName: edge.wireName))
            }
        }
        return recursive
    }

    /// Whether `target` is reachable from `start` over direct references (including `start == target`).
    private static func reaches(
        _ start: String,
        _ target: String,
        edges: [String: [(wireName: String, target: String)]]
    ) -> Bool {
        var visited: Set<String> = []
        var pending = [start]
        while let model = pending.popLast() {
            if model == target { return true }
            guard visited.insert(model).inserted else { continue }
            pending += (edges[model] ?? []).map(\.target)
        }
        return false
    }
}
