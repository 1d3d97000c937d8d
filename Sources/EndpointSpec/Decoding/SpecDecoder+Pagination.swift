// MARK: - Pagination

extension SpecDecoder {
    /// Keys of a `pagination` declaration.
    static let paginationKeys = [
        "kind", "items", "cursorParameter", "nextCursor", "cursorFromItem", "hasMore", "offsetParameter",
        "pageParameter", "firstPage", "limitParameter", "nextURL",
    ]

    /// Decodes a `pagination` declaration (an endpoint's, or a configuration's entry): its `kind`, the paths and
    /// parameter names each kind needs. What the kind needs and does not get is an error here; whether the names
    /// fit the endpoint is checked later (``Spec/checkingPagination(log:)``).
    mutating func decodePagination(_ member: JSONNode.Member, context: String) -> PaginationDefinition? {
        guard
            let object = object(
                member.value,
                context: context,
                anchor: member.keyLocation,
                keys: Self.paginationKeys
            )
        else { return nil }
        let kinds = PaginationDefinition.Kind.allCases.map(\.rawValue)
        guard
            let kind: PaginationDefinition.Kind = choice(
                "kind",
                in: object,
                required: true,
                expectation: "must be \(Self.list(kinds, conjunction: "or"))"
            )
        else { return nil }
        var pagination = PaginationDefinition(kind: kind, location: member.keyLocation)
        func path(_ key: String) -> [String]? {
            guard let text = string(key, in: object) else { return nil }
            let path = PaginationDefinition.path(text)
            if path.isEmpty, key != "items" {
                log.error(
                    "'\(key)' of \(context) must name a property, found '\(text)'",
                    at: object[key]!.value.location
                )
                return nil
            }
            return path
        }
        pagination.items = path("items") ?? []
        pagination.cursorParameter = nonEmptyString("cursorParameter", in: object)
        pagination.nextCursor = path("nextCursor")
        pagination.cursorFromItem = path("cursorFromItem")
        pagination.hasMore = path("hasMore")
        pagination.offsetParameter = nonEmptyString("offsetParameter", in: object)
        pagination.pageParameter = nonEmptyString("pageParameter", in: object)
        pagination.limitParameter = nonEmptyString("limitParameter", in: object)
        pagination.nextURL = path("nextURL")
        if let first = object["firstPage"] {
            if case .number(let text) = first.value.value, let number = Int(text), number >= 0 {
                pagination.firstPage = number
            } else {
                log.error("'firstPage' must be a whole number, 0 or more", at: first.value.location)
            }
        }
        var required: [String] = []
        switch kind {
        case .cursor:
            if pagination.cursorParameter == nil { required.append("cursorParameter") }
            if pagination.nextCursor == nil, pagination.cursorFromItem == nil {
                required.append("nextCursor' or 'cursorFromItem")
            }
            if pagination.nextCursor != nil, pagination.cursorFromItem != nil {
                log.error(
                    "\(context) reads the cursor from 'nextCursor' or from 'cursorFromItem', not both",
                    at: object["cursorFromItem"]!.keyLocation
                )
            }
        case .offset: if pagination.offsetParameter == nil { required.append("offsetParameter") }
        case .page: if pagination.pageParameter == nil { required.append("pageParameter") }
        case .nextURL: if pagination.nextURL == nil { required.append("nextURL") }
        case .link: break
        }
        for key in required {
            log.error("\(context) of kind '\(kind.rawValue)' needs '\(key)'", at: member.keyLocation)
        }
        return required.isEmpty ? pagination : nil
    }
}
