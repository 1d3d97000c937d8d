import EndpointSpec
import HTTPSemantics

/// Names endpoints: from `operationId`, or derived from the method and path.
enum OperationNaming {
    /// The endpoint name for `operationId` as a lowerCamelCase Swift member name: `list-pets` → `listPets`.
    static func name(operationID: String, acronyms: Acronyms) -> String {
        SwiftNaming.memberName(operationID, acronyms: acronyms)
    }

    /// A name derived from the method and path: `GET /pets/{petId}` → `getPetsByPetId`, `GET /` → `getRoot`.
    ///
    /// Each literal segment contributes its words; each `{placeholder}` contributes `By` and its words.
    /// `distinguishedBy` adds words from a path key's fragment or query (`GET /files/{id}#get_shared_link` →
    /// `getFilesByIdGetSharedLink`), so operations of one method on one path get names of their own.
    static func name(
        method: String,
        path: PathTemplate,
        distinguishedBy extra: String = "",
        acronyms: Acronyms
    ) -> String {
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
        let named = parts.count == 1 ? parts + ["root"] : parts
        return SwiftNaming.memberName((named + [extra]).joined(separator: " "), acronyms: acronyms)
    }
}
