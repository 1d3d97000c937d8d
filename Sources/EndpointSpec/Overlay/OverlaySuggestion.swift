import JSONPath

/// Overlay actions that make an OpenAPI document accept a body it refuses, written in the document's terms: for a
/// ``BodyMismatch`` whose declaration is located in the document, the node to change (found by its location, in
/// the document as read: bundled and overlaid) and the change, as an action of an OpenAPI Overlay 1.1 that a user
/// pastes into their overlay file.
///
/// ```swift
/// let suggestion = OverlaySuggestion(document: overlaid.document!)
/// let actions = mismatches.flatMap(suggestion.actions(for:))     // remove 'status' from ….Account.required
/// YAMLWriter.text(OverlaySuggestion.overlay(actions, title: "Accept body.json"))
/// ```
public struct OverlaySuggestion: Sendable {
    /// One overlay action.
    public struct Action: Hashable, Sendable {
        /// The JSONPath of the node to change.
        public var target: String
        /// The value to merge in; `nil` to remove the node.
        public var update: SpecValue?
        /// What the action does, in the document's terms: `remove 'status' from the required list of
        /// $.components.schemas.Account`.
        public var description: String

        /// The action as an overlay's `actions` entry.
        public var specValue: SpecValue {
            .object([
                SpecMember("target", .string(target)),
                SpecMember("description", .string(description)),
                update.map { SpecMember("update", $0) } ?? SpecMember("remove", .bool(true)),
            ])
        }
    }

    private let document: JSONNode
    /// Whether the document is OpenAPI 3.0 (`nullable: true`) rather than 3.1 (`type: [T, 'null']`).
    private let isOpenAPI30: Bool
    /// The path of the value of each member, by where its key is written.
    private let valuesByKeyLocation: [SourceLocation: [JSONPath.JSONPathComponent]]
    /// The path of each node, by where it is written (the outermost of nodes written at one place).
    private let nodesByLocation: [SourceLocation: [JSONPath.JSONPathComponent]]

    /// How ``BodyChecker`` writes its fixes for this document.
    public var fixTerms: BodyChecker.FixTerms { .openAPI(isVersion30: isOpenAPI30) }

    /// A suggestion for the document `document` (an OpenAPI document as read).
    public init(document: JSONNode) {
        self.document = document
        var version = ""
        if case .object(let members) = document.value, let member = members.first(where: { $0.key == "openapi" }),
            case .string(let text) = member.value.value
        {
            version = text
        }
        isOpenAPI30 = version.hasPrefix("3.0")
        var keys: [SourceLocation: [JSONPath.JSONPathComponent]] = [:]
        var nodes: [SourceLocation: [JSONPath.JSONPathComponent]] = [:]
        var pending: [(node: JSONNode, path: [JSONPath.JSONPathComponent])] = [(document, [])]
        while let (node, path) = pending.popLast() {
            if nodes[node.location] == nil { nodes[node.location] = path }
            switch node.value {
            case .object(let members):
                for member in members.reversed() {
                    let memberPath = path + [.name(member.key)]
                    if keys[member.keyLocation] == nil { keys[member.keyLocation] = memberPath }
                    pending.append((member.value, memberPath))
                }
            case .array(let elements):
                for (index, element) in elements.enumerated().reversed() {
                    pending.append((element, path + [.index(index)]))
                }
            case .null, .bool, .number, .string:
                break
            }
        }
        valuesByKeyLocation = keys
        nodesByLocation = nodes
    }

    // MARK: - Actions

