import EndpointSpec

// MARK: - Paginated calls

extension SpecTranslator {
    /// The client method walking the pages of a paginated endpoint: `listProductsPages(…)`, with the parameters of
    /// the single-page call, returning a `PageSequence` of its responses whose `items` are the items of every page.
    ///
    /// `nil` when the endpoint declares no pagination, or one the generated factory cannot take (it throws, or the
    /// response is streamed).
    func translateClientPagesMethod(_ endpoint: EndpointDefinition) -> Declaration? {
        guard let pagination = endpoint.pagination, !endpoint.parameters.contains(where: isObjectParameter),
            let plan = PagesPlan(endpoint: endpoint, pagination: pagination, translator: self)
        else { return nil }
        let endpointNames = names.endpoint(endpoint.name)
        let functionName = SwiftNaming.escaped(endpointNames.functionName)
        let factory = Expression.type(.named(names.endpointsName)).member(functionName)
        let first = factory.call(plan.signature.forwardingArguments)
        let ruleArguments = [Argument("first", first)] + plan.ruleArguments(factory: factory)
        let call = Expression.type(.runtime("PageSequence")).call([
            Argument("client", .identifier("apiClient")),
            Argument("request", Expression.implicitMember(plan.ruleName).call(ruleArguments)),
            Argument("items", .closure(plan.items)),
        ])
        var documentation = documentation(
            endpoint.description,
            fallback: "Sends `\(endpoint.method) \(endpoint.path)\(Self.constantQueryText(of: endpoint))`."
        )
        documentation += [
            "",
            "Every page, each fetched when the loop asks for it (\(plan.howPagesFollow)); `.items` walks the items "
                + "of every page. `\(endpointNames.clientMethodName)(…)` fetches one page.",
            "",
        ]
        documentation += plan.signature.parameterDocumentation
        documentation.append(
            "- Returns: The pages, in order; iterating throws what `\(endpointNames.clientMethodName)(…)` throws, "
                + "`APIError` when a page points to itself, or `CancellationError`."
        )
        return .function(
            FunctionDeclaration(
                documentation: documentation,
                attributes: deprecation(endpoint.isDeprecated),
                kind: .function(SwiftNaming.escaped(endpointNames.clientMethodName + "Pages")),
                parameters: plan.signature.parameters,
                returnType: SwiftType.runtime("PageSequence").generic(plan.pageType, plan.headersType, plan.itemType),
                body: [.expression(call)]
            )
        )
    }
}

/// What a paginated endpoint's `…Pages(…)` method is made of.
private struct PagesPlan {
    /// The declaration.
    let pagination: PaginationDefinition
    /// The single-page call's signature, which the method shares.
    let signature: EndpointSignature
    /// The page's type: the success response.
    let pageType: SwiftType
    /// The success headers' type.
    let headersType: SwiftType
    /// An item's type.
    let itemType: SwiftType
    /// `$0.data`: a page's items (`?? []` when they may be absent).
    let items: Expression
    /// `$0.data.last?.id` or `$0.nextCursor`: the next cursor; the next page's URL for ``PaginationDefinition/Kind/nextURL``.
    let next: Expression?
    /// `$0.hasMore`.
    let hasMore: Expression?
    /// The parameter item the position is sent in.
    let position: EndpointSignature.Item?
    /// The limit parameter's item.
    let limit: EndpointSignature.Item?

    init?(endpoint: EndpointDefinition, pagination: PaginationDefinition, translator: SpecTranslator) {
        let spec = translator.spec
        guard let response = endpoint.successResponse, let body = response.schema,
            case .success(let itemsPath) = spec.paginationPath(pagination.items, from: body),
            case .array(let itemSchema) = itemsPath.schema.kind
        else { return nil }
        let names = translator.names
        self.pagination = pagination
        signature = EndpointSignature(
            endpoint: endpoint,
            translator: translator,
            enumScope: .named(names.endpointsName)
        )
        guard !signature.hasResponseBody || signature.streamedItems == nil else { return nil }
        pageType = signature.responseType
        headersType =
            names.endpoint(endpoint.name).responses.headersType.map { .member(.named(names.endpointsName), $0) }
            ?? .runtime("NoHeaders")
        itemType = translator.swiftType(itemSchema, enumName: nil).optional(if: itemSchema.isNullable)
        let (itemsAccess, itemsOptional) = Self.access(itemsPath, from: .identifier("$0"), translator: translator)
        items = itemsOptional ? .infix(itemsAccess, "??", .array([])) : itemsAccess
        func read(_ path: [String]?, from schema: Schema, base: Expression, baseOptional: Bool) -> Expression? {
            guard let path, case .success(let resolved) = spec.paginationPath(path, from: schema) else { return nil }
            // A URL is read as its text.
            let member = resolved.schema.kind == .uri ? "absoluteString" : nil
            return Self.access(resolved, from: base, baseOptional: baseOptional, then: member, translator: translator).0
        }
        let body$0 = Expression.identifier("$0")
        if let cursorFromItem = pagination.cursorFromItem {
            let last = itemsAccess.member("last", optionalChaining: itemsOptional)
            next = read(cursorFromItem, from: itemSchema, base: last, baseOptional: true)
        } else if let nextCursor = pagination.nextCursor {
            next = read(nextCursor, from: body, base: body$0, baseOptional: false)
        } else {
            next = read(pagination.nextURL, from: body, base: body$0, baseOptional: false)
        }
        hasMore = read(pagination.hasMore, from: body, base: body$0, baseOptional: false)
        position = pagination.positionParameter.flatMap(signature.item(forParameter:))
        limit = pagination.limitParameter.flatMap(signature.item(forParameter:))
        if pagination.positionParameter != nil, position == nil { return nil }
    }

