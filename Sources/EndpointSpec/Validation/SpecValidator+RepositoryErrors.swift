// MARK: - Repository methods' error mappings against the endpoint's responses

extension SpecValidator {
    /// Checks that each error mapping's arguments name the method's parameters, or properties of the body of the
    /// error response the endpoint declares for the status.
    mutating func checkErrorMappings(
        of method: RepositoryMethod,
        in repository: String,
        context: RepositoryContext
    ) {
        let parameterNames = method.parameters.map(\.name)
        let endpoint = context.endpoints[method.endpoint]
        checkErrorConditions(of: method, endpoint: endpoint)
        for mapping in method.errors {
            for (index, argument) in mapping.arguments.enumerated() {
                let location = sourceMap.location(
                    of: .errorArgument(
                        repository: repository,
                        method: method.name,
                        mapping: mapping.location,
                        index: index
                    ),
                    or: mapping.location
                )
                switch argument {
                case .parameter(let name):
                    if !parameterNames.contains(name) {
                        log.error(
                            "error argument '\(name)' is not a parameter of method '\(method.name)'"
                                + Suggestion.hint(for: name, in: parameterNames),
                            at: location
                        )
                    }
                case .bodyProperty(let name):
                    if let endpoint {
                        checkErrorBodyProperty(
                            name,
                            at: location,
                            status: mapping.status,
                            endpoint: endpoint,
                            context: context
                        )
                    }
                }
            }
        }
    }

    /// Checks that the error response `endpoint` declares for `status` has a body model with property `name`.
    private mutating func checkErrorBodyProperty(
        _ name: String,
        at location: SourceLocation,
        status: Int,
        endpoint: EndpointDefinition,
        context: RepositoryContext
    ) {
        guard let schema = declaredErrorBody(status: status, of: endpoint, readBy: "from", member: name, at: location)
        else { return }
        guard case .reference(let modelName) = schema.kind, let model = context.models[modelName],
            case .object(let properties) = model.kind
        else {
            log.error(
                "'from' reads '\(name)' from the body of the \(status) response of endpoint '\(endpoint.name)', which is "
                    + "not a model with properties",
                at: location
            )
            return
        }
        let wireNames = properties.map(\.wireName)
        if !wireNames.contains(name) {
            log.error(
                "'from' names '\(name)', which is not a property of model '\(modelName)', the body of the \(status) "
                    + "response of endpoint '\(endpoint.name)'\(Suggestion.memberHint(for: name, in: wireNames))",
                at: location,
                notes: Self.declarationNote("model '\(modelName)' is declared here", at: model.location, for: location)
            )
        }
    }
}
