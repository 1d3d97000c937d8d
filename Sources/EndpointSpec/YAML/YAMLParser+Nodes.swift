// MARK: - Nodes
//
// Nesting recurses through `parseNode` and the collection parsers, so their stack frames bound how deeply a
// document can nest before a thread's stack runs out. They keep to the recursion and leave everything else —
// properties, scalars, aliases, anchors, tags and the messages of errors — to helpers that return before the
// recursion goes deeper (`@inline(never)`, so that optimised builds do not fold them back in). YAMLStackDepthTests
// holds the parser to it.

extension YAMLParser {
    /// A node's anchor and tag, each at most once.
    struct NodeProperties {
        var anchor: YAMLToken?
        var tag: YAMLToken?
    }

    /// What a node is to the collection it is in, which decides what it may be.
    enum NodeRole {
        /// A mapping key: any scalar, its text as written (a collection is an error for the mapping to report).
        case key
        /// A value, the document's root included: something JSON can hold (not `.inf` or `.nan`).
        case value
    }

    /// Parses a node with its properties (anchor and tag); in a block context, a block collection, and where
    /// `allowsIndentlessSequence` (a mapping's value), a sequence whose `-` entries are not indented.
    ///
    /// Not inlined: a copy in each of its callers would put what every path needs into each caller's frame.
    @inline(never)
    mutating func parseNode(
        depth: Int,
        isBlock: Bool,
        allowsIndentlessSequence: Bool,
        as role: NodeRole
    ) throws(YAMLSyntaxError) -> Composed {
        let properties = try parseProperties()
        let kind = try scanner.peekKind()
        let node: JSONNode
        switch kind {
        case .flowSequenceStart, .flowMappingStart,
            .blockSequenceStart where isBlock,
            .blockMappingStart where isBlock,
            .blockEntry where isBlock && allowsIndentlessSequence:
            let countBefore = beginNode(properties)
            switch kind {
            case .flowSequenceStart: node = try parseFlowSequence(depth: depth + 1)
            case .flowMappingStart: node = try parseFlowMapping(depth: depth + 1)
            case .blockSequenceStart: node = try parseBlockSequence(depth: depth + 1)
            case .blockMappingStart: node = try parseBlockMapping(depth: depth + 1)
            default: node = try parseIndentlessSequence(depth: depth + 1)
            }
            return try finishCollection(node, properties: properties, countBefore: countBefore)
        default:
            return try parseLeaf(properties, as: role)
        }
    }

    /// The anchor and tag before a node, in either order.
    @inline(never)
    private mutating func parseProperties() throws(YAMLSyntaxError) -> NodeProperties {
        var properties = NodeProperties()
        var kind = try scanner.peekKind()
        // Tokens are looked at by kind and taken only when used.
        while kind == .anchor || kind == .tag {
            let token = try scanner.next()
            if token.kind == .anchor {
                if let anchor = properties.anchor {
                    throw error(
                        "a node has two anchors, '&\(scanner.text(of: anchor))' and '&\(scanner.text(of: token))'",
                        at: token
                    )
                }
                properties.anchor = token
            } else {
                if properties.tag != nil { throw error("a node has two tags", at: token) }
                properties.tag = token
            }
            kind = try scanner.peekKind()
        }
        return properties
    }

    /// A node that is not a collection: a scalar, an alias, or the empty scalar a lone anchor or tag stands for.
    @inline(never)
    private mutating func parseLeaf(_ properties: NodeProperties, as role: NodeRole) throws(YAMLSyntaxError) -> Composed
    {
        // Most nodes are scalars without properties: a value is composed straight into its node (an error for
        // `.inf` and `.nan`), and a key, which needs no resolution, is its text as written.
        if properties.anchor == nil, properties.tag == nil, try scanner.peekKind() == .scalar {
            let token = try scanner.next()
            switch role {
            case .value: return Composed(node: try scalarValue(token))
            case .key: return scalarKey(token)
            }
        }
        let leaf = try parseLeaf(properties)
        if role == .value, leaf.isUnrepresentable, let text = leaf.keyText {
            throw YAMLSyntaxError(message: YAMLScalarResolver.notRepresentable(text), location: leaf.node.location)
        }
        return leaf
    }

