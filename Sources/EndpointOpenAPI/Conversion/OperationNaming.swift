import EndpointSpec

/// Names endpoints: from `operationId`, or derived from the method and path.
enum OperationNaming {
    /// The endpoint name for `operationId` as a lowerCamelCase Swift member name: `list-pets` → `listPets`.
    static func name(operationID: String) -> String {
        SwiftNaming.memberName(operationID)
    }

    /// A name derived from the method and path: `GET /pets/{petId}` → `getPetsByPetId`, `GET /` → `getRoot`.
    ///
    /// Each literal segment contributes its words; each `{placeholder}` contributes `By` and its words.
    static func name(method: String, path: String) -> String {
        var words = [method.lowercased()]
        for segment in path.split(separator: "/") {
            var literal = ""
            var placeholder: String?
            for character in segment {
                switch character {
                case "{":
                    words.append(literal)
                    literal = ""
                    placeholder = ""
                case "}" where placeholder != nil:
                    words.append("By " + (placeholder ?? ""))
                    placeholder = nil
                default:
                    if placeholder != nil { placeholder?.append(character) } else { literal.append(character) }
                }
            }
            words.append(literal + (placeholder ?? ""))
        }
        let parts = words.filter { $0.contains(where: { $0.isLetter || $0.isNumber }) }
        return SwiftNaming.memberName((parts.count == 1 ? parts + ["root"] : parts).joined(separator: " "))
    }
}
