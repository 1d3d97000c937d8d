import EndpointSpec

// MARK: - Repositories

extension SpecTranslator {
    /// A struct conforming the spec's protocols by calling endpoints through the client and mapping responses
    /// and statuses into the domain.
    func translateRepository(_ repository: RepositoryDefinition) -> Declaration {
        let conformances = (repository.protocols + (repository.protocols.contains("Sendable") ? [] : ["Sendable"]))
            .map(SwiftType.named)
        var members: [Declaration] = [
            .variable(
                VariableDeclaration(
                    documentation: ["The client that sends the requests."],
                    name: "client",
                    type: .named(names.clientName)
                )
            ),
            .function(
                FunctionDeclaration(
                    documentation: ["Creates a repository that calls the service through `client`."],
                    kind: .initializer,
                    parameters: [FunctionParameter(name: "client", type: .named(names.clientName))],
                    body: [
                        .assignment(
                            target: Expression.identifier("self").member("client"),
                            value: .identifier("client")
                        )
                    ]
                )
            ),
        ]
        members += repository.methods.map(repositoryMethod)
        return .structure(
            TypeDeclaration(
                documentation: documentation(
                    repository.description,
                    fallback: "Calls the \(names.apiName) API through `\(names.clientName)`."
                ),
                name: repository.name,
                conformances: conformances,
                members: members
            )
        )
    }

    private func repositoryMethod(_ method: RepositoryMethod) -> Declaration {
        if method.walksPages, let endpoint = spec.endpoint(named: method.endpoint) {
            return pagingRepositoryMethod(method, endpoint: endpoint)
        }
        if let endpoint = spec.endpoint(named: method.endpoint), let streamed = streamedItems(of: endpoint) {
            return streamingRepositoryMethod(method, endpoint: endpoint, streamed: streamed)
        }
        let returnsNothing = ["Void", "()"].contains(method.returnType)
        let result = resultExpression(method, returnsNothing: returnsNothing)
        let sent = Expression.try(.await(result.expression))
        let call: Statement =
            if returnsNothing {
                result.isDiscarded ? .discard(sent) : .expression(sent)
            } else {
                method.errors.isEmpty ? .expression(sent) : .return(sent)
            }
        return .function(
            FunctionDeclaration(
                documentation: methodDocumentation(method, returnsNothing: returnsNothing),
                kind: .function(SwiftNaming.escaped(method.name)),
                parameters: functionParameters(of: method),
                isAsync: true,
                isThrowing: true,
                returnType: returnsNothing ? nil : .named(method.returnType),
                body: method.errors.isEmpty ? [call] : [statusErrorMapping(call, method)]
            )
        )
    }

    /// The repository method's parameters as Swift declares them (a label equal to the name is left out).
    func functionParameters(of method: RepositoryMethod) -> [FunctionParameter] {
        method.parameters.map { parameter in
            let label = parameter.label.flatMap { $0 == parameter.name ? nil : $0 }
            return FunctionParameter(
                label: label,
                name: SwiftNaming.escaped(parameter.name),
                type: .named(parameter.type)
            )
        }
    }

    /// How the client method of `endpoint` streams its response, if it does.
    private func streamedItems(of endpoint: EndpointDefinition) -> EndpointSignature.StreamedItems? {
        EndpointSignature(endpoint: endpoint, translator: self, enumScope: .named(names.endpointsName)).streamedItems
    }

