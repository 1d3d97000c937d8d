import EndpointSpec

// MARK: - The document's acronyms

extension OpenAPIConverter {
    /// The document's acronyms (``Acronyms/written(in:)``), read from every name it gives that becomes a Swift
    /// name: component keys, property names, parameter and header names, operation IDs, tags, server variables
    /// and string enumeration values. Examples, defaults, `info` and extensions are data, not names, and are not read.
    ///
    /// `DTO` is one of them when a name has it as a word: the client itself writes it in capitals, as every model
    /// type's suffix, so a schema named `UserDto` gives `UserDTODTO` beside `UserDTO`, never `UserDtoDTO`.
    static func acronyms(of root: JSONNode) -> Acronyms {
        Acronyms.written(in: identifierSources(of: root), ownWords: [modelTypeSuffix])
    }

    /// The suffix of every generated model type (`PetDTO`), an acronym of every imported document.
    static let modelTypeSuffix = "DTO"

    /// The names `root` gives, in document order.
    static func identifierSources(of root: JSONNode) -> [String] {
        var names: [String] = []
        var pending: [(node: JSONNode, key: String?)] = [(root, nil)]
        while let (node, key) = pending.popLast() {
            switch node.value {
            case .object(let members):
                if let key, namingKeys.contains(key) { names += members.map(\.key) }
                for member in members where !dataKeys.contains(member.key) && !member.key.hasPrefix("x-") {
                    switch (member.key, member.value.value) {
                    case ("operationId", .string(let name)), ("name", .string(let name)): names.append(name)
                    default: pending.append((member.value, member.key))
                    }
                }
            case .array(let elements):
                for element in elements {
                    if case .string(let name) = element.value, key == "enum" || key == "tags" {
                        names.append(name)
                    } else {
                        pending.append((element, nil))
                    }
                }
            case .null, .bool, .number, .string:
                break
            }
        }
        return names
    }

    /// Keys whose object's own keys are names: schemas' `properties`, `components` sections, response `headers`,
    /// server `variables`, security schemes.
    private static let namingKeys: Set<String> = [
        "properties", "schemas", "responses", "parameters", "requestBodies", "headers", "securitySchemes",
        "variables", "callbacks", "links", "pathItems",
    ]

    /// Keys whose values are data or prose, not names (`info` holds people's and licenses' names).
    private static let dataKeys: Set<String> = [
        "example", "examples", "default", "const", "description", "info", "externalDocs", "xml",
    ]
}
