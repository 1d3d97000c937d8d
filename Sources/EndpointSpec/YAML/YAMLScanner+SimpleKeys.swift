// MARK: - Indentation, simple keys and the token queue

extension YAMLScanner {
    // MARK: Indentation

    /// Opens a block collection at `column` when it is deeper than the current one; returns whether it did.
    mutating func addIndent(_ column: Int) throws(YAMLSyntaxError) -> Bool {
        guard indent < column else { return false }
        if indents.count >= maximumDepth {
            throw failure("block collections are nested more than \(maximumDepth) levels deep")
        }
        indents.append(indent)
        indent = column
        return true
    }

    /// Closes every block collection deeper than `column`.
    mutating func unwindIndent(to column: Int) throws(YAMLSyntaxError) {
        guard flowLevel == 0 else { return }
        while indent > column {
            indent = indents.popLast() ?? -1
            append(.blockEnd)
        }
    }

    // MARK: Simple keys

    /// Records that a scalar or flow collection starting here may be an implicit key.
    mutating func saveSimpleKey() throws(YAMLSyntaxError) {
        let isRequired = flowLevel == 0 && indent == column
        guard allowsSimpleKey else { return }
        try removeSimpleKey()
        simpleKey = SimpleKey(
            tokenNumber: tokensTaken + tokens.count - head,
            isRequired: isRequired,
            index: index,
            line: line,
            column: column,
            isOnTabIndentedLine: lineHasTabIndent && tokenStartsLine,
            followsTab: separationHasTab && !tokenStartsLine
        )
    }

    /// Drops the possible simple key of the current level; an error when it had to be a key.
    mutating func removeSimpleKey() throws(YAMLSyntaxError) {
        if let key = simpleKey, key.isRequired {
            throw YAMLSyntaxError(
                message: "expected ':' after this implicit mapping key",
                location: location(line: key.line, column: key.column)
            )
        }
        simpleKey = nil
    }

    /// Forgets simple keys that can no longer be keys: implicit keys fit on one line and in 1,024 characters.
    mutating func staleSimpleKeys() throws(YAMLSyntaxError) {
        for level in outerSimpleKeys.indices {
            if let key = outerSimpleKeys[level], isStale(key) {
                if key.isRequired { throw staleRequiredKey(key) }
                outerSimpleKeys[level] = nil
            }
        }
        if let key = simpleKey, isStale(key) {
            if key.isRequired { throw staleRequiredKey(key) }
            simpleKey = nil
        }
    }

    mutating func staleSimpleKeysQuietly() {
        for level in outerSimpleKeys.indices {
            if let key = outerSimpleKeys[level], !key.isRequired, isStale(key) { outerSimpleKeys[level] = nil }
        }
        if let key = simpleKey, !key.isRequired, isStale(key) { simpleKey = nil }
    }

    /// Whether `key` is on an earlier line or more than 1,024 bytes back.
    mutating func isStale(_ key: SimpleKey) -> Bool {
        key.line != line || index - key.index > 1024
    }

    func staleRequiredKey(_ key: SimpleKey) -> YAMLSyntaxError {
        YAMLSyntaxError(
            message: "expected ':' after this implicit mapping key (an implicit key is a single line of at most 1024 "
                + "characters)",
            location: location(line: key.line, column: key.column)
        )
    }

    // MARK: Queue

    /// Appends a token of `kind` starting at the current position.
    mutating func append(_ kind: YAMLToken.Kind) {
        tokens.append(YAMLToken(kind: kind, line: line, column: column + 1))
    }

    mutating func append(_ token: YAMLToken) {
        tokens.append(token)
    }

    mutating func insert(_ token: YAMLToken, at position: Int) {
        let position = max(head, position)
        tokens.append(token)
        guard position < tokens.count - 1 else { return }
        // Tokens copy as plain words, and the ones after a key are few: move them one place on.
        tokens.withUnsafeMutableBufferPointer { queue in
            var slot = queue.count - 1
            while slot > position {
                queue[slot] = queue[slot - 1]
                slot -= 1
            }
            queue[position] = token
        }
    }
}
