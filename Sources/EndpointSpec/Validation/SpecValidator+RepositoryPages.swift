// MARK: - Repository methods over pages

extension SpecValidator {
    /// Checks a method with `pages: true`: its endpoint declares a `pagination` the generator can walk, it reads no
    /// `from` (the items are where the pagination's `items` says), and `returns` names the type of each item: the
    /// item's domain type, or its transfer type when the item's model has no `domain` mapping.
    mutating func checkPages(
        of method: RepositoryMethod,
        in repository: String,
        endpoints: [String: EndpointDefinition]
    ) {
        guard let endpoint = endpoints[method.endpoint] else { return }
        let pagesLocation = sourceMap.location(
            of: .methodPages(repository: repository, method: method.name),
            or: method.location
        )
        if method.responseProperty != nil {
            log.error(
                "'from' cannot be combined with 'pages': the items of every page are read where the pagination of "
                    + "endpoint '\(endpoint.name)' says ('items'); remove 'from'",
                at: sourceMap.location(
                    of: .methodResponseProperty(repository: repository, method: method.name),
                    or: method.location
                )
            )
        }
        guard let pagination = endpoint.pagination else {
            log.error(
                "'pages' walks the pages of endpoint '\(endpoint.name)', which declares no 'pagination'; declare how "
                    + "its pages follow (the endpoint's 'pagination', or the configuration's 'pagination')",
                at: pagesLocation,
                notes: Self.declarationNote(
                    "endpoint '\(endpoint.name)' is declared here",
                    at: endpoint.location,
                    for: pagesLocation
                )
            )
            return
        }
        if let problem = spec.paginationProblem(pagination, of: endpoint) {
            log.error(
                "'pages' walks the pages of endpoint '\(endpoint.name)', but its pagination is not generated: \(problem)",
                at: pagesLocation,
                notes: Self.declarationNote(
                    "the pagination is declared here",
                    at: pagination.location,
                    for: pagesLocation
                )
            )
            return
        }
        if let parameter = endpoint.parameters.first(where: isObjectParameter) {
            log.error(
                "'pages' walks the pages of endpoint '\(endpoint.name)', but its parameter '\(parameter.name)' is an "
                    + "object, so its pages are not generated",
                at: pagesLocation
            )
            return
        }
        checkPageItemType(of: method, in: repository, endpoint: endpoint, pagination: pagination)
    }

    /// Whether `parameter` holds an object or a union model outside a header: such an endpoint has no `…Pages` call.
    private func isObjectParameter(_ parameter: ParameterDefinition) -> Bool {
        guard case .reference(let name) = parameter.schema.kind, let model = spec.model(named: name) else {
            return false
        }
        switch model.kind {
        case .object, .oneOf: return parameter.location != .header
        case .enumeration, .valueEnumeration: return false
        }
    }

    /// Reports a `returns` that is not the type of one item: `Void`, an array, or a domain type where the item's
    /// model has no mapping.
    private mutating func checkPageItemType(
        of method: RepositoryMethod,
        in repository: String,
        endpoint: EndpointDefinition,
        pagination: PaginationDefinition
    ) {
        let location = sourceMap.location(
            of: .methodReturns(repository: repository, method: method.name),
            or: method.location
        )
        let returnType = method.returnType
        if ["Void", "()"].contains(returnType) || (returnType.hasPrefix("[") && returnType.hasSuffix("]")) {
            log.error(
                "method '\(method.name)' walks pages, so 'returns' names the type of each item (the method returns an "
                    + "AsyncThrowingStream of them), found '\(returnType)'"
                    + (returnType.hasPrefix("[") ? "; write '\(returnType.dropFirst().dropLast())'" : ""),
                at: location
            )
            return
        }
        guard let body = endpoint.successResponse?.schema,
            case .success(let items) = spec.paginationPath(pagination.items, from: body),
            case .array(let item) = items.schema.kind, case .reference(let name) = item.kind,
            let model = spec.model(named: name), case .object = model.kind, model.domainMapping == nil
        else { return }
        let transferType = SwiftNaming.typeName(name, acronyms: spec.acronyms) + Self.modelTypeSuffix
        if returnType != transferType {
            log.error(
                "method '\(method.name)' returns '\(returnType)', but model '\(name)', the items of endpoint "
                    + "'\(endpoint.name)', has no 'domain' mapping, so each item can only be returned as "
                    + "'\(transferType)'; add a 'domain' mapping to model '\(name)' or return '\(transferType)'",
                at: location
            )
        }
    }
}
