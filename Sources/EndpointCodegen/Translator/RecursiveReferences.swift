import EndpointSpec

/// Finds the model properties that refer back to their own model through a chain of direct `$ref`s.
///
/// A Swift struct cannot contain itself inline, so such properties are stored in an `indirect` box. References
/// through arrays and maps already live on the heap and need no box. A reference closes a cycle exactly when
/// both models are in the same strongly connected component of the direct-reference graph (found in linear
/// time with Kosaraju's algorithm), or when a model refers to itself.
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
        var index: [String: Int] = [:]
        for model in spec.models where index[model.name] == nil { index[model.name] = index.count }
        var references: [(from: Int, to: Int, property: Property)] = []
        for model in spec.models {
            guard case .object(let properties) = model.kind, let from = index[model.name] else { continue }
            for property in properties {
                guard let target = property.schema.referencedModel, let to = index[target] else { continue }
                references.append((from, to, Property(model: model.name, wireName: property.wireName)))
            }
        }
        var forward = Array(repeating: [Int](), count: index.count)
        var backward = Array(repeating: [Int](), count: index.count)
        for reference in references {
            forward[reference.from].append(reference.to)
            backward[reference.to].append(reference.from)
        }
        let component = stronglyConnectedComponents(forward: forward, backward: backward)
        return Set(references.filter { component[$0.from] == component[$0.to] }.map(\.property))
    }

    /// The component number of every node (Kosaraju: finishing order on the graph, then components on its
    /// transpose in reverse finishing order), with iterative depth-first searches.
    private static func stronglyConnectedComponents(forward: [[Int]], backward: [[Int]]) -> [Int] {
        let count = forward.count
        var visited = Array(repeating: false, count: count)
        var finished: [Int] = []
        for root in 0..<count where !visited[root] {
            visited[root] = true
            var stack = [(node: root, next: 0)]
            while let top = stack.last {
                if top.next < forward[top.node].count {
                    stack[stack.count - 1].next += 1
                    let child = forward[top.node][top.next]
                    if !visited[child] {
                        visited[child] = true
                        stack.append((child, 0))
                    }
                } else {
                    finished.append(top.node)
                    stack.removeLast()
                }
            }
        }
        var component = Array(repeating: -1, count: count)
        var components = 0
        for root in finished.reversed() where component[root] < 0 {
            component[root] = components
            var pending = [root]
            while let node = pending.popLast() {
                for parent in backward[node] where component[parent] < 0 {
                    component[parent] = components
                    pending.append(parent)
                }
            }
            components += 1
        }
        return component
    }
}
