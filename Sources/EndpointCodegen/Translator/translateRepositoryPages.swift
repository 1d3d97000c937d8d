import EndpointSpec

// MARK: - Repository methods over pages

extension SpecTranslator {
    /// A repository method with `pages: true`: the items of every page of the endpoint's `…Pages(…)` call, each
    /// mapped into the domain as the loop reaches it, as `AsyncThrowingStream<Returns, any Error>`. Nothing is sent
    /// until the loop asks for the first item; the method's `errors` apply to every page's request.
    ///
    /// ```swift
    /// public func allDroplets(tagged tag: String?) -> AsyncThrowingStream<Droplet, any Error> {
    ///     client.listDropletsPages(tagName: tag).items.mapItems { try $0.toDomain() }
    /// }
    /// ```
    func pagingRepositoryMethod(_ method: RepositoryMethod, endpoint: EndpointDefinition) -> Declaration {
        let items = clientCall(method, endpoint: endpoint, suffix: "Pages").member("items")
        let mapped = { (items: Expression) in
            Expression.trailingClosure(items.member("mapItems"), body: self.pageItemTransform(method, endpoint))
        }
        let body: [Statement]
        if method.errors.isEmpty {
            body = [.expression(mapped(items))]
        } else {
            let taken = Set(method.parameters.map(\.name))
            let pages = SwiftNaming.unique("pages", avoiding: taken)
            let failure = SwiftNaming.unique("failure", avoiding: taken.union([pages]))
            body = [
                .closureBinding(
                    name: pages,
                    head: items.member("mapPageErrors"),
                    parameter: failure,
                    body: [statusErrorMapping(.throw(.identifier(failure)), method)]
                ),
                .return(mapped(.identifier(pages))),
            ]
        }
        var documentation = methodDocumentation(method, returnsNothing: false)
        documentation[0] =
            "Walks the pages of `\(method.endpoint)` and returns the items of every page, each as "
            + "`\(method.returnType)`, fetching a page when the loop reaches it."
        documentation[2] +=
            " Each page's request throws these; reading the items also throws a conversion's error, `APIError` when a "
            + "page points to itself, or `CancellationError`."
        return .function(
            FunctionDeclaration(
                documentation: documentation,
                kind: .function(SwiftNaming.escaped(method.name)),
                parameters: functionParameters(of: method),
                returnType: SwiftType.named("AsyncThrowingStream").generic(
                    .named(method.returnType),
                    .existential(.named("Error"))
                ),
                body: body
            )
        )
    }

    /// `try $0.toDomain()` for an item whose model has a `domain` mapping (unless the method returns the transfer
    /// type itself), else `$0`.
    private func pageItemTransform(_ method: RepositoryMethod, _ endpoint: EndpointDefinition) -> Expression {
        let item = Expression.identifier("$0")
        guard let pagination = endpoint.pagination, let body = endpoint.successResponse?.schema,
            case .success(let items) = spec.paginationPath(pagination.items, from: body),
            case .array(let itemSchema) = items.schema.kind
        else { return item }
        let transferType = swiftType(itemSchema, enumName: nil).optional(if: itemSchema.isNullable)
        guard method.returnType != transferType.text,
            let mapped = nestedDomainValue(item, itemSchema, isOptional: itemSchema.isNullable)
        else { return item }
        return .try(mapped)
    }
}