    /// A repository method over a streamed response: the client call's items mapped into the domain one by one,
    /// `AsyncThrowingStream<Returns, any Error>`; declared errors are those of opening the stream.
    private func streamingRepositoryMethod(
        _ method: RepositoryMethod,
        endpoint: EndpointDefinition,
        streamed: EndpointSignature.StreamedItems
    ) -> Declaration {
        // An event's value is its `data`; a line's or record's is the item itself.
        let item: Expression =
            streamed.isEventStream ? Expression.identifier("$0").member("data") : .identifier("$0")
        var transform = item
        if let schema = endpoint.successResponse?.schema {
            let transferType = swiftType(schema, enumName: nil).optional(if: schema.isNullable)
            if method.returnType != transferType.text,
                let mapped = nestedDomainValue(item, schema, isOptional: schema.isNullable)
            {
                transform = .try(mapped)
            }
        }
        let mapped = Expression.trailingClosure(
            clientCall(method, endpoint: endpoint).member("mapItems"),
            body: transform
        )
        let call: Statement = method.errors.isEmpty ? .expression(.try(.await(mapped))) : .return(.try(.await(mapped)))
        var documentation = methodDocumentation(method, returnsNothing: false)
        documentation[0] =
            "Calls `\(method.endpoint)` and returns its items as they arrive, each as `\(method.returnType)`."
        documentation[2] += " Reading the stream throws what the client's stream throws, or `CancellationError`."
        return .function(
            FunctionDeclaration(
                documentation: documentation,
                kind: .function(SwiftNaming.escaped(method.name)),
                parameters: functionParameters(of: method),
                isAsync: true,
                isThrowing: true,
                returnType: SwiftType.named("AsyncThrowingStream").generic(
                    .named(method.returnType),
                    .existential(.named("Error"))
                ),
                body: method.errors.isEmpty ? [call] : [statusErrorMapping(call, method)]
            )
        )
    }

    /// The client call, then the `from` property, then `toDomain()` conversions where the picked value holds
    /// models with a mapping (skipped when the method returns the transfer type itself). `isDiscarded` tells
    /// whether a value the method does not return has to be assigned to `_`.
    private func resultExpression(
        _ method: RepositoryMethod,
        returnsNothing: Bool
    ) -> (expression: Expression, isDiscarded: Bool) {
        let endpoint = spec.endpoint(named: method.endpoint)
        var value = clientCall(method, endpoint: endpoint)
        guard let endpoint, var schema = endpoint.successResponse?.schema else { return (value, false) }
        var isOptional = schema.isNullable
        if let path = method.responseProperty, case .resolved(let steps) = spec.resolvePropertyPath(path, from: schema)
        {
            // `from: data.items`: each member read in turn, optional-chained past the first optional one.
            for step in steps {
                let field = ModelField(property: step.property, of: step.model.name, translator: self)
                value = field.read(from: isOptional ? .optionalChain(value) : value)
                schema = step.property.schema
                isOptional = isOptional || field.isOptional
            }
        }
        let transferType = swiftType(schema, enumName: nil).optional(if: isOptional)
        if !returnsNothing, method.returnType != transferType.text,
            let nested = nestedDomainValue(value, schema, isOptional: isOptional)
        {
            value = nested
        }
        return (value, true)
    }

    /// `do { call } catch … { throw DomainError… }` with one clause per mapped status. A mapping whose arguments read
    /// the error body catches the typed error's case
    /// (`catch CatalogEndpoints.GetProductError.notFound(let response)`); any other catches the status however the
    /// answer looked (`catch let error where EndpointRuntime.HTTPStatus.code(of: error) == 404`): the typed error, an
    /// undeclared or body-less status, or a body that did not decode.
    func statusErrorMapping(_ call: Statement, _ method: RepositoryMethod) -> Statement {
        let taken = Set(method.parameters.map(\.name))
        let error = SwiftNaming.unique("error", avoiding: taken)
        let response = SwiftNaming.unique("response", avoiding: taken)
        let endpoint = spec.endpoint(named: method.endpoint)
        return .doCatch(
            body: [call],
            catches: method.errors.map { mapping in
                if mapping.readsBody, let endpoint, let typed = typedErrorCase(of: endpoint, status: mapping.status) {
                    let statusCondition: Expression? =
                        typed.response.status == .code(mapping.status)
                        ? nil
                        : .infix(
                            .identifier(response).member("statusCode"),
                            "==",
                            .literal(String(mapping.status))
                        )
                    let bodyCondition = mapping.condition.flatMap {
                        errorBodyCondition($0, body: .identifier(response).member("body"), typed.response)
                    }
                    let condition: Expression? =
                        switch (statusCondition, bodyCondition) {
                        case (let status?, let body?): .infix(status, "&&", body)
                        case (let status?, nil): status
                        case (nil, let body): body
                        }
                    return CatchClause(
                        name: response,
                        type: typed.errorType,
                        enumCase: typed.caseName,
                        condition: condition,
                        body: [.throw(thrownError(mapping, body: .identifier(response).member("body"), typed.response))]
                    )
                }
                let statusCode = Expression.type(.runtime("HTTPStatus")).member("code")
                    .call([Argument("of", .identifier(error))])
                return CatchClause(
                    name: error,
                    type: nil,
                    condition: .infix(statusCode, "==", .literal(String(mapping.status))),
                    body: [.throw(thrownError(mapping, body: nil, nil))]
                )
            }
        )
    }

