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
        items =
            Self.access(itemsPath, from: .identifier("$0"), leaf: Leaf(fallback: .array([])), translator: translator).0
        func read(_ path: [String]?, from schema: Schema, base: Expression, baseOptional: Bool) -> Expression? {
            guard let path, case .success(let resolved) = spec.paginationPath(path, from: schema) else { return nil }
            // A URL is read as its text.
            let leaf =
                resolved.schema.kind == .uri
                ? Leaf(each: { ($0.member("absoluteString", optionalChaining: $1), $1) }) : Leaf()
            return Self.access(resolved, from: base, baseOptional: baseOptional, leaf: leaf, translator: translator).0
        }
        let body$0 = Expression.identifier("$0")
        if let cursorFromItem = pagination.cursorFromItem {
            // The cursor of the last item, read in every way the items are.
            var cursor: Expression?
            let lastItem = Leaf(each: { items, itemsOptional in
                cursor = read(
                    cursorFromItem,
                    from: itemSchema,
                    base: items.member("last", optionalChaining: itemsOptional),
                    baseOptional: true
                )
                return (cursor ?? .nil, true)
            })
            let last = Self.access(itemsPath, from: body$0, leaf: lastItem, translator: translator).0
            next = cursor == nil ? nil : last
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

    /// What a read makes of the value at the end of each way through: `each` continues from it (`.absoluteString`),
    /// `fallback` replaces a `nil` result (`[]` for the items).
    struct Leaf {
        /// The value read from a reading's end and whether it may be `nil`.
        var each: (Expression, Bool) -> (Expression, Bool) = { ($0, $1) }
        /// The value when the read finds none; `nil` when the result stays optional.
        var fallback: Expression?
    }

    /// `base.a?.b`: the properties of `path` read from `base` (`?.` after a value that may be `nil`), continued by
    /// `leaf`, and whether the result may be `nil`. Through an `anyOf` struct, each reading of the path (one per
    /// alternative that has the member) is tried in turn: `base.pages.pageLinks?.next ?? base.pages.otherLinks?.next`.
    /// Through a union generated as an enum, the cases that have the member are matched, any other reads `nil`:
    /// `if case .forwardLinks(let forwardLinks)? = base.pages { forwardLinks.next } else { nil }`.
    static func access(
        _ path: PaginationPath,
        from base: Expression,
        baseOptional: Bool = false,
        leaf: Leaf = Leaf(),
        translator: SpecTranslator
    ) -> (Expression, Bool) {
        read(
            [path.steps] + path.otherReadings,
            from: base,
            baseOptional: baseOptional,
            leaf: leaf,
            translator: translator
        )
    }

    /// `readings` (ways to one member, sharing their steps up to the first union generated as an enum) read from
    /// `base`.
    private static func read(
        _ readings: [[PaginationPath.Step]],
        from base: Expression,
        baseOptional: Bool,
        leaf: Leaf,
        translator: SpecTranslator
    ) -> (Expression, Bool) {
        guard let index = readings[0].firstIndex(where: { enumCases(of: $0, translator: translator) != nil }),
            let alternative = readings[0][index].alternative,
            let cases = enumCases(of: readings[0][index], translator: translator)
        else {
            let each = readings.map {
                let (value, isOptional) = access($0, from: base, baseOptional: baseOptional, translator: translator)
                return leaf.each(value, isOptional)
            }
            let joined = each.dropFirst().reduce(each[0].0) { .infix($0, "??", $1.0) }
            let isOptional = each.contains(where: \.1)
            guard let fallback = leaf.fallback, isOptional else { return (joined, isOptional) }
            return (.infix(joined, "??", fallback), false)
        }
        // The steps before the enum are every reading's; the readings continue in the cases, in order.
        let (subject, subjectOptional) = access(
            Array(readings[0][..<index]),
            from: base,
            baseOptional: baseOptional,
            translator: translator
        )
        var order: [Int] = []
        var rests: [Int: [[PaginationPath.Step]]] = [:]
        for reading in readings
        where reading.count > index && reading[index].alternative?.unionName == alternative.unionName {
            let caseIndex = reading[index].alternative?.index ?? 0
            var rest = Array(reading[index...])
            rest[0].alternative = nil
            if rests[caseIndex] == nil { order.append(caseIndex) }
            rests[caseIndex, default: []].append(rest)
        }
        let branches = order.map { caseIndex in
            let entry = cases[caseIndex]
            let binding = SwiftNaming.escaped(entry.name)
            let isOptional: Bool = if case .optional = entry.type { true } else { false }
            let body = read(
                rests[caseIndex] ?? [],
                from: .identifier(binding),
                baseOptional: isOptional,
                leaf: leaf,
                translator: translator
            )
            return Expression.IfCaseBranch(
                caseName: binding,
                binding: binding,
                subject: subject,
                subjectIsOptional: subjectOptional,
                body: body.0
            )
        }
        return (.ifCase(branches, else: leaf.fallback ?? .nil), leaf.fallback == nil)
    }

    /// The cases of the union `step` passes when it is generated as an enum; `nil` for a step into an object model
    /// or an `anyOf` struct's alternative.
    private static func enumCases(of step: PaginationPath.Step, translator: SpecTranslator) -> [SpecTranslator
        .UnionCase]?
    {
        guard let alternative = step.alternative, let union = translator.spec.model(named: alternative.unionName),
            case .oneOf(let alternatives, let discriminator) = union.kind,
            !(union.isAnyOf && discriminator == nil && translator.anyOfNeedsStruct(alternatives))
        else { return nil }
        return translator.unionCases(union.name, alternatives: alternatives)
    }

    /// `steps` read from `base`: each member with `?.` when the value before it may be `nil` (a step into an
    /// alternative of a union reads the alternative's property of the `anyOf` struct: `pages.pageLinks?`).
    private static func access(
        _ steps: [PaginationPath.Step],
        from base: Expression,
        baseOptional: Bool,
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
