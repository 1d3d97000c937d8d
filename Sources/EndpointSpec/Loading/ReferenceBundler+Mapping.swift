// MARK: - Discriminator mappings

extension ReferenceBundler {
    /// Whether the node being visited is an OpenAPI discriminator's `mapping`, whose values are references written
    /// as strings rather than `$ref` objects (not a property named `discriminator`).
    var isDiscriminatorMapping: Bool {
        guard format == .openAPI, path.count >= 2, path[path.count - 1] == "mapping",
            path[path.count - 2] == "discriminator"
        else { return false }
        return path.count < 3 || path[path.count - 3] != "properties"
    }

    /// The `mapping` members with each value that names a schema in another file (`models/dog.yaml`,
    /// `pets.yaml#/Dog`) — or, in a referenced file, a schema of that file (`#/components/schemas/Dog`) — replaced by
    /// the local reference of the component it becomes, as a `$ref` to it would be; `nil` when none changes.
    mutating func rewrittenMapping(_ members: [JSONNode.Member], in file: File) -> [JSONNode.Member]? {
        var changed: [JSONNode.Member]?
        for (index, member) in members.enumerated() {
            guard case .string(let reference) = member.value.value, isMappingReference(reference, in: file),
                let local = mappedSchema(reference, in: file, at: member.value.location)
            else { continue }
            var value = member.value
            value.value = .string(local)
            value.isVerbatim = false
            if changed == nil { changed = members }
            changed?[index].value = value
        }
        return changed
    }

    /// Whether a mapping value written in `file` is a reference to resolve here: a pointer in a referenced file, or
    /// a value naming a file (a `#` or `/` in it, or a `.json`, `.yaml` or `.yml` ending). A bare name (`Dog`) is a
    /// component of the entry, and a pointer in the entry is its own.
    private func isMappingReference(_ value: String, in file: File) -> Bool {
        if value.hasPrefix("#") { return !file.isEntry }
        return value.contains(where: { $0 == "#" || $0 == "/" }) || InputSyntax(fileName: value) != nil
    }

    /// The local reference (`#/components/schemas/NAME`) of the schema `reference` designates, hoisted into the
    /// entry like a `$ref`'s; `nil` after reporting why it cannot be resolved.
    private mutating func mappedSchema(_ reference: String, in file: File, at location: SourceLocation) -> String? {
        guard !isTooLarge else { return nil }
        let located: Located
        switch target(of: reference, from: file, loading: true, at: location) {
        case .success(let found): located = found
        case .failure(let refusal):
            if let message = refusal.message { log.error(message, at: location) }
            return nil
        }
        guard let targetNode = designatedNode(at: located, reference: reference, location: location) else {
            return nil
        }
        if located.file.isEntry { return Self.pointer(located.target.tokens) }
        let step = Step(reference: reference, location: location)
        let name = hoist(targetNode, target: located.target, file: located.file, step: step)
        return "#/components/schemas/" + Self.escaped(name)
    }
}
