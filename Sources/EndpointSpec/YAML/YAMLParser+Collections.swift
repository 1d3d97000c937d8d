// MARK: - Block and flow collections

extension YAMLParser {
    private func checkDepth(_ depth: Int, at token: YAMLToken) throws(YAMLSyntaxError) {
        if depth > maximumDepth {
            throw error("sequences and mappings are nested more than \(maximumDepth) levels deep", at: token)
        }
    }

    /// A missing node: `null` where it would be.
    private mutating func emptyNode(at token: YAMLToken) -> Composed {
        nodeCount += 1
        return Composed(node: JSONNode(value: .null, location: location(of: token)), keyText: "")
    }

    /// The value of a sequence entry or mapping value: checked to have a JSON form.
    private mutating func value(
        depth: Int,
        isBlock: Bool,
        allowsIndentlessSequence: Bool = false
    ) throws(YAMLSyntaxError) -> JSONNode {
        // Most values are scalars without properties: composed straight into their node.
        if try scanner.peekKind() == .scalar { return try scalarValue(try scanner.next()) }
        let composed = try parseNode(depth: depth, isBlock: isBlock, allowsIndentlessSequence: allowsIndentlessSequence)
        try checkValue(composed)
        return composed.node
    }

    /// A mapping key: its text when it is a scalar, the node otherwise (an error for the mapping to report).
    private mutating func key(depth: Int, isBlock: Bool) throws(YAMLSyntaxError) -> Composed {
        // Most keys are scalars without properties, which need no resolution: a key is its text as written.
        guard try scanner.peekKind() == .scalar else {
            return try parseNode(depth: depth, isBlock: isBlock, allowsIndentlessSequence: isBlock)
        }
        let token = try scanner.next()
        let text = scanner.text(of: token)
        nodeCount += 1
        var key = Composed(node: JSONNode(value: .null, location: location(of: token)), keyText: text)
        key.isMergeKey = token.style == .plain && text.utf8.first == UInt8(ascii: "<") && text == "<<"
        return key
    }

    // MARK: - Block

    mutating func parseBlockSequence(depth: Int) throws(YAMLSyntaxError) -> JSONNode {
        let start = try scanner.next()
        try checkDepth(depth, at: start)
        nodeCount += 1
        var elements: [JSONNode] = []
        while true {
            let token = try scanner.next()
            switch token.kind {
            case .blockEntry:
                let kind = try scanner.peekKind()
                if kind == .blockEntry || kind == .blockEnd {
                    elements.append(emptyNode(at: token).node)
                } else {
                    elements.append(try value(depth: depth, isBlock: true))
                }
            case .blockEnd:
                return JSONNode(value: .array(elements), location: location(of: start))
            default:
                throw error("expected a sequence entry '-' at this indentation, found \(described(token))", at: token)
            }
        }
    }

    mutating func parseIndentlessSequence(depth: Int) throws(YAMLSyntaxError) -> JSONNode {
        let start = try scanner.peek()
        try checkDepth(depth, at: start)
        nodeCount += 1
        var elements: [JSONNode] = []
        while try scanner.peekKind() == .blockEntry {
            let entry = try scanner.next()
            let kind = try scanner.peekKind()
            if kind == .blockEntry || kind == .key || kind == .value || kind == .blockEnd {
                elements.append(emptyNode(at: entry).node)
            } else {
                elements.append(try value(depth: depth, isBlock: true))
            }
        }
        return JSONNode(value: .array(elements), location: location(of: start))
    }