    /// The actions that make the document accept what `mismatch` reports; empty when its declaration is not in
    /// the document or the change is not one an overlay can make here.
    public func actions(for mismatch: BodyMismatch) -> [Action] {
        guard let correction = mismatch.correction, let location = mismatch.specLocation,
            let schemaPath = schema(at: location)
        else { return [] }
        switch correction {
        case .notRequired(let property):
            // A property is located at its key under `properties`: the object schema is two steps up.
            guard schemaPath.count >= 2, schemaPath[schemaPath.count - 2] == .name("properties") else { return [] }
            let objectPath = Array(schemaPath.dropLast(2))
            guard case .array(let required)? = node(at: objectPath + [.name("required")])?.value,
                required.contains(where: { if case .string(property) = $0.value { true } else { false } })
            else { return [] }
            let target = Self.target(objectPath + [.name("required")]) + "[?@ == \(Self.quoted(property))]"
            return [
                Action(
                    target: target,
                    update: nil,
                    description: "'\(property)' is in the required list of \(Self.target(objectPath)); remove it"
                )
            ]
        case .nullable:
            let path = followingReference(schemaPath, toFind: "type") ?? schemaPath
            let target = Self.target(path)
            if isOpenAPI30 {
                return [
                    Action(
                        target: target,
                        update: .object([SpecMember("nullable", .bool(true))]),
                        description: "mark \(target) nullable"
                    )
                ]
            }
            switch node(at: path + [.name("type")])?.value {
            case .string(let type):
                return [
                    Action(target: target + ".type", update: nil, description: "drop the type '\(type)' of \(target)"),
                    Action(
                        target: target,
                        update: .object([SpecMember("type", .array([.string(type), .string("null")]))]),
                        description: "declare \(target) as type ['\(type)', 'null']"
                    ),
                ]
            case .array:
                return [
                    Action(
                        target: target + ".type",
                        update: .string("null"),
                        description: "add 'null' to the types of \(target)"
                    )
                ]
            default:
                return []
            }
        case .enumerationValue(let value):
            guard let path = followingReference(schemaPath, toFind: "enum") else { return [] }
            let target = Self.target(path + [.name("enum")])
            return [Action(target: target, update: value, description: "add \(JSONWriter.text(value)) to \(target)")]
        case .noFormat:
            guard let path = followingReference(schemaPath, toFind: "format") else { return [] }
            let target = Self.target(path + [.name("format")])
            return [Action(target: target, update: nil, description: "remove the format of \(Self.target(path))")]
        case .type(let type):
            guard let path = followingReference(schemaPath, toFind: "type"),
                case .string(let declared)? = node(at: path + [.name("type")])?.value
            else { return [] }
            let target = Self.target(path + [.name("type")])
            return [
                Action(
                    target: target,
                    update: .string(type),
                    description: "change \(target) from '\(declared)' to '\(type)'"
                )
            ]
        }
    }

    /// An Overlay 1.1 document of `actions` (each once, in order), titled `title`.
    public static func overlay(_ actions: [Action], title: String) -> SpecValue {
        var seen = Set<Action>()
        let unique = actions.filter { seen.insert($0).inserted }
        return .object([
            SpecMember("overlay", .string("1.1.0")),
            SpecMember(
                "info",
                .object([SpecMember("title", .string(title)), SpecMember("version", .string("1.0.0"))])
            ),
            SpecMember("actions", .array(unique.map(\.specValue))),
        ])
    }

    // MARK: - Finding nodes

    /// The path of the schema declared at `location`: the value of a key written there, else the node written
    /// there (a block mapping starts where its first key does, so a key whose value is not an object gives way).
    private func schema(at location: SourceLocation) -> [JSONPath.JSONPathComponent]? {
        if let path = valuesByKeyLocation[location], case .object = node(at: path)?.value { return path }
        return nodesByLocation[location]
    }

    /// `path`, or the schema its local `$ref` names (`#/components/schemas/Status`), whichever has `key`.
    private func followingReference(_ path: [JSONPath.JSONPathComponent], toFind key: String) -> [JSONPath
        .JSONPathComponent]?
    {
        guard case .object(let members)? = node(at: path)?.value else { return nil }
        if members.contains(where: { $0.key == key }) { return path }
        guard let reference = members.first(where: { $0.key == "$ref" }),
            case .string(let pointer) = reference.value.value,
            pointer.hasPrefix("#/")
        else { return nil }
        let referenced: [JSONPath.JSONPathComponent] = pointer.dropFirst(2).split(
            separator: "/",
            omittingEmptySubsequences: false
        ).map {
            .name($0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~"))
        }
        guard case .object(let target)? = node(at: referenced)?.value, target.contains(where: { $0.key == key }) else {
            return nil
        }
        return referenced
    }

    /// The node at `path` in the document.
    private func node(at path: [JSONPath.JSONPathComponent]) -> JSONNode? {
        var current = document
        for step in path {
            switch (step, current.value) {
            case (.name(let key), .object(let members)):
                guard let member = members.first(where: { $0.key == key }) else { return nil }
                current = member.value
            case (.index(let index), .array(let elements)):
                guard elements.indices.contains(index) else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }

    // MARK: - Writing targets

    /// `path` as a JSONPath query, names in shorthand where RFC 9535 allows: `$.components.schemas.Account`,
    /// `$.paths['/accounts/{id}'].get`.
    static func target(_ path: [JSONPath.JSONPathComponent]) -> String {
        var text = "$"
        for step in path {
            switch step {
            case .index(let index): text += "[\(index)]"
            case .name(let name): text += isShorthand(name) ? ".\(name)" : "[\(quoted(name))]"
            }
        }
        return text
    }

    /// `text` as a single-quoted JSONPath string literal.
    static func quoted(_ text: String) -> String {
        var quoted = JSONPath.JSONPathComponent.name(text).normalizedSegment
        quoted.removeFirst()
        quoted.removeLast()
        return quoted
    }

    /// Whether `name` can be written as a shorthand name (`.name`): RFC 9535's name-first then name-chars.
    private static func isShorthand(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        func isFirst(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar.value >= 0x80
        }
        return isFirst(first) && name.unicodeScalars.allSatisfy { isFirst($0) || ("0"..."9").contains($0) }
    }
}
