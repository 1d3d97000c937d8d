// MARK: - Resolving one reference

extension ReferenceBundler {
    /// A reference's file and node, found.
    struct Located {
        /// What it designates.
        var target: Target
        /// The file it is in (not yet read when located without loading).
        var file: File
    }

    /// The object `node` (whose members are `members`, the `$ref` at `referenceIndex`, written in `file`) with
    /// its reference resolved; `nil` (the node unchanged) after reporting why it cannot be.
    mutating func resolved(_ node: JSONNode, members: [JSONNode.Member], referenceIndex: Int, in file: File)
        -> JSONNode?
    {
        let referenceNode = members[referenceIndex].value
        guard case .string(let reference) = referenceNode.value, !isTooLarge else { return nil }
        guard includedNodeCount <= limits.maximumIncludedNodes else {
            refuse(
                "objects included more than once add more than \(limits.maximumIncludedNodes) nodes to the "
                    + "document; it is refused as a reference bomb (files that each include the next several times)",
                key: "maximumIncludedNodes",
                at: referenceNode.location
            )
            return nil
        }
        guard path.count <= limits.maximumDepth, resolutionDepth < limits.maximumDepth else {
            let what =
                path.count > limits.maximumDepth
                ? "references nest the document more than \(limits.maximumDepth) levels deep"
                : "more than \(limits.maximumDepth) references are followed inside one another"
            refuse(what, key: "maximumDepth", at: referenceNode.location)
            return nil
        }
        resolutionDepth += 1
        defer { resolutionDepth -= 1 }
        let located: Located
        switch target(of: reference, from: file, loading: true, at: referenceNode.location) {
        case .success(let found): located = found
        case .failure(let refusal):
            if let message = refusal.message { log.error(message, at: referenceNode.location) }
            return nil
        }
        guard let targetNode = designatedNode(at: located, reference: reference, location: referenceNode.location)
        else {
            return nil
        }
        let step = Step(reference: reference, location: referenceNode.location)
        if located.file.isEntry, format == .openAPI {
            // A reference back into the entry: its local form.
            return replacingReference(in: node, at: referenceIndex, with: Self.pointer(located.target.tokens))
        }
        switch format {
        case .openAPI:
            if isIncludedComponent(located.target) || !isSchemaPosition {
                let content = included(
                    targetNode,
                    target: located.target,
                    file: located.file,
                    step: step,
                    into: members
                )
                return isOperationResponsePosition
                    ? content.map { Self.naming($0, after: located.target, in: located.file) } : content
            }
            let name = hoist(targetNode, target: located.target, file: located.file, step: step)
            return replacingReference(in: node, at: referenceIndex, with: "#/components/schemas/" + Self.escaped(name))
        case .endpointSpec:
            if isIncludedComponent(located.target) || isInclusionPosition {
                return included(targetNode, target: located.target, file: located.file, step: step, into: members)
            }
            guard let name = model(named: targetNode, target: located.target, file: located.file, step: step) else {
                return nil
            }
            return replacingReference(in: node, at: referenceIndex, with: name)
        }
    }

    /// Reports, once, that the document passes one of its limits: `message`, then the configuration `key` that
    /// raises the bound.
    mutating func refuse(_ message: String, key: String, at location: SourceLocation) {
        guard !isTooLarge else { return }
        isTooLarge = true
        log.error(message + "; " + ReferenceLimits.raising(key), at: location)
    }

    // MARK: Positions

    /// Whether the node being visited is the entry component (or model) registered for `target`, so that its
    /// content goes right there.
    private func isIncludedComponent(_ target: Target) -> Bool {
        let section = format == .openAPI ? ["components", "schemas"] : ["models"]
        guard path.count == section.count + 1, path.starts(with: section), let name = path.last else { return false }
        return hoistedTargets[name] == target && hoistedNames[target] == name
    }

    /// Whether an OpenAPI node at the visited path is a schema: under `components/schemas` or any `schema` key.
    private var isSchemaPosition: Bool {
        (path.count >= 3 && path[0] == "components" && path[1] == "schemas") || path.contains("schema")
    }

    /// Whether an OpenAPI node at the visited path is an operation's response (`…/responses/200`), which the
    /// importer names after the file or pointer a reference to it names.
    private var isOperationResponsePosition: Bool {
        path.count >= 2 && path[path.count - 2] == "responses" && path.first != "components"
    }

    /// The name of what `target` designates, for a model or a response it becomes: the component's key, else the
    /// pointer's last token, else the file's name without its extension (`responses/existing_vpc.yml` →
    /// `existing_vpc`).
    static func preferredName(of target: Target, in file: File) -> String {
        if target.tokens.count == 3, target.tokens[0] == "components", target.tokens[1] == "schemas" {
            return target.tokens[2]
        } else if let last = target.tokens.last, !last.isEmpty {
            return last
        }
        let fileName = SpecLoader.fileName(of: file.displayPath)
        return fileName.lastIndex(of: ".").map { String(fileName[..<$0]) } ?? fileName
    }

