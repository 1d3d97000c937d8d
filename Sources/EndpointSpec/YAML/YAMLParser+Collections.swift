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
        let composed = try parseNode(depth: depth, isBlock: isBlock, allowsIndentlessSequence: allowsIndentlessSequence)
        try checkValue(composed)
        return composed.node
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
                throw error("expected a sequence entry '-' at this indentation, found \(token.description)", at: token)
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
            let token = try scanner.peek()
            switch token.kind {
            case .key, .value:
                var key: Composed
                if token.kind == .key {
                    _ = try scanner.next()
                    let kind = try scanner.peekKind()
                    if kind == .key || kind == .value || kind == .blockEnd {
                        key = emptyNode(at: token)
                    } else {
                        key = try parseNode(depth: depth, isBlock: true, allowsIndentlessSequence: true)
                    }
                } else {
                    key = emptyNode(at: token)
                }
                var valueNode: JSONNode
                let separator = try scanner.peek()
                if separator.kind == .value {
                    _ = try scanner.next()
                    let kind = try scanner.peekKind()
                    if kind == .key || kind == .value || kind == .blockEnd {
                        valueNode = emptyNode(at: separator).node
                    } else {
                        valueNode = try value(depth: depth, isBlock: true, allowsIndentlessSequence: true)
                    }
                } else {
                    valueNode = emptyNode(at: separator).node
                }
                try mapping.add(key: key, value: valueNode, parser: &self)
            case .blockEnd:
                _ = try scanner.next()
                return JSONNode(value: .object(mapping.finish()), location: location(of: start))
            default:
                throw error("expected a mapping key at this indentation, found \(token.description)", at: token)
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
                        "expected ',' or ']' after a sequence entry, found \(separator.description)",
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
                        "expected ',' or '}' after a mapping entry, found \(separator.description)",
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
        let token = try scanner.peek()
        var key: Composed
        switch token.kind {
        case .key:
            _ = try scanner.next()
            let kind = try scanner.peekKind()
            if kind == .value || kind == .flowEntry || kind == closing {
                key = emptyNode(at: token)
            } else {
                key = try parseNode(depth: depth, isBlock: false, allowsIndentlessSequence: false)
            }
        case .value:
            key = emptyNode(at: token)
        default:
            key = try parseNode(depth: depth, isBlock: false, allowsIndentlessSequence: false)
        }
        let separator = try scanner.peek()
        guard separator.kind == .value else { return (key, emptyNode(at: separator).node) }
        _ = try scanner.next()
        let kind = try scanner.peekKind()
        if kind == .flowEntry || kind == closing {
            return (key, emptyNode(at: separator).node)
        }
        return (key, try value(depth: depth, isBlock: false))
    }
}