    /// `response.body.code == "name_taken"` (`?.rawValue` for an enumeration, optional-chained past optional
    /// members): whether the error body's member holds the condition's value.
    private func errorBodyCondition(
        _ condition: ErrorBodyCondition,
        body: Expression,
        _ response: ResponseDefinition
    ) -> Expression? {
        guard let schema = response.schema,
            case .resolved(let steps) = spec.resolvePropertyPath(condition.member, from: schema),
            let last = steps.last
        else { return nil }
        var value = body
        var isOptional = schema.isNullable
        for step in steps {
            let field = ModelField(property: step.property, of: step.model.name, translator: self)
            value = field.read(from: isOptional ? .optionalChain(value) : value)
            isOptional = isOptional || field.isOptional
        }
        if case .string = last.property.schema.kind {
            return .infix(value, "==", .literal(SwiftLiteral.string(condition.value)))
        }
        let raw = value.member("rawValue", optionalChaining: isOptional)
        return .infix(raw, "==", .literal(SwiftLiteral.string(condition.value)))
    }

    /// The typed error case that carries `status`'s answer from `endpoint`, if one does.
    private func typedErrorCase(
        of endpoint: EndpointDefinition,
        status: Int
    ) -> (errorType: SwiftType, caseName: String, response: ResponseDefinition)? {
        let endpointNames = names.endpoint(endpoint.name)
        guard let errorType = endpointNames.responses.errorType, let response = endpoint.response(forStatus: status),
            !response.isSuccess, response.schema != nil
        else { return nil }
        let caseName = SwiftNaming.escaped(endpointNames.responses.caseNames[response.status] ?? response.caseName)
        return (.named(names.endpointsName).member(errorType), caseName, response)
    }

    /// `ProductError.notFound(id, response.body.message)`: the error the spec's author wrote (kept as written),
    /// called with method parameters and properties of the typed error's `body`.
    private func thrownError(_ mapping: StatusErrorMapping, body: Expression?, _ response: ResponseDefinition?)
        -> Expression
    {
        guard !mapping.arguments.isEmpty else { return .raw(mapping.error) }
        let model = response?.schema.flatMap(referencedModel)
        let arguments = mapping.arguments.map { argument -> Argument in
            switch argument {
            case .parameter(let name):
                return Argument(nil, .identifier(SwiftNaming.escaped(name)))
            case .bodyProperty(let wireName):
                guard let body, let model, case .object(let properties) = model.kind,
                    let property = properties.first(where: { $0.wireName == wireName })
                else { return Argument(nil, .identifier(SwiftNaming.memberName(wireName, acronyms: spec.acronyms))) }
                let isNullable = response?.schema?.isNullable ?? false
                let field = ModelField(property: property, of: model.name, translator: self)
                return Argument(nil, field.read(from: isNullable ? .optionalChain(body) : body))
            }
        }
        return .singleLine(.raw(mapping.error).call(arguments))
    }

