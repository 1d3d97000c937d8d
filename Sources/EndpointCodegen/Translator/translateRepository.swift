import EndpointSpec

// MARK: - Repositories

extension SpecTranslator {
    /// A struct conforming the spec's protocols by calling endpoints through the client and mapping responses
    /// and statuses into the domain.
    func translateRepository(_ repository: RepositoryDefinition) -> Declaration {
        let conformances = repository.protocols + (repository.protocols.contains("Sendable") ? [] : ["Sendable"])
        var members: [Declaration] = [
            .variable(
                VariableDeclaration(
                    documentation: ["The client that sends the requests."],
                    name: "client",
                    type: names.clientName
                )
            ),
            .function(
                FunctionDeclaration(
                    documentation: ["Creates a repository that calls the service through `client`."],
                    kind: .initializer,
                    parameters: [FunctionParameter(name: "client", type: names.clientName)],
                    body: [.line("self.client = client")]
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
        let endpoint = spec.endpoint(named: method.endpoint)
        let parameters = method.parameters.map { parameter in
            let name = SwiftNaming.escaped(parameter.name)
            let label: String? = parameter.label.flatMap { $0 == parameter.name ? nil : $0 }
            return FunctionParameter(label: label, name: name, type: parameter.type)
        }
        let returnsNothing = ["Void", "()"].contains(method.returnType)
        var value = clientCall(method, endpoint: endpoint)
        if let endpoint, let schema = endpoint.successResponse?.schema {
            var resultSchema = schema
            var isOptional = schema.isNullable
            if let wireName = method.responseProperty, let model = referencedModel(schema),
                case .object(let properties) = model.kind,
                let property = properties.first(where: { $0.wireName == wireName })
            {
                let field = ModelField(property: property, names: names.model(model.name), translator: self)
                value = .suffixed(value, "." + field.storageName)
                resultSchema = property.schema
                isOptional = field.isOptional
            }
            if !returnsNothing, let nested = nestedDomainValue("", resultSchema, isOptional: isOptional) {
                value = .suffixed(value, nested)
            }
        }

        let signatureReturnsValue = endpoint?.successResponse?.schema != nil
        let call: Statement
        if returnsNothing {
            call = .expression(.prefixed(signatureReturnsValue ? "_ = try await " : "try await ", value))
        } else {
            call = .expression(.prefixed(method.errors.isEmpty ? "try await " : "return try await ", value))
        }
        let body: [Statement]
        if method.errors.isEmpty {
            body = [call]
        } else {
            let errorName = SwiftNaming.unique("error", avoiding: Set(method.parameters.map(\.name)))
            body = [
                .doCatch(
                    body: [call],
                    catches: method.errors.map { mapping in
                        let arguments = mapping.arguments.map(SwiftNaming.escaped)
                        let thrown =
                            arguments.isEmpty ? mapping.error : "\(mapping.error)(\(arguments.joined(separator: ", ")))"
                        return CatchClause(
                            pattern: "let \(errorName) as APIError where \(errorName).statusCode == \(mapping.status)",
                            body: [.line("throw \(thrown)")]
                        )
                    }
                )
            ]
        }

        var documentation = [
            "Calls `\(method.endpoint)`" + (returnsNothing ? "." : " and returns the result as `\(method.returnType)`.")
        ]
        let statuses = method.errors.map { "`\($0.error)` when the server answers \($0.status)" }
        documentation += [
            "",
            "- Throws: "
                + (statuses + [statuses.isEmpty ? "`APIError` when the call fails." : "`APIError` for other failures."])
                .joined(separator: "; "),
        ]
        return .function(
            FunctionDeclaration(
                documentation: documentation,
                kind: .function(SwiftNaming.escaped(method.name)),
                parameters: parameters,
                isAsync: true,
                isThrowing: true,
                returnType: returnsNothing ? nil : method.returnType,
                body: body
            )
        )
    }

    /// `client.endpoint(label: value, …)`, feeding each endpoint parameter from the repository parameter
    /// whose `to` names it (through its `value` path, optional-chained for optional types).
    private func clientCall(_ method: RepositoryMethod, endpoint: EndpointDefinition?) -> Expression {
        let functionName = SwiftNaming.escaped(names.endpoint(method.endpoint).functionName)
        guard let endpoint else { return .call(.raw("client.\(functionName)"), []) }
        let signature = EndpointSignature(endpoint: endpoint, translator: self, enumPrefix: names.endpointsName + ".")
        let bodyName = names.endpoint(endpoint.name).bodyName
        var arguments: [Argument] = []
        for item in signature.items {
            let target = item.parameter?.name
            let source = method.parameters.first { parameter in
                if let target { return parameter.endpointParameter == target }
                return parameter.endpointParameter == "body" || parameter.endpointParameter == bodyName
            }
            guard let source else { continue }
            var expression = SwiftNaming.escaped(source.name)
            if let path = source.valuePath, !path.isEmpty {
                expression += (source.type.hasSuffix("?") ? "?." : ".") + path
            }
            arguments.append(Argument(item.name, .raw(expression)))
        }
        return .call(.raw("client.\(functionName)"), arguments)
    }
}
