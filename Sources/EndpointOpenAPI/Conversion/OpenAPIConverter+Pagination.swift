import EndpointSpec

// MARK: - Pagination vendor extensions

extension OpenAPIConverter {
    /// The extensions read, in the order tried: Speakeasy's, Fern's, Azure AutoRest's, and the generic
    /// `x-pagination` (read like Speakeasy's or Fern's, whichever it looks like).
    static let paginationExtensions = [
        "x-speakeasy-pagination", "x-fern-pagination", "x-ms-pageable", "x-pagination",
    ]

    /// The pagination an operation's vendor extension declares, if any. What cannot be read — another shape, a
    /// request-body cursor, a path expression the spec format cannot follow — is a warning at the extension and no
    /// pagination (the single-page call is generated as always); whether the names fit the operation is checked
    /// after import, like a hand-written declaration.
    mutating func convertPagination(of operation: JSONNode) -> PaginationDefinition? {
        for key in Self.paginationExtensions {
            guard let member = operation.member(key) else { continue }
            var node = member.value
            // Fern's `x-fern-pagination: true` uses the document's own `x-fern-pagination`.
            if node.boolValue == true, let documentLevel = root[key] { node = documentLevel }
            if node.boolValue == false || node.isNull { return nil }
            let read: Result<PaginationDefinition, PaginationReadingProblem>
            switch key {
            case "x-speakeasy-pagination": read = Self.speakeasyPagination(node, at: member.keyLocation)
            case "x-fern-pagination": read = Self.fernPagination(node, at: member.keyLocation)
            case "x-ms-pageable": read = Self.autoRestPagination(node, at: member.keyLocation)
            default:
                read =
                    node.has("type") || node.has("inputs")
                    ? Self.speakeasyPagination(node, at: member.keyLocation)
                    : Self.fernPagination(node, at: member.keyLocation)
            }
            switch read {
            case .success(let pagination): return pagination
            case .failure(let problem):
                guard let reason = problem.reason else { return nil }
                warn(
                    "'\(key)' is not used: \(reason); the operation gets its single-page call only",
                    at: member.keyLocation,
                    loss: .init(.unused)
                )
                return nil
            }
        }
        return nil
    }

    // MARK: Speakeasy

    /// `x-speakeasy-pagination`: `type` (`offsetLimit`, `cursor`, `url`), `inputs` (each a `name`, `in`
    /// `parameters` and a `type`: `offset`, `page`, `limit`, `cursor`) and `outputs` (`results`, `nextCursor`,
    /// `nextUrl`, JSONPath `$.a.b`; `$.data[-1].id` reads the last result's `id`).
    static func speakeasyPagination(
        _ node: JSONNode,
        at location: SourceLocation
    ) -> Result<PaginationDefinition, PaginationReadingProblem> {
        guard node.isObject else { return .failure(.init("it must be an object, found \(node.typeDescription)")) }
        var inputs: [String: String] = [:]
        for input in node["inputs"]?.arrayElements ?? [] {
            guard let name = input.string("name"), let type = input.string("type") else {
                return .failure(.init("an input needs a 'name' and a 'type'"))
            }
            let place = input.string("in") ?? "parameters"
            guard place == "parameters" else {
                return .failure(.init("input '\(name)' is sent in '\(place)'; only query parameters are supported"))
            }
            inputs[type] = name
        }
        let outputs = node["outputs"]
        let results = outputs?.string("results").map(PaginationDefinition.path) ?? []
        switch node.string("type") {
        case "offsetLimit":
            var pagination: PaginationDefinition
            if let page = inputs["page"] {
                pagination = PaginationDefinition(kind: .page, items: results, location: location)
                pagination.pageParameter = page
            } else if let offset = inputs["offset"] {
                pagination = PaginationDefinition(kind: .offset, items: results, location: location)
                pagination.offsetParameter = offset
            } else {
                return .failure(.init("an 'offsetLimit' pagination needs an input of type 'offset' or 'page'"))
            }
            pagination.limitParameter = inputs["limit"]
            return .success(pagination)
        case "cursor":
            guard let cursor = inputs["cursor"] else {
                return .failure(.init("a 'cursor' pagination needs an input of type 'cursor'"))
            }
            guard let next = outputs?.string("nextCursor") else {
                return .failure(.init("a 'cursor' pagination needs the output 'nextCursor'"))
            }
            var pagination = PaginationDefinition(kind: .cursor, items: results, location: location)
            pagination.cursorParameter = cursor
            pagination.limitParameter = inputs["limit"]
            if let lastItem = lastItemPath(next) {
                guard lastItem.items == results || results.isEmpty else {
                    return .failure(.init("'nextCursor' reads the last element of another array than 'results'"))
                }
                pagination.items = lastItem.items
                pagination.cursorFromItem = lastItem.field
            } else {
                guard !next.contains("[") else {
                    return .failure(.init("'nextCursor' (\(next)) uses a JSONPath the spec format cannot follow"))
                }
                pagination.nextCursor = PaginationDefinition.path(next)
            }
            return .success(pagination)
        case "url":
            guard let next = outputs?.string("nextUrl") else {
                return .failure(.init("a 'url' pagination needs the output 'nextUrl'"))
            }
            var pagination = PaginationDefinition(kind: .nextURL, items: results, location: location)
            pagination.nextURL = PaginationDefinition.path(next)
            return .success(pagination)
        case let other?:
            return .failure(.init("its type '\(other)' is not one of 'offsetLimit', 'cursor' or 'url'"))
        case nil:
            return .failure(.init("it has no 'type'"))
        }
    }