    func methodDocumentation(_ method: RepositoryMethod, returnsNothing: Bool) -> [String] {
        let summary =
            "Calls `\(method.endpoint)`" + (returnsNothing ? "." : " and returns the result as `\(method.returnType)`.")
        var statuses = method.errors.map { mapping in
            let when = mapping.condition.map { " with `\($0.member)` `\($0.value)`" } ?? ""
            return "`\(mapping.error)` when the server answers \(mapping.status)\(when)"
        }
        if let errorType = names.endpoint(method.endpoint).responses.errorType {
            statuses.append(
                "`\(names.endpointsName).\(errorType)` for \(statuses.isEmpty ? "a" : "another") declared error"
            )
        }
        let failure = statuses.isEmpty ? "`APIError` when the call fails." : "`APIError` for other failures."
        return [summary, "", "- Throws: " + (statuses + [failure]).joined(separator: "; ")]
    }

    /// `try NewDropletDTO(domain: droplet)`: a body parameter of the domain type that the body model's
    /// `domain.request` maps from, converted to the transfer type; `nil` when the parameter already is the transfer
    /// type, reads a `value` path, or the body model has no request mapping.
    private func domainRequestBody(
        _ value: Expression,
        source: RepositoryParameter,
        _ endpoint: EndpointDefinition
    ) -> Expression? {
        guard source.valuePath == nil, let schema = endpoint.body, let model = referencedModel(schema),
            model.requestMapping != nil
        else { return nil }
        let transferType = names.model(model.name).typeName
        let isOptional = source.type.hasSuffix("?")
        let type = isOptional ? String(source.type.dropLast()) : source.type
        guard type != transferType else { return nil }
        let convert = { (input: Expression) in
            Expression.type(.named(transferType)).call([Argument("domain", input)])
        }
        guard isOptional else { return .try(convert(value)) }
        return .try(.trailingClosure(value.member("map"), body: .try(convert(.identifier("$0")))))
    }

    /// `client.endpoint(label: value, …)`, feeding each endpoint parameter from the repository parameter
    /// whose `to` names it (through its `value` path, optional-chained for optional types). Parameters no
    /// repository parameter feeds keep their defaults.
    func clientCall(_ method: RepositoryMethod, endpoint: EndpointDefinition?, suffix: String = "") -> Expression {
        let endpointNames = names.endpoint(method.endpoint)
        let receiver = endpointNames.group.map {
            Expression.identifier("client").member(SwiftNaming.escaped($0.propertyName))
        }
        let callee = (receiver ?? .identifier("client"))
            .member(SwiftNaming.escaped(endpointNames.clientMethodName + suffix))
        guard let endpoint else { return callee.call() }
        let signature = EndpointSignature(endpoint: endpoint, translator: self, enumScope: .named(names.endpointsName))
        // `"to": "body"` feeds the request body, unless a spec parameter is itself called `body`.
        let bodyTarget =
            endpoint.parameters.contains { $0.name == EndpointNames.bodyName } ? nil : EndpointNames.bodyName
        var arguments: [Argument] = []
        for item in signature.items {
            let target: String?
            switch item.role {
            case .parameter(let parameter): target = parameter.name
            case .body: target = bodyTarget
            case .uploadProgress: continue
            }
            let source = method.parameters.first { $0.endpointParameter == target }
            guard let source else { continue }
            var expression = Expression.identifier(SwiftNaming.escaped(source.name))
            if let path = source.valuePath, !path.isEmpty {
                // The `value` path is a member path the spec's author wrote (`id` or `page.cursor`).
                expression = expression.member(path, optionalChaining: source.type.hasSuffix("?"))
            }
            if case .body = item.role, let converted = domainRequestBody(expression, source: source, endpoint) {
                expression = converted
            }
            arguments.append(Argument(item.name, expression))
        }
        return callee.call(arguments)
    }
}
