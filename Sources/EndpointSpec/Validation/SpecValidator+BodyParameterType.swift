// MARK: - The type of a repository parameter that feeds the request body

extension SpecValidator {
    /// Checks that a parameter feeding the request body (`"to": "body"`, no `value`) has a type the generated method
    /// can send: the body model's transfer type, or — when the model has a `request` mapping — the domain type it
    /// converts from. Any other type would be a compile error in generated code (`XDTO(domain: droplet)` for a
    /// value of the wrong type), so it is one here, at the parameter's `type`.
    mutating func checkBodyParameterType(
        _ parameter: RepositoryParameter,
        index: Int,
        of method: RepositoryMethod,
        in repository: String,
        endpoint: EndpointDefinition
    ) {
        guard parameter.valuePath == nil, case .reference(let modelName)? = endpoint.body?.kind,
            let model = spec.model(named: modelName), model.typeOverride == nil,
            let request = model.requestMapping
        else { return }
        let type = parameter.type.hasSuffix("?") ? String(parameter.type.dropLast()) : parameter.type
        let transferType = SwiftNaming.typeName(modelName, acronyms: spec.acronyms) + Self.modelTypeSuffix
        let accepted = [request.typeName, transferType]
        guard !accepted.contains(where: { type == $0 || type.hasSuffix("." + $0) }) else { return }
        let location = sourceMap.location(
            of: .parameterType(repository: repository, method: method.name, index: index),
            or: parameter.location
        )
        log.error(
            "parameter '\(parameter.name)' of method '\(method.name)' feeds the request body of endpoint "
                + "'\(endpoint.name)' as '\(parameter.type)', but the 'request' mapping of model '\(modelName)' "
                + "converts from '\(request.typeName)'; write '\(request.typeName)' (or '\(transferType)' to pass the "
                + "transfer type)",
            at: location,
            notes: [("the 'request' mapping of model '\(modelName)' is declared here", request.location)]
        )
    }
}