    mutating func parseBlockMapping(depth: Int) throws(YAMLSyntaxError) -> JSONNode {
        let start = try scanner.next()
        try checkDepth(depth, at: start)
        nodeCount += 1
        var mapping = YAMLMappingBuilder()
        while true {
            let kind = try scanner.peekKind()
            switch kind {
            case .key, .value:
                var key: Composed
                if kind == .key {
                    let keyToken = try scanner.next()
                    let next = try scanner.peekKind()
                    if next == .key || next == .value || next == .blockEnd {
                        key = emptyNode(at: keyToken)
                    } else {
                        key = try self.key(depth: depth, isBlock: true)
                    }
                } else {
                    key = emptyNode(at: try scanner.peek())
                }
                var valueNode: JSONNode
                if try scanner.peekKind() == .value {
                    let separator = try scanner.next()
                    let next = try scanner.peekKind()
                    if next == .key || next == .value || next == .blockEnd {
                        valueNode = emptyNode(at: separator).node
                    } else {
                        valueNode = try value(depth: depth, isBlock: true, allowsIndentlessSequence: true)
                    }
                } else {
                    valueNode = emptyNode(at: try scanner.peek()).node
                }
                try mapping.add(key: key, value: valueNode, parser: &self)
            case .blockEnd:
                _ = try scanner.next()
                return JSONNode(value: .object(mapping.finish()), location: location(of: start))
            default:
                let token = try scanner.peek()
                throw error("expected a mapping key at this indentation, found \(described(token))", at: token)
            }
        }
    }

    // MARK: - Flow

    mutating func parseFlowSequence(depth: Int) throws(YAMLSyntaxError) -> JSONNode {
        let start = try scanner.next()
        try checkDepth(depth, at: start)
        nodeCount += 1
        var elements: [JSONNode] = []
        while true {
            if try scanner.peekKind() == .flowSequenceEnd { break }
            if !elements.isEmpty {
                let separator = try scanner.next()
                guard separator.kind == .flowEntry else {
                    throw error(
                        "expected ',' or ']' after a sequence entry, found \(described(separator))",
                        at: separator
                    )
                }
                if try scanner.peekKind() == .flowSequenceEnd { break }
            }
            let token = try scanner.peek()
            if token.kind == .key || token.kind == .value {
                // A single-pair mapping: `[a: b]`.
                nodeCount += 1
                var mapping = YAMLMappingBuilder()
                let (key, value) = try parseFlowPair(depth: depth + 1, closing: .flowSequenceEnd)
                try mapping.add(key: key, value: value, parser: &self)
                elements.append(JSONNode(value: .object(mapping.finish()), location: location(of: token)))
            } else {
                elements.append(try value(depth: depth, isBlock: false))
            }
        }
        _ = try scanner.next()
        return JSONNode(value: .array(elements), location: location(of: start))
    }

    mutating func parseFlowMapping(depth: Int) throws(YAMLSyntaxError) -> JSONNode {
        let start = try scanner.next()
        try checkDepth(depth, at: start)
        nodeCount += 1
        var mapping = YAMLMappingBuilder()
        var isFirst = true
        while true {
            if try scanner.peekKind() == .flowMappingEnd { break }
            if !isFirst {
                let separator = try scanner.next()
                guard separator.kind == .flowEntry else {
                    throw error(
                        "expected ',' or '}' after a mapping entry, found \(described(separator))",
                        at: separator
                    )
                }
                if try scanner.peekKind() == .flowMappingEnd { break }
            }
            isFirst = false
            let (key, value) = try parseFlowPair(depth: depth, closing: .flowMappingEnd)
            try mapping.add(key: key, value: value, parser: &self)
        }
        _ = try scanner.next()
        return JSONNode(value: .object(mapping.finish()), location: location(of: start))
    }

    /// One `key: value`, `? key : value`, `: value` or lone `key` entry of a flow collection.
    private mutating func parseFlowPair(
        depth: Int,
        closing: YAMLToken.Kind
    ) throws(YAMLSyntaxError) -> (Composed, JSONNode) {
        var key: Composed
        switch try scanner.peekKind() {
        case .key:
            let token = try scanner.next()
            let kind = try scanner.peekKind()
            if kind == .value || kind == .flowEntry || kind == closing {
                key = emptyNode(at: token)
            } else {
                key = try self.key(depth: depth, isBlock: false)
            }
        case .value:
            key = emptyNode(at: try scanner.peek())
        default:
            key = try self.key(depth: depth, isBlock: false)
        }
        guard try scanner.peekKind() == .value else { return (key, emptyNode(at: try scanner.peek()).node) }
        let separator = try scanner.next()
        let kind = try scanner.peekKind()
        if kind == .flowEntry || kind == closing {
            return (key, emptyNode(at: separator).node)
        }
        return (key, try value(depth: depth, isBlock: false))
    }
}
