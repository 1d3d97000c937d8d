import JSONPath

// MARK: - Applying

extension Overlay {
    /// The most work one target (or `copy` query) may take on a document (JSONPath's units: nodes visited and
    /// selected, values compared): far beyond any real overlay, but a bound on `$..*..*..*` over a large document.
    public static let workLimit = 50_000_000

    /// Applies every action in order, each to the result of the one before, to `document`, the document read from
    /// `documentPath` (which messages name).
    public func apply(to document: JSONNode, documentPath: String) -> OverlayApplication {
        var log = DiagnosticLog()
        var result = document
        apply(to: &result, documentPath: documentPath, log: &log)
        return OverlayApplication(document: result, diagnostics: log.sortedDiagnostics)
    }

    /// Applies every action in order to `document`, logging what did not apply; records in `provenance` where
    /// each `update` went.
    func apply(
        to document: inout JSONNode,
        documentPath: String,
        log: inout DiagnosticLog,
        provenance: inout [OverlayProvenance]
    ) {
        for action in actions {
            action.apply(to: &document, documentPath: documentPath, log: &log, provenance: &provenance)
        }
    }

    func apply(to document: inout JSONNode, documentPath: String, log: inout DiagnosticLog) {
        var provenance: [OverlayProvenance] = []
        apply(to: &document, documentPath: documentPath, log: &log, provenance: &provenance)
    }
}

/// Where an `update` of an overlay went: a finding about a value it brought (located in the overlay) also points at
/// the place in the document it was merged into.
struct OverlayProvenance: Sendable {
    /// The first and last places written in the `update` value, in the overlay file.
    var first: SourceLocation
    var last: SourceLocation
    /// The action's number.
    var action: Int
    /// The target's normalized path, and where the target is written in the document.
    var targetPath: String
    var targetLocation: SourceLocation

    /// Whether `location` is inside the `update` value.
    func contains(_ location: SourceLocation) -> Bool {
        location.file == first.file && first <= location && location <= last
    }

    /// The span of `node`: its first and last places written (keys included).
    static func span(of node: JSONNode) -> (first: SourceLocation, last: SourceLocation) {
        var first = node.location
        var last = node.location
        var pending = [node]
        while let next = pending.popLast() {
            for location in [next.location] where location.file == first.file {
                first = min(first, location)
                last = max(last, location)
            }
            switch next.value {
            case .object(let members):
                for member in members {
                    if member.keyLocation.file == first.file { last = max(last, member.keyLocation) }
                    pending.append(member.value)
                }
            case .array(let elements): pending.append(contentsOf: elements)
            case .null, .bool, .number, .string: break
            }
        }
        return (first, last)
    }
}

extension Overlay.Action {
    /// The `target` as written.
    var targetText: String {
        if case .string(let text) = targetNode.value { return text }
        return target.text
    }

    /// Applies the action to `document`, recording where an `update` went in `provenance`.
    func apply(
        to document: inout JSONNode,
        documentPath: String,
        log: inout DiagnosticLog,
        provenance: inout [OverlayProvenance]
    ) {
        if case .none = change { return }
        guard let matches = select(target, written: targetNode, key: "target", in: document, log: &log) else {
            return
        }
        guard !matches.isEmpty else {
            log.warning(
                "target '\(targetText)' of action \(number) selects nothing in '\(documentPath)'; the action changes "
                    + "nothing (was the part it names renamed or removed?)",
                at: targetNode.location
            )
            return
        }
        switch change {
        case .none:
            return
        case .remove:
            if matches.contains(where: \.location.isEmpty) {
                log.error(
                    "action \(number) would remove the whole document: its target '\(targetText)' selects the root",
                    at: targetNode.location
                )
                return
            }
            document.removeNodes(at: matches.map(\.location))
        case .update(let value):
            merge(value, named: "'update'", into: matches, of: &document, log: &log)
            let span = OverlayProvenance.span(of: value)
            for match in matches.prefix(3) {
                provenance.append(
                    OverlayProvenance(
                        first: span.first,
                        last: span.last,
                        action: number,
                        targetPath: match.normalizedPath,
                        targetLocation: match.node.location
                    )
                )
            }
        case .copy(let query, let written):
            // The source is read from the document as it is before the action, once for every target.
            guard let sources = select(query, written: written, key: "copy", in: document, log: &log) else { return }
            guard sources.count == 1 else {
                if sources.isEmpty {
                    log.warning(
                        "'copy' of action \(number) ('\(query.text)') selects nothing in '\(documentPath)'; the action "
                            + "changes nothing",
                        at: written.location
                    )
                } else {
                    log.error(
                        "'copy' of action \(number) ('\(query.text)') selects \(sources.count) nodes; it must select "
                            + "exactly one",
                        at: written.location,
                        notes: sources.prefix(3).map { ("selected: \($0.normalizedPath)", $0.node.location) }
                    )
                }
                return
            }
            merge(sources[0].node, named: "the node 'copy' selects", into: matches, of: &document, log: &log)
        }
    }