    /// `base.a?.b`: the properties of `path` read from `base` (`?.` after a value that may be `nil`), then
    /// `member` when given, and whether the result may be `nil`. Through a union, each reading of the path (one per
    /// alternative that has the member) is tried in turn: `base.pages.pageLinks?.next ?? base.pages.otherLinks?.next`.
    static func access(
        _ path: PaginationPath,
        from base: Expression,
        baseOptional: Bool = false,
        then member: String? = nil,
        translator: SpecTranslator
    ) -> (Expression, Bool) {
        let readings = ([path.steps] + path.otherReadings).map {
            access($0, from: base, baseOptional: baseOptional, then: member, translator: translator)
        }
        let expression = readings.dropFirst().reduce(readings[0].0) { .infix($0, "??", $1.0) }
        return (expression, baseOptional || path.isOptional || readings.contains(where: \.1))
    }

    /// `steps` read from `base`: each member with `?.` when the value before it may be `nil` (a step into an
    /// alternative of a union reads the alternative's property of the `anyOf` struct: `pages.pageLinks?`).
    private static func access(
        _ steps: [PaginationPath.Step],
        from base: Expression,
        baseOptional: Bool,
        then member: String?,
        translator: SpecTranslator
    ) -> (Expression, Bool) {
        var expression = base
        // Whether the value read so far is itself optional, so the next member needs `?.`.
        var previousOptional = baseOptional
        var isOptional = baseOptional
        for step in steps {
            if let alternative = step.alternative, let union = translator.spec.model(named: alternative.unionName),
                case .oneOf(let alternatives, _) = union.kind
            {
                let entry = translator.unionCases(union.name, alternatives: alternatives)[alternative.index]
                let field =
                    translator.names.model(union.name).properties[entry.name]
                    ?? SwiftNaming.memberName(entry.name, acronyms: translator.spec.acronyms)
                expression = expression.member(SwiftNaming.escaped(field), optionalChaining: previousOptional)
                previousOptional = true
                isOptional = true
            }
            let name = translator.names.model(step.modelName).property(step.property.wireName)
            expression = expression.member(name, optionalChaining: previousOptional)
            previousOptional = step.isOptional
            isOptional = isOptional || step.isOptional
        }
        if let member { expression = expression.member(member, optionalChaining: previousOptional) }
        return (expression, isOptional)
    }

    /// The runtime's `PageRequest` rule.
    var ruleName: String {
        switch pagination.kind {
        case .cursor: "cursor"
        case .offset: "offset"
        case .page: "pageNumber"
        case .link: "linkHeader"
        case .nextURL: "nextURL"
        }
    }

    /// How the documentation says pages follow each other.
    var howPagesFollow: String {
        switch pagination.kind {
        case .cursor: "each sends the cursor the page before gives as `\(position?.plainName ?? "cursor")`"
        case .offset: "each sends the offset after the items so far as `\(position?.plainName ?? "offset")`"
        case .page: "each sends the next page number as `\(position?.plainName ?? "page")`"
        case .link: "each follows the `Link` header's `rel=\"next\"` URL"
        case .nextURL: "each follows the next page's URL the page before gives"
        }
    }

    /// The rule's arguments after `first:`.
    func ruleArguments(factory: Expression) -> [Argument] {
        var arguments: [Argument] = []
        let hasMoreArgument = hasMore.map { [Argument("hasMore", .closure($0))] } ?? []
        switch pagination.kind {
        case .cursor:
            guard let position, let next else { return [] }
            arguments.append(Argument("startingCursor", .identifier(position.name)))
            arguments.append(Argument("nextCursor", .closure(next)))
            arguments += hasMoreArgument
            arguments.append(Argument("request", .closure(request(factory, position: .identifier("$0")))))
        case .offset, .page:
            guard let position else { return [] }
            let start: Expression = pagination.kind == .offset ? .literal("0") : .literal("\(pagination.firstPage)")
            arguments.append(
                Argument(pagination.kind == .offset ? "startingOffset" : "startingPage", integer(position, or: start))
            )
            arguments.append(Argument("limit", limit.map { integer($0, or: nil) } ?? .nil))
            arguments += hasMoreArgument
            let converted: Expression =
                position.baseType == .named("Int")
                ? .identifier("$0") : Expression.type(position.baseType).call([Argument(nil, .identifier("$0"))])
            arguments.append(Argument("request", .closure(request(factory, position: converted))))
        case .link: break
        case .nextURL:
            guard let next else { return [] }
            arguments.append(Argument("nextURL", .closure(next)))
        }
        return arguments
    }

    /// The parameter `item` as an `Int`, `fallback` when it is `nil` (or `Int?` without a fallback).
    private func integer(_ item: EndpointSignature.Item, or fallback: Expression?) -> Expression {
        var value = Expression.identifier(item.name)
        if item.baseType != .named("Int") {
            value =
                item.isOptional
                ? .trailingClosure(
                    value.member("map"),
                    body: Expression.type(.named("Int")).call([Argument(nil, .identifier("$0"))])
                )
                : Expression.type(.named("Int")).call([Argument(nil, value)])
        }
        guard let fallback, item.isOptional else { return value }
        return .infix(value, "??", fallback)
    }

    /// The factory called with every argument as given, but the position parameter's `position`.
    private func request(_ factory: Expression, position value: Expression) -> Expression {
        factory.call(
            signature.items.map { item in
                Argument(item.label ?? item.name, item.name == position?.name ? value : .identifier(item.name))
            }
        )
    }
}
