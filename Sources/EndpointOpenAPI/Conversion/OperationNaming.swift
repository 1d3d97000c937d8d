import EndpointSpec
import HTTPSemantics

/// Names endpoints: from `operationId`, or derived from the method and path.
enum OperationNaming {
    /// The endpoint name for `operationId` as a lowerCamelCase Swift member name: `list-pets` → `listPets`.
    static func name(operationID: String) -> String {
        SwiftNaming.memberName(operationID)
    }

    /// A name derived from the method and path: `GET /pets/{petId}` → `getPetsByPetId`, `GET /` → `getRoot`.
    ///
    /// Each literal segment contributes its words; each `{placeholder}` contributes `By` and its words.
    static func name(method: String, path: PathTemplate) -> String {
        var words = [method.lowercased()]
        for segment in path.segments {
            for part in segment.parts {
                switch part {
                case .literal(let text): words.append(text)
                case .placeholder(let name): words.append("By " + name)
                }
            }
        }
        let parts = words.filter { $0.contains(where: { $0.isLetter || $0.isNumber }) }
        return SwiftNaming.memberName((parts.count == 1 ? parts + ["root"] : parts).joined(separator: " "))
    }
}
