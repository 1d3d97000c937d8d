// MARK: - Checking pagination declarations

extension Spec {
    /// The spec with every ``EndpointDefinition/pagination`` that does not fit its endpoint removed, each with a
    /// warning at the declaration saying why: a parameter the endpoint lacks, a path naming no property, items that
    /// are not an array, a success response that is not one JSON body. The single-page call is generated either way.
    func checkingPagination(log: inout DiagnosticLog) -> Spec {
        var spec = self
        for index in spec.endpoints.indices {
            guard let pagination = spec.endpoints[index].pagination else { continue }
            if let problem = paginationProblem(pagination, of: spec.endpoints[index]) {
                log.warning(
                    "the pagination of endpoint '\(spec.endpoints[index].name)' is not generated: \(problem)",
                    at: pagination.location
                )
                spec.endpoints[index].pagination = nil
            }
        }
        return spec
    }

    /// Why `pagination` does not fit `endpoint`, or `nil` when it does.
    public func paginationProblem(_ pagination: PaginationDefinition, of endpoint: EndpointDefinition) -> String? {
        for (key, name) in pagination.namedParameters {
            guard let parameter = endpoint.parameters.first(where: { $0.name == name && $0.location == .query })
            else {
                let names = endpoint.parameters.filter { $0.location == .query }.map(\.name)
                return "its '\(key)' names '\(name)', which is not a query parameter of the endpoint"
                    + Suggestion.hint(for: name, in: names)
            }
            let isCursor = key == "cursorParameter"
            switch parameter.schema.kind {
            case .integer: break
            case .string where isCursor, .uuid where isCursor: break
            default:
                return
                    "its '\(key)' names '\(name)', which is \(isCursor ? "neither a string nor an integer" : "not an integer")"
            }
            if !isCursor, parameter.schema.isNullable || !parameter.hasDefaultSerialization {
                return "its '\(key)' names '\(name)', which is nullable or has its own style"
            }
        }
        guard endpoint.successResponses.count == 1 || !endpoint.hasSeveralSuccessBodies,
            let response = endpoint.successResponse, let body = response.schema, response.mediaType.kind == .json
        else { return "its success response is not one JSON body" }
        let items: PaginationPath
        switch paginationPath(pagination.items, from: body) {
        case .failure(let error): return "'items' (\(pagination.items.joined(separator: "."))): \(error.reason)"
        case .success(let path): items = path
        }
        guard case .array(let item) = items.schema.kind else {
            let place = pagination.items.isEmpty ? "the body" : "'\(pagination.items.joined(separator: "."))'"
            return "\(place) is not an array of items (declare where the items are with 'items')"
        }
        if case .enumeration = item.kind { return "its items are inline enumeration values" }
        if let problem = cursorTypeProblem(pagination, of: endpoint, body: body, item: item) { return problem }
        if let problem = pathProblem("hasMore", pagination.hasMore, from: body, accepts: { $0.kind == .boolean }) {
            return problem + " (expected a boolean)"
        }
        if let problem = pathProblem("nextCursor", pagination.nextCursor, from: body, accepts: \.isCursor) {
            return problem + " (expected a string or an integer)"
        }
        if let problem = pathProblem("cursorFromItem", pagination.cursorFromItem, from: item, accepts: \.isCursor) {
            return problem + " (expected a string or an integer)"
        }
        if let problem = pathProblem("nextURL", pagination.nextURL, from: body, accepts: \.isText) {
            return problem + " (expected a string)"
        }
        return nil
    }

    /// Why the cursor read from the page cannot be sent as the cursor parameter: their types differ.
    private func cursorTypeProblem(
        _ pagination: PaginationDefinition,
        of endpoint: EndpointDefinition,
        body: Schema,
        item: Schema
    ) -> String? {
        guard let name = pagination.cursorParameter,
            let parameter = endpoint.parameters.first(where: { $0.name == name && $0.location == .query })
        else { return nil }
        let read: Result<PaginationPath, PaginationPathError>? =
            if let path = pagination.nextCursor {
                paginationPath(path, from: body)
            } else if let path = pagination.cursorFromItem {
                paginationPath(path, from: item)
            } else {
                nil
            }
        guard case .success(let cursor)? = read, cursor.schema.kind != parameter.schema.kind else { return nil }
        return "the cursor it reads is not of the type of parameter '\(name)'"
    }

    /// Why `path` (the value of `key`) does not reach a value `accepts` takes from `schema`; `nil` when it does or
    /// when there is no path.
    private func pathProblem(
        _ key: String,
        _ path: [String]?,
        from schema: Schema,
        accepts: (Schema) -> Bool
    ) -> String? {
        guard let path else { return nil }
        switch paginationPath(path, from: schema) {
        case .failure(let error): return "'\(key)' (\(path.joined(separator: "."))): \(error.reason)"
        case .success(let resolved):
            return accepts(resolved.schema) ? nil : "'\(key)' (\(path.joined(separator: "."))) has the wrong type"
        }
    }
}

extension Schema {
    /// Whether a value of this schema can be a cursor: a string or an integer.
    fileprivate var isCursor: Bool {
        switch kind {
        case .string, .integer, .uuid: true
        default: false
        }
    }

    /// Whether a value of this schema is text (a URL).
    fileprivate var isText: Bool {
        switch kind {
        case .string, .uri: true
        default: false
        }
    }
}
