// MARK: - Repository methods against their endpoints and models

extension SpecValidator {
    /// The `to` value that feeds an endpoint's request body.
    static let bodyTarget = "body"

    /// Checks every repository: its methods' names, that each method calls a declared endpoint, feeds exactly its
    /// parameters (every required one), reads `from` a property of the endpoint's success response model, returns a
    /// type the call can produce, and maps errors to parameters and error bodies that exist.
    mutating func checkRepositories() {
        guard !spec.repositories.isEmpty else { return }
        let context = RepositoryContext(spec: spec)
        for repository in spec.repositories {
            for method in repository.methods {
                checkMethod(method, of: repository.name, context: context)
            }
            checkCollisions(
                of: repository.methods.map { ($0.name, $0.name, $0.location) },
                kind: "method",
                owner: "repository '\(repository.name)'",
                what: "Swift method name"
            )
        }
    }

    /// The spec's models and endpoints by name, looked up for every method.
    struct RepositoryContext {
        let models: [String: ModelDefinition]
        let endpoints: [String: EndpointDefinition]

        init(spec: Spec) {
            models = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            endpoints = Dictionary(spec.endpoints.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    private mutating func checkMethod(_ method: RepositoryMethod, of repository: String, context: RepositoryContext) {
        if !SwiftIdentifier.isValid(method.name) {
            log.error("method name '\(method.name)' is not a valid Swift identifier", at: method.location)
        }
        var names: [String: SourceLocation] = [:]
        for parameter in method.parameters {
            if let first = names[parameter.name] {
                log.error(
                    "method '\(method.name)' has two parameters named '\(parameter.name)'",
                    at: parameter.location,
                    notes: [("the first is here", first)]
                )
            }
            names[parameter.name] = names[parameter.name] ?? parameter.location
        }
        checkErrorMappings(of: method, in: repository, context: context)
        checkEndpointUse(of: method, in: repository, context: context)
        if method.walksPages {
            checkPages(of: method, in: repository, endpoints: context.endpoints)
        } else {
            checkReturnType(of: method, in: repository, context: context)
        }
    }

    // MARK: - The endpoint a method calls

    /// Checks that `method` calls a declared endpoint, feeds exactly its parameters (every required one) and reads
    /// `from` a property of the endpoint's success response model.
    private mutating func checkEndpointUse(
        of method: RepositoryMethod,
        in repository: String,
        context: RepositoryContext
    ) {
        let endpointName = method.endpoint
        guard declaredEndpoints.contains(endpointName) else {
            log.error(
                "unknown endpoint '\(endpointName)' in 'endpoint'"
                    + Suggestion.hint(for: endpointName, in: declaredEndpoints.sorted()),
                at: sourceMap.location(
                    of: .methodEndpoint(repository: repository, method: method.name),
                    or: method.location
                )
            )
            return
        }
        guard let endpoint = context.endpoints[endpointName] else { return }
        let responsePropertyLocation = sourceMap.location(
            of: .methodResponseProperty(repository: repository, method: method.name),
            or: method.location
        )
        if let streamed = endpoint.successResponse, streamed.mediaType.kind.isStreaming, method.responseProperty != nil
        {
            log.error(
                "'from' cannot pick a property of endpoint '\(endpointName)''s items: its response is a stream "
                    + "(\(streamed.mediaType.essence)), and a repository method returns its items whole",
                at: responsePropertyLocation
            )
            return
        }
        var parameterNames = endpoint.parameters.map(\.name)
        // `"to": "body"` feeds the request body, unless a parameter is itself called `body`.
        let feedsBody = endpoint.body != nil && !parameterNames.contains(Self.bodyTarget)
        if feedsBody { parameterNames.append(Self.bodyTarget) }
        var fed: [String: SourceLocation] = [:]
        for (index, parameter) in method.parameters.enumerated() {
            let target = parameter.endpointParameter
            let location = sourceMap.location(
                of: .parameterTarget(repository: repository, method: method.name, index: index),
                or: parameter.location
            )
            if !parameterNames.contains(target) {
                log.error(
                    "'to' names '\(target)', which is not a parameter of endpoint '\(endpointName)'"
                        + Suggestion.hint(for: target, in: parameterNames),
                    at: location,
                    notes: Self.declarationNote(
                        "endpoint '\(endpointName)' is declared here",
                        at: endpoint.location,
                        for: location
                    )
                )
            } else if let first = fed[target] {
                log.error(
                    "endpoint parameter '\(target)' is fed by two parameters of method '\(method.name)'",
                    at: location,
                    notes: [("it is first fed here", first)]
                )
            }
            fed[target] = fed[target] ?? location
            if feedsBody, target == Self.bodyTarget {
                checkBodyParameterType(parameter, index: index, of: method, in: repository, endpoint: endpoint)
            }
        }
        for parameter in endpoint.parameters where parameter.isRequired && fed[parameter.name] == nil {
            log.error(
                "method '\(method.name)' does not supply required parameter '\(parameter.name)' of endpoint "
                    + "'\(endpointName)'; add a parameter with \"to\": \"\(parameter.name)\"",
                at: method.location,
                notes: Self.declarationNote(
                    "parameter '\(parameter.name)' is declared here",
                    at: parameter.sourceLocation,
                    for: method.location
                )
            )
        }
        if feedsBody, fed[Self.bodyTarget] == nil {
            log.error(
                "method '\(method.name)' does not supply the request body of endpoint '\(endpointName)'; add a "
                    + "parameter with \"to\": \"\(Self.bodyTarget)\"",
                at: method.location
            )
        }
        if let responseProperty = method.responseProperty, !method.walksPages {
            checkResponseProperty(responseProperty, at: responsePropertyLocation, endpoint: endpoint, context: context)
        }
    }

    private mutating func checkResponseProperty(
        _ name: String,
        at location: SourceLocation,
        endpoint: EndpointDefinition,
        context: RepositoryContext
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
        switch spec.resolvePropertyPath(name, from: schema) {
        case .resolved:
            return
        case .notAnObjectModel(let steps, let schema, let model):
            guard let last = steps.last else {
                guard case .reference(let modelName) = schema.kind else {
                    log.error(
                        "'from' reads '\(name)' but the 2xx response of endpoint '\(endpoint.name)' is not a model "
                            + "with properties",
                        at: location
                    )
                    return
                }
                guard model != nil else { return }  // an unknown model: reported at its `$ref`
                log.error(
                    "'from' reads '\(name)' but model '\(modelName)', the 2xx response of endpoint "
                        + "'\(endpoint.name)', is \(Self.modelKindDescription(model?.kind))",
                    at: location
                )
                return
            }
            log.error(
                "'from' reads '\(name)' but '\(last.path)' is not a model with properties, so it has no member "
                    + "'\(name.dropFirst(last.path.count + 1))'",
                at: location,
                notes: Self.declarationNote(
                    "property '\(last.property.wireName)' is declared here",
                    at: last.property.location,
                    for: location
                )
            )
        case .unknownProperty(let property, let model, let steps):
            guard case .object(let properties) = model.kind else { return }
            let wireNames = properties.map(\.wireName)
            let whose =
                steps.last.map { "the type of '\($0.path)'" } ?? "the 2xx response of endpoint '\(endpoint.name)'"
            let named = steps.isEmpty ? "'\(property)', which" : "'\(name)', but '\(property)'"
            log.error(
                "'from' names \(named) is not a property of model '\(model.name)', \(whose)"
                    + Suggestion.memberHint(for: property, in: wireNames),
                at: location,
                notes: Self.declarationNote("model '\(model.name)' is declared here", at: model.location, for: location)
            )
        }
    }

    /// `an enumeration`, `a union`: a model without properties.
    private static func modelKindDescription(_ kind: ModelDefinition.Kind?) -> String {
        switch kind {
        case .enumeration?, .valueEnumeration?: "an enumeration"
        case .oneOf?: "a union"
        case .object?, nil: "not a model with properties"
        }
    }

    // MARK: - What a method returns

    /// Reports a `returns` type the generated method cannot produce: the response holds a model without a
    /// `domain` mapping, so the method returns its transfer type, yet `returns` names something else.
    private mutating func checkReturnType(
        of method: RepositoryMethod,
        in repository: String,
        context: RepositoryContext
    ) {
        let returnType = method.returnType
        let methodName = method.name
        let endpointName = method.endpoint
        let location = sourceMap.location(
            of: .methodReturns(repository: repository, method: method.name),
            or: method.location
        )
        guard let endpoint = context.endpoints[endpointName] else { return }
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
        if let responseProperty = method.responseProperty {
            guard case .resolved(let steps) = spec.resolvePropertyPath(responseProperty, from: schema),
                let last = steps.last
            else { return }
            schema = last.property.schema
        }
        while true {
            switch schema.kind {
            case .array(let element), .map(let element): schema = element
            case .reference(let name):
                guard let model = context.models[name], case .object = model.kind, model.domainMapping == nil else {
                    return
                }
                let transferType = SwiftNaming.typeName(name, acronyms: spec.acronyms) + Self.modelTypeSuffix
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
