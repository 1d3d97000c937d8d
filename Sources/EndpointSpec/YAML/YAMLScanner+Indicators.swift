// MARK: - Flow and block indicators

extension YAMLScanner {
    // MARK: Flow collections

    mutating func fetchFlowCollectionStart(_ kind: YAMLToken.Kind) throws(YAMLSyntaxError) {
        try saveSimpleKey()
        flowLevel += 1
        if flowLevel > maximumDepth {
            throw failure("flow collections are nested more than \(maximumDepth) levels deep")
        }
        outerSimpleKeys.append(simpleKey)
        simpleKey = nil
        allowsSimpleKey = true
        append(kind)
        advance(by: 1)
        followsWhitespace = false
    }

    mutating func fetchFlowCollectionEnd(_ kind: YAMLToken.Kind) throws(YAMLSyntaxError) {
        try removeSimpleKey()
        if flowLevel > 0 {
            flowLevel -= 1
            simpleKey = outerSimpleKeys.popLast() ?? nil
        }
        allowsSimpleKey = false
        append(kind)
        advance(by: 1)
        followsJSONLikeNode = true
        followsWhitespace = false
    }

    mutating func fetchFlowEntry() throws(YAMLSyntaxError) {
        allowsSimpleKey = true
        try removeSimpleKey()
        append(.flowEntry)
        advance(by: 1)
        followsWhitespace = false
    }

    // MARK: Block indicators

    mutating func fetchBlockEntry(wasAtLineStart: Bool) throws(YAMLSyntaxError) {
        if flowLevel == 0 {
            guard allowsSimpleKey else {
                throw failure("a sequence entry '-' is not allowed here; start it on a line of its own")
            }
            if wasAtLineStart && lineHasTabIndent {
                throw failure("a tab character cannot be used for indentation; indent with spaces")
            }
            if !wasAtLineStart && separationHasTab {
                throw failure("a tab character cannot separate indicators of nested block collections; use spaces")
            }
            if try addIndent(column) {
                append(.blockSequenceStart)
            }
        } else {
            throw failure("a block sequence entry '-' cannot appear inside a flow collection")
        }
        allowsSimpleKey = true
        try removeSimpleKey()
        append(.blockEntry)
        advance(by: 1)
        followsWhitespace = false
    }

    mutating func fetchKey(wasAtLineStart: Bool) throws(YAMLSyntaxError) {
        if flowLevel == 0 {
            guard allowsSimpleKey else {
                throw failure("a mapping key '?' is not allowed here; start it on a line of its own")
            }
            if wasAtLineStart && lineHasTabIndent {
                throw failure("a tab character cannot be used for indentation; indent with spaces")
            }
            if !wasAtLineStart && separationHasTab {
                throw failure("a tab character cannot separate indicators of nested block collections; use spaces")
            }
            if try addIndent(column) {
                append(.blockMappingStart)
            }
        }
        allowsSimpleKey = flowLevel == 0
        try removeSimpleKey()
        append(.key)
        advance(by: 1)
        followsWhitespace = false
    }

    mutating func fetchValue() throws(YAMLSyntaxError) {
        if let key = simpleKey {
            simpleKey = nil
            let position = key.tokenNumber - tokensTaken + head
            insert(YAMLToken(kind: .key, line: key.line, column: key.column + 1), at: position)
            if flowLevel == 0 {
                if key.isOnTabIndentedLine {
                    throw YAMLSyntaxError(
                        message: "a tab character cannot be used for indentation; indent with spaces",
                        location: location(line: key.line, column: key.column)
                    )
                }
                if try addIndent(key.column) {
                    if key.followsTab {
                        throw YAMLSyntaxError(
                            message: "a tab character cannot separate an indicator from a block mapping that starts "
                                + "on the same line; use spaces",
                            location: location(line: key.line, column: key.column)
                        )
                    }
                    insert(YAMLToken(kind: .blockMappingStart, line: key.line, column: key.column + 1), at: position)
                }
            }
            allowsSimpleKey = false
        } else {
            if flowLevel == 0 {
                guard allowsSimpleKey else {
                    throw failure("a mapping value ':' is not allowed here")
                }
                if try addIndent(column) {
                    append(.blockMappingStart)
                }
            }
            allowsSimpleKey = flowLevel == 0
            try removeSimpleKey()
        }
        append(.value)
        advance(by: 1)
        followsWhitespace = false
    }
}
