// MARK: - Repository methods against their endpoints

extension SpecDecoder {
    /// The `to` value that feeds an endpoint's request body.
    static let bodyTarget = "body"

    /// Checks that a repository method calls a declared endpoint, feeds exactly its parameters (every required one)
    /// and reads `from` a property of the endpoint's success response model.
    mutating func checkEndpointUse(
        _ endpointName: String,
        at location: SourceLocation,
        targets: [(name: String, location: SourceLocation)],
        responseProperty: (name: String, location: SourceLocation)?,
        method: JSONNode.Member
    ) {
        guard declaredEndpoints.contains(endpointName) else {
            log.error(
                "unknown endpoint '\(endpointName)' in 'endpoint'"
                    + Suggestion.hint(for: endpointName, in: declaredEndpoints.sorted()),
                at: location
            )
            return
        }
        guard let endpoint = endpointsByName[endpointName] else { return }
        if let streamed = endpoint.successResponse, streamed.mediaType.kind.isStreaming, let responseProperty {
            log.error(
                "'from' cannot pick a property of endpoint '\(endpointName)''s items: its response is a stream "
                    + "(\(streamed.mediaType.essence)), and a repository method returns its items whole",
                at: responseProperty.location
            )
            return
        }
        var parameterNames = endpoint.parameters.map(\.name)
        // `"to": "body"` feeds the request body, unless a parameter is itself called `body`.
        let feedsBody = endpoint.body != nil && !parameterNames.contains(Self.bodyTarget)
        if feedsBody { parameterNames.append(Self.bodyTarget) }
        var fed: [String: SourceLocation] = [:]
        for target in targets {
            if !parameterNames.contains(target.name) {
                log.error(
                    "'to' names '\(target.name)', which is not a parameter of endpoint '\(endpointName)'"
                        + Suggestion.hint(for: target.name, in: parameterNames),
                    at: target.location
                )
            } else if let first = fed[target.name] {
                log.error(
                    "endpoint parameter '\(target.name)' is fed by two parameters of method '\(method.key)'",
                    at: target.location,
                    notes: [("it is first fed here", first)]
                )
            }
            fed[target.name] = fed[target.name] ?? target.location
        }
        for parameter in endpoint.parameters where parameter.isRequired && fed[parameter.name] == nil {
            log.error(
                "method '\(method.key)' does not supply required parameter '\(parameter.name)' of endpoint "
                    + "'\(endpointName)'; add a parameter with \"to\": \"\(parameter.name)\"",
                at: method.keyLocation
            )
        }
        if feedsBody, fed[Self.bodyTarget] == nil {
            log.error(
                "method '\(method.key)' does not supply the request body of endpoint '\(endpointName)'; add a "
                    + "parameter with \"to\": \"\(Self.bodyTarget)\"",
                at: method.keyLocation
            )
        }
        if let responseProperty {
            checkResponseProperty(responseProperty.name, at: responseProperty.location, endpoint: endpoint)
        }
    }

    private mutating func checkResponseProperty(
        _ name: String,
        at location: SourceLocation,
        endpoint: EndpointDefinition
    ) {
        if endpoint.hasSeveralSuccessBodies {
            log.error(
                "'from' reads '\(name)' but the 2xx responses of endpoint '\(endpoint.name)' have different bodies, so "
                    + "its call returns an enumeration of them",
                at: location
            )
            return
        }
        guard let response = endpoint.successResponse, let schema = response.schema else {
            log.error(
                "'from' reads '\(name)' but endpoint '\(endpoint.name)' has no 2xx response with a body",
                at: location
            )
            return
        }
        guard case .reference(let modelName) = schema.kind else {
            log.error(
                "'from' reads '\(name)' but the 2xx response of endpoint '\(endpoint.name)' is not a model with "
                    + "properties",
                at: location
            )
            return
        }
        guard let model = modelsByName[modelName] else { return }
        guard case .object(let properties) = model.kind else {
            log.error(
                "'from' reads '\(name)' but model '\(modelName)', the 2xx response of endpoint '\(endpoint.name)', "
                    + "is an enumeration",
                at: location
            )
            return
        }
        let wireNames = properties.map(\.wireName)
        if !wireNames.contains(name) {
            log.error(
                "'from' names '\(name)', which is not a property of model '\(modelName)', the 2xx response of "
                    + "endpoint '\(endpoint.name)'\(Suggestion.hint(for: name, in: wireNames))",
                at: location
            )
        }
    }

    /// Reports a `returns` type the generated method cannot produce: the response holds a model without a
    /// `domain` mapping, so the method returns its transfer type, yet `returns` names something else.
    mutating func checkReturnType(
        _ returnType: String,
        at location: SourceLocation,
        endpointName: String,
        responseProperty: String?,
        methodName: String
    ) {
        guard let endpoint = endpointsByName[endpointName] else { return }
        let isStreamed = endpoint.successResponse?.mediaType.kind.isStreaming == true
        if isStreamed, ["Void", "()"].contains(returnType) {
            log.error(
                "method '\(methodName)' returns 'Void', but endpoint '\(endpointName)' streams its response; name the "
                    + "type of each item in 'returns' (the method returns an AsyncThrowingStream of them)",
                at: location
            )
            return
        }
        guard !["Void", "()"].contains(returnType) else { return }
        if endpoint.hasSeveralSuccessBodies {
            log.error(
                "method '\(methodName)' returns '\(returnType)', but the 2xx responses of endpoint '\(endpointName)' have "
                    + "different bodies, so its call returns an enumeration of them; write \"returns\": \"Void\", or "
                    + "give its 2xx responses one body",
                at: location
            )
            return
        }
        guard var schema = endpoint.successResponse?.schema else { return }
        if let responseProperty {
            guard case .reference(let name) = schema.kind, case .object(let properties)? = modelsByName[name]?.kind,
                let property = properties.first(where: { $0.wireName == responseProperty })
            else { return }
            schema = property.schema
        }
        while true {
            switch schema.kind {
            case .array(let element), .map(let element): schema = element
            case .reference(let name):
                guard let model = modelsByName[name], case .object = model.kind, model.domainMapping == nil else {
                    return
                }
                let transferType = SwiftNaming.typeName(name) + SpecValidator.modelTypeSuffix
                if !returnType.contains(transferType) {
                    log.error(
                        "method '\(methodName)' returns '\(returnType)', but model '\(name)' has no 'domain' mapping, so "
                            + "the response can only be returned as '\(transferType)'; add a 'domain' mapping to model "
                            + "'\(name)' or return '\(transferType)'",
                        at: location
                    )
                }
                return
            default: return
            }
        }
    }
}