    /// The included response `node` with its name (``preferredName(of:in:)``) recorded under
    /// ``SpecLoader/openAPIReferenceNameKey``, for the importer to name its types by.
    static func naming(_ node: JSONNode, after target: Target, in file: File) -> JSONNode {
        guard case .object(var members) = node.value,
            !members.contains(where: { $0.key == SpecLoader.openAPIReferenceNameKey })
        else {
            return node
        }
        let name = preferredName(of: target, in: file)
        members.append(
            JSONNode.Member(
                key: SpecLoader.openAPIReferenceNameKey,
                keyLocation: node.location,
                value: JSONNode(JSONNode.Value.string(name), at: node.location)
            )
        )
        var copy = node
        copy.value = .object(members)
        return copy
    }

    /// Whether a spec-format node at the visited path is a section (`models`, `endpoints`, `repositories`) or one
    /// entry of one, which a reference replaces.
    private var isInclusionPosition: Bool {
        guard let first = path.first, path.count <= 2 else { return false }
        return ["models", "endpoints", "repositories"].contains(first)
    }

    // MARK: Outcomes

    /// `targetNode` in place of the reference object `members`: its references resolved, the keys written next
    /// to `$ref` overriding its own; `nil` after reporting a cycle.
    private mutating func included(
        _ targetNode: JSONNode,
        target: Target,
        file: File,
        step: Step,
        into members: [JSONNode.Member]
    ) -> JSONNode? {
        if let start = inlining.firstIndex(of: target) {
            let cycle = inlining[start...].compactMap { files[$0.canonicalPath]?.displayPath } + [file.displayPath]
            log.error(
                "'\(step.reference)' is part of a cycle of references (\(cycle.joined(separator: " -> "))); "
                    + "a file cannot include itself",
                at: step.location
            )
            return nil
        }
        inlining.append(target)
        let isRepeat = !includedTargets.insert(target).inserted
        if isRepeat { repeatedInclusionDepth += 1 }
        defer {
            inlining.removeLast()
            if isRepeat { repeatedInclusionDepth -= 1 }
        }
        var content = rewritten(targetNode, in: file) ?? targetNode
        let siblings = members.filter { $0.key != "$ref" }
        if !siblings.isEmpty, case .object(var own) = content.value {
            for sibling in siblings {
                if let index = own.firstIndex(where: { $0.key == sibling.key }) {
                    own[index] = sibling
                } else {
                    own.append(sibling)
                }
            }
            content.value = .object(own)
        }
        return content
    }

    /// The name of the OpenAPI component schema that `targetNode` becomes, added to the entry the first time.
    mutating func hoist(_ targetNode: JSONNode, target: Target, file: File, step: Step) -> String {
        if let name = hoistedNames[target] { return name }
        let preferred = Self.preferredName(of: target, in: file)
        var name = preferred
        var counter = 2
        while takenNames.contains(name) {
            name = "\(preferred)\(counter)"
            counter += 1
        }
        takenNames.insert(name)
        hoistedNames[target] = name
        hoistedTargets[name] = target
        deferRewriting(targetNode, named: name, in: file)
        return name
    }

    /// The model name a spec-format schema reference to `target` becomes (the model added to `models` the first
    /// time); `nil` after reporting why the reference names no model.
    private mutating func model(named targetNode: JSONNode, target: Target, file: File, step: Step) -> String? {
        if let name = hoistedNames[target] { return name }
        guard target.tokens.count == 2, target.tokens[0] == "models" else {
            log.error(
                "'\(step.reference)' names no model; a '$ref' in a schema names a model, so one to another file "
                    + "must point at a model ('FILE#/models/NAME') or at a file included as a model under 'models' "
                    + "(\"NAME\": { \"$ref\": \"FILE\" })",
                at: step.location
            )
            return nil
        }
        let name = target.tokens[1]
        if file.isEntry { return name }
        if takenNames.contains(name) {
            log.error(
                "'\(step.reference)' names model '\(name)', but the spec already has another model by that name",
                at: step.location
            )
            return nil
        }
        takenNames.insert(name)
        hoistedNames[target] = name
        hoistedTargets[name] = target
        deferRewriting(targetNode, named: name, in: file)
        return name
    }

    /// Adds `targetNode` to the entry as the schema (or model) `name`, its own references resolved later by
    /// ``rewriteHoisted()``: a chain of schemas that each refer to the next file's is followed one after the other,
    /// not inside one another, so its length is bounded by the files read, not by the stack.
    private mutating func deferRewriting(_ targetNode: JSONNode, named name: String, in file: File) {
        hoisted.append(JSONNode.Member(key: name, keyLocation: targetNode.location, value: targetNode))
        hoistedFiles.append(file)
    }

    /// Resolves the references of every schema (or model) added to the entry, those that this adds included.
    mutating func rewriteHoisted() {
        let section = format == .openAPI ? ["components", "schemas"] : ["models"]
        var index = 0
        while index < hoisted.count, !isTooLarge {
            path = section + [hoisted[index].key]
            if let content = rewritten(hoisted[index].value, in: hoistedFiles[index]) {
                hoisted[index].value = content
            }
            index += 1
        }
        path = []
    }

    /// `node` with the `$ref` at `index` saying `reference` instead, at the same location.
    private func replacingReference(in node: JSONNode, at index: Int, with reference: String) -> JSONNode {
        guard case .object(var members) = node.value else { return node }
        var value = members[index].value
        value.value = .string(reference)
        value.isVerbatim = false
        members[index].value = value
        var copy = node
        copy.value = .object(members)
        return copy
    }
}