    /// `$.data[-1].id` as the array's path (`data`) and the field read from its last element (`id`).
    static func lastItemPath(_ expression: String) -> (items: [String], field: [String])? {
        guard let range = expression.range(of: "[-1]") else { return nil }
        let items = PaginationDefinition.path(String(expression[..<range.lowerBound]))
        let rest = expression[range.upperBound...].drop { $0 == "." }
        let field = PaginationDefinition.path(String(rest))
        return field.isEmpty ? nil : (items, field)
    }

    // MARK: Fern

    /// `x-fern-pagination`: `cursor: $request.x` with `next_cursor: $response.y`, or `offset: $request.x` with an
    /// optional `step: $request.limit`; `results: $response.z`, `has-next-page: $response.more`. An offset without
    /// a step counts pages; with one, items.
    static func fernPagination(
        _ node: JSONNode,
        at location: SourceLocation
    ) -> Result<PaginationDefinition, PaginationReadingProblem> {
        guard node.isObject else { return .failure(.init("it must be an object, found \(node.typeDescription)")) }
        func request(_ key: String) -> Result<String?, PaginationReadingProblem> {
            guard let text = node.string(key) else { return .success(nil) }
            for prefix in ["$request.", "$query."] where text.hasPrefix(prefix) {
                let name = String(text.dropFirst(prefix.count))
                guard !name.contains(".") else { break }
                return .success(name)
            }
            return .failure(.init("'\(key)' (\(text)) is not a query parameter ('$request.name')"))
        }
        let results = node.string("results").map(PaginationDefinition.path) ?? []
        let hasMore = (node.string("has-next-page") ?? node.string("has_next_page")).map(PaginationDefinition.path)
        do {
            if let cursor = try request("cursor").get() {
                guard let next = node.string("next_cursor") ?? node.string("next-cursor") else {
                    return .failure(.init("a cursor pagination needs 'next_cursor'"))
                }
                var pagination = PaginationDefinition(kind: .cursor, items: results, location: location)
                pagination.cursorParameter = cursor
                pagination.nextCursor = PaginationDefinition.path(next)
                pagination.hasMore = hasMore
                return .success(pagination)
            }
            if let offset = try request("offset").get() {
                let step = try request("step").get()
                var pagination = PaginationDefinition(
                    kind: step == nil ? .page : .offset,
                    items: results,
                    location: location
                )
                if step == nil { pagination.pageParameter = offset } else { pagination.offsetParameter = offset }
                pagination.limitParameter = step
                pagination.hasMore = hasMore
                return .success(pagination)
            }
            if let next = node.string("next_uri") ?? node.string("next-uri") {
                var pagination = PaginationDefinition(kind: .nextURL, items: results, location: location)
                pagination.nextURL = PaginationDefinition.path(next)
                return .success(pagination)
            }
        } catch {
            return .failure(error)
        }
        return .failure(.init("it names neither 'cursor' nor 'offset'"))
    }

    // MARK: AutoRest

    /// `x-ms-pageable`: `nextLinkName` (the response property holding the next page's URL; `null` for an operation
    /// that returns one page) and `itemName` (`value` by default).
    static func autoRestPagination(
        _ node: JSONNode,
        at location: SourceLocation
    ) -> Result<PaginationDefinition, PaginationReadingProblem> {
        guard node.isObject else { return .failure(.init("it must be an object, found \(node.typeDescription)")) }
        guard let next = node.string("nextLinkName") else { return .failure(.none) }
        if node.has("operationName") {
            return .failure(.init("the next page is fetched by another operation ('operationName')"))
        }
        var pagination = PaginationDefinition(
            kind: .nextURL,
            items: [node.string("itemName") ?? "value"],
            location: location
        )
        pagination.nextURL = [next]
        return .success(pagination)
    }
}

/// Why a pagination vendor extension is not used; `reason` `nil` when it declares, correctly, no pagination.
struct PaginationReadingProblem: Error {
    /// What to say.
    var reason: String?

    init(_ reason: String?) {
        self.reason = reason
    }

    /// A declaration of no pagination (AutoRest's `nextLinkName: null`).
    static let none = PaginationReadingProblem(nil)
}