    /// A scalar key without properties: its text as written.
    private mutating func scalarKey(_ token: YAMLToken) -> Composed {
        let text = scanner.text(of: token)
        nodeCount += 1
        var key = Composed(node: JSONNode(value: .null, location: location(of: token)), keyText: text)
        key.isMergeKey = token.style == .plain && text.utf8.first == UInt8(ascii: "<") && text == "<<"
        return key
    }

    private mutating func parseLeaf(_ properties: NodeProperties) throws(YAMLSyntaxError) -> Composed {
        let token = try scanner.peek()
        switch token.kind {
        case .scalar:
            _ = try scanner.next()
            guard let anchor = properties.anchor else { return try scalar(token, tag: properties.tag) }
            let countBefore = beginNode(properties)
            let composed = try scalar(token, tag: properties.tag)
            register(anchor, for: composed, countBefore: countBefore)
            return composed
        case .alias:
            if let property = properties.anchor ?? properties.tag {
                throw error("an alias cannot have an anchor or a tag", at: property)
            }
            _ = try scanner.next()
            return try resolveAlias(token)
        default:
            guard let property = properties.tag ?? properties.anchor else {
                throw error("expected a value, found \(described(token))", at: token)
            }
            var empty = token
            empty.kind = .scalar
            empty.clearText()
            empty.style = .plain
            empty.line = property.line
            empty.column = property.column
            let countBefore = beginNode(properties)
            let composed = try scalar(empty, tag: properties.tag)
            if let anchor = properties.anchor { register(anchor, for: composed, countBefore: countBefore) }
            return composed
        }
    }

    /// Marks the node's anchor as being composed (an alias to it inside is recursive); the node count before it.
    @inline(never)
    private mutating func beginNode(_ properties: NodeProperties) -> Int {
        if let anchor = properties.anchor { anchorsInProgress.insert(scanner.text(of: anchor)) }
        return nodeCount
    }

    /// The composed collection `node`: its tag checked against it, its anchor defined.
    @inline(never)
    private mutating func finishCollection(
        _ node: JSONNode,
        properties: NodeProperties,
        countBefore: Int
    ) throws(YAMLSyntaxError) -> Composed {
        let composed = Composed(node: node)
        if let tag = properties.tag { try checkCollectionTag(tag, on: node) }
        if let anchor = properties.anchor { register(anchor, for: composed, countBefore: countBefore) }
        return composed
    }

    /// Defines `anchor` as naming `composed`, whose subtree added the nodes counted since `countBefore`.
    private mutating func register(_ anchor: YAMLToken, for composed: Composed, countBefore: Int) {
        let name = scanner.text(of: anchor)
        anchorsInProgress.remove(name)
        anchors[name] = Anchor(composed: composed, nodeCount: nodeCount - countBefore)
    }

    private mutating func resolveAlias(_ token: YAMLToken) throws(YAMLSyntaxError) -> Composed {
        let name = scanner.text(of: token)
        guard let anchor = anchors[name] else {
            if anchorsInProgress.contains(name) {
                throw error("the alias '*\(name)' is inside the node its anchor names (a recursive alias)", at: token)
            }
            throw error("unknown alias '*\(name)'; no anchor '&\(name)' is defined before it", at: token)
        }
        aliasNodeCount += anchor.nodeCount
        nodeCount += anchor.nodeCount
        if aliasNodeCount > maximumAliasNodes {
            throw error(
                "aliases expand to more than \(maximumAliasNodes) nodes; the document is refused as an alias bomb "
                    + "(\"billion laughs\")",
                at: token
            )
        }
        var composed = anchor.composed
        composed.node.location = location(of: token)
        composed.node.isVerbatim = false
        composed.isMergeKey = false
        return composed
    }
}
