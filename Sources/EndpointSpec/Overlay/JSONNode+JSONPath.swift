import JSONPath

// MARK: - Queries

/// A located node is a JSONPath tree, so an overlay's `target` selects nodes of the document as the loader parsed
/// (and bundled) it, and each match hands back the node with where it is written.
extension JSONNode: JSONPathNode {
    /// The node's value one level deep, for the JSONPath evaluator; a number whose text is not JSON number syntax
    /// (none of the parsers makes one) is compared as its text.
    public var jsonPathValue: JSONPathValue<JSONNode> {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let text):
            guard let number = JSONPathNumber(text: text) else { return .string(text) }
            return .number(number)
        case .string(let text): return .string(text)
        case .array(let elements): return .array(elements)
        case .object(let members): return .object(members.map { (key: $0.key, value: $0.value) })
        }
    }
}

// MARK: - Editing by location

extension JSONNode {
    /// The kinds of value an overlay's merge rules tell apart.
    enum OverlayKind {
        case object, array, primitive
    }

    /// Whether the node is an object, an array or a primitive (`null` included).
    var overlayKind: OverlayKind {
        switch value {
        case .object: .object
        case .array: .array
        case .null, .bool, .number, .string: .primitive
        }
    }

    /// Runs `body` on the node at `location` (member names select the first member so named, as JSONPath does);
    /// `false` when nothing is there.
    @discardableResult
    mutating func modify(
        at location: ArraySlice<JSONPath.JSONPathComponent>,
        _ body: (inout JSONNode) -> Void
    ) -> Bool {
        guard let step = location.first else {
            body(&self)
            return true
        }
        let rest = location.dropFirst()
        switch (step, value) {
        case (.name(let key), .object(var members)):
            guard let index = members.firstIndex(where: { $0.key == key }) else { return false }
            value = .null  // the members are then referenced once, so they are changed in place
            let found = members[index].value.modify(at: rest, body)
            value = .object(members)
            return found
        case (.index(let index), .array(var elements)):
            guard elements.indices.contains(index) else { return false }
            value = .null
            let found = elements[index].modify(at: rest, body)
            value = .array(elements)
            return found
        default:
            return false
        }
    }

    /// Removes the nodes at `locations` (none of them the root) from the objects and arrays holding them, all at
    /// once, so that removing one element does not move the index of another.
    mutating func removeNodes(at locations: [[JSONPath.JSONPathComponent]]) {
        var tree = RemovalTree()
        for location in locations where !location.isEmpty { tree.insert(location[...]) }
        tree.apply(to: &self)
    }
}

/// The locations to remove, as a tree of steps from the root.
private struct RemovalTree {
    var isRemoved = false
    var children: [JSONPath.JSONPathComponent: RemovalTree] = [:]

    mutating func insert(_ location: ArraySlice<JSONPath.JSONPathComponent>) {
        guard let step = location.first else {
            isRemoved = true
            return
        }
        children[step, default: RemovalTree()].insert(location.dropFirst())
    }

    /// Removes the marked children of `node`, and those of its children's, recursively.
    func apply(to node: inout JSONNode) {
        guard !children.isEmpty else { return }
        switch node.value {
        case .object(let members):
            var kept: [JSONNode.Member] = []
            kept.reserveCapacity(members.count)
            var seen = Set<String>()
            for var member in members {
                // A name selects the first member so named; a later duplicate is another node.
                guard seen.insert(member.key).inserted, let child = children[.name(member.key)] else {
                    kept.append(member)
                    continue
                }
                if child.isRemoved { continue }
                child.apply(to: &member.value)
                kept.append(member)
            }
            node.value = .object(kept)
        case .array(let elements):
            var kept: [JSONNode] = []
            kept.reserveCapacity(elements.count)
            for (index, var element) in elements.enumerated() {
                guard let child = children[.index(index)] else {
                    kept.append(element)
                    continue
                }
                if child.isRemoved { continue }
                child.apply(to: &element)
                kept.append(element)
            }
            node.value = .array(kept)
        case .null, .bool, .number, .string:
            return
        }
    }
}