    /// The nodes `query` selects in `document`; `nil` (with an error) when the selection exceeds the work limit.
    private func select(
        _ query: JSONPathQuery,
        written: JSONNode,
        key: String,
        in document: JSONNode,
        log: inout DiagnosticLog
    ) -> [JSONPathMatch<JSONNode>]? {
        do {
            return try query.select(in: document, workLimit: Overlay.workLimit)
        } catch {
            log.error(
                "'\(key)' of action \(number) takes too much work on this document (more than "
                    + "\(Overlay.workLimit) steps); select the nodes with a narrower query",
                at: written.location
            )
            return nil
        }
    }

    /// Merges `value` into every node at `matches`, one after the other, as the specification says: into an object
    /// an object's members (recursively), into an array an array's elements (concatenated) or one value (appended),
    /// and in place of a primitive a primitive. A value of another type for a target is a warning, and that target
    /// is left unchanged.
    private func merge(
        _ value: JSONNode,
        named name: String,
        into matches: [JSONPathMatch<JSONNode>],
        of document: inout JSONNode,
        log: inout DiagnosticLog
    ) {
        for match in matches {
            document.modify(at: match.location[...]) { target in
                switch (target.overlayKind, value.overlayKind) {
                case (.object, .object):
                    Self.mergeMembers(of: value, into: &target, at: match.location, log: &log)
                case (.array, .array):
                    if case .array(let added) = value.value, case .array(var elements) = target.value {
                        target.value = .null
                        elements.append(contentsOf: added)
                        target.value = .array(elements)
                    }
                case (.array, _):
                    if case .array(var elements) = target.value {
                        target.value = .null
                        elements.append(value)
                        target.value = .array(elements)
                    }
                case (.primitive, .primitive):
                    target = value
                case (.object, _), (.primitive, _):
                    let expected =
                        target.overlayKind == .object
                        ? "an object, which only an object updates (its members are merged in)"
                        : "\(target.typeDescription), which only a primitive value replaces"
                    log.warning(
                        "\(name) of action \(number) is \(value.typeDescription), but the target "
                            + "\(match.normalizedPath) is \(expected); that target is left unchanged",
                        at: value.location,
                        notes: [("the target is written here", target.location)]
                    )
                }
            }
        }
    }

    /// Merges the members of the object `update` into the object `target`, at `location` in the document.
    private static func mergeMembers(
        of update: JSONNode,
        into target: inout JSONNode,
        at location: [JSONPath.JSONPathComponent],
        log: inout DiagnosticLog
    ) {
        guard case .object(let added) = update.value, case .object(var members) = target.value else { return }
        target.value = .null
        for member in added {
            guard let index = members.firstIndex(where: { $0.key == member.key }) else {
                members.append(member)
                continue
            }
            let path = location + [.name(member.key)]
            switch (members[index].value.overlayKind, member.value.overlayKind) {
            case (.object, .object):
                mergeMembers(of: member.value, into: &members[index].value, at: path, log: &log)
            case (.array, .array):
                if case .array(let elements) = member.value.value,
                    case .array(var existing) = members[index].value.value
                {
                    members[index].value.value = .null
                    existing.append(contentsOf: elements)
                    members[index].value.value = .array(existing)
                }
            case (.primitive, .primitive):
                members[index].value = member.value
            default:
                log.warning(
                    "'\(member.key)' is \(member.value.typeDescription) here but \(members[index].value.typeDescription) "
                        + "in the document (\(JSONPath.JSONPathComponent.normalizedPath(path))), which cannot be "
                        + "merged; it is left unchanged",
                    at: member.value.location,
                    notes: [("the document's value is written here", members[index].value.location)]
                )
            }
        }
        target.value = .object(members)
    }
}
