/// A node a query selected, with where it is.
public struct JSONPathMatch<Node> {
    /// The selected node.
    public let node: Node
    /// The steps from the root to the node (empty for the root), to find or edit the node's place in the tree.
    public let location: [JSONPathComponent]

    /// A match of `node` at `location`.
    public init(node: Node, location: [JSONPathComponent]) {
        self.node = node
        self.location = location
    }

    /// The node's normalized path (RFC 9535 §2.7), e.g. `$['paths']['/pets']['get']` or `$['tags'][0]`.
    public var normalizedPath: String { JSONPathComponent.normalizedPath(location) }
}

extension JSONPathMatch: Sendable where Node: Sendable {}
extension JSONPathMatch: Equatable where Node: Equatable {}
