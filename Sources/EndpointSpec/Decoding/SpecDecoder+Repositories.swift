// MARK: - Repositories

extension SpecDecoder {
    /// Decodes one member of `repositories`.
    mutating func decodeRepository(_ member: JSONNode.Member) -> RepositoryDefinition? {
        let context = "repository '\(member.key)'"
        guard let object = object(member.value, context: context, anchor: member.keyLocation, keys: SpecKeys.repository)
        else { return nil }
        let description = string("description", in: object)
        var protocols: [String] = []
        for (name, location) in strings("conformsTo", in: object) ?? [] {
            guard SwiftIdentifier.isValidPath(name) else {
                log.error("'conformsTo' must list Swift protocol names, found '\(name)'", at: location)
                continue
            }
            protocols.append(name)
        }
        var methods: [RepositoryMethod] = []
        for methodMember in members("methods", in: object, required: true) ?? [] {
            if let method = decodeRepositoryMethod(methodMember, repositoryName: member.key) { methods.append(method) }
        }
        return RepositoryDefinition(
            name: member.key,
            description: description,
            protocols: protocols,
            methods: methods,
            location: member.keyLocation
        )
    }

    private mutating func decodeRepositoryMethod(_ member: JSONNode.Member, repositoryName: String) -> RepositoryMethod?
    {
        let context = "method '\(member.key)' of repository '\(repositoryName)'"
        guard
            let object = object(
                member.value,
                context: context,
                anchor: member.keyLocation,
                keys: SpecKeys.repositoryMethod
            )
        else { return nil }
        let endpoint = nonEmptyString("endpoint", in: object, required: true)
        var parameters: [RepositoryParameter] = []
        for (offset, element) in (elements("parameters", in: object) ?? []).enumerated() {
            let parameterContext = "parameter \(offset + 1) of \(context)"
            guard
                let (parameter, targetLocation, typeLocation) = decodeRepositoryParameter(
                    element,
                    context: parameterContext
                )
            else {
                continue
            }
            let place = SpecSourceMap.Place.parameterTarget(
                repository: repositoryName,
                method: member.key,
                index: parameters.count
            )
            sourceMap[place] = targetLocation
            sourceMap[.parameterType(repository: repositoryName, method: member.key, index: parameters.count)] =
                typeLocation
            parameters.append(parameter)
        }
        let returnType = nonEmptyString("returns", in: object, required: true)
        if let returnType, let location = object["returns"]?.value.location,
            !SwiftIdentifier.isPlausibleType(returnType)
        {
            log.error(
                "'returns' must be a Swift type such as 'Product' or '[Product]', found '\(returnType)'",
                at: location
            )
        }
        let responseProperty = nonEmptyString("from", in: object)
        let walksPages = bool("pages", in: object) ?? false
        sourceMap[.methodPages(repository: repositoryName, method: member.key)] = object["pages"]?.keyLocation
        let errors = decodeErrorMappings(in: object, repositoryName: repositoryName, methodName: member.key)
        sourceMap[.methodEndpoint(repository: repositoryName, method: member.key)] = object["endpoint"]?.value.location
        sourceMap[.methodReturns(repository: repositoryName, method: member.key)] = object["returns"]?.value.location
        sourceMap[.methodResponseProperty(repository: repositoryName, method: member.key)] =
            object["from"]?.value.location
        guard let endpoint, let returnType else { return nil }
        return RepositoryMethod(
            name: member.key,
            endpoint: endpoint,
            parameters: parameters,
            returnType: returnType,
            responseProperty: responseProperty,
            errors: errors,
            walksPages: walksPages,
            location: member.keyLocation
        )
    }

    private mutating func decodeRepositoryParameter(
        _ node: JSONNode,
        context: String
    ) -> (RepositoryParameter, targetLocation: SourceLocation, typeLocation: SourceLocation?)? {
        guard let object = object(node, context: context, keys: SpecKeys.repositoryParameter) else { return nil }
        let label = nonEmptyString("label", in: object)
        if let label, label != "_", let location = object["label"]?.value.location, !SwiftIdentifier.isValid(label) {
            log.error("'label' must be a Swift identifier or '_', found '\(label)'", at: location)
        }
        let name = nonEmptyString("name", in: object, required: true)
        if let name, let location = object["name"]?.value.location, !SwiftIdentifier.isValid(name) {
            log.error("'name' must be a Swift identifier, found '\(name)'", at: location)
        }
        let type = nonEmptyString("type", in: object, required: true)
        if let type, let location = object["type"]?.value.location, !SwiftIdentifier.isPlausibleType(type) {
            log.error("'type' must be a Swift type such as 'Product.ID' or 'Int?', found '\(type)'", at: location)
        }
        let endpointParameter = nonEmptyString("to", in: object, required: true)
        let valuePath = nonEmptyString("value", in: object)
        if let valuePath, let location = object["value"]?.value.location, !SwiftIdentifier.isValidPath(valuePath) {
            log.error("'value' must be a property path such as 'rawValue', found '\(valuePath)'", at: location)
        }
        guard let name, let type, let endpointParameter, let targetLocation = object["to"]?.value.location else {
            return nil
        }
        let parameter = RepositoryParameter(
            label: label,
            name: name,
            type: type,
            endpointParameter: endpointParameter,
            valuePath: valuePath,
            location: node.location
        )
        return (parameter, targetLocation, object["type"]?.value.location)
    }

    /// `errors`: status → one mapping, or a list of them (those with `when` tried in order, then the one without).
    private mutating func decodeErrorMappings(
        in object: ObjectView,
        repositoryName: String,
        methodName: String
    ) -> [StatusErrorMapping] {
        var mappings: [StatusErrorMapping] = []
        for member in members("errors", in: object) ?? [] {
            guard let status = Self.statusCode(member.key) else {
                log.error(
                    "invalid error status '\(member.key)' in method '\(methodName)'; use an HTTP status code from 100 "
                        + "to 599",
                    at: member.keyLocation
                )
                continue
            }
            let context = "error '\(member.key)' of method '\(methodName)'"
            if case .array(let elements) = member.value.value {
                for (offset, element) in elements.enumerated() {
                    let place = MappingPlace(repository: repositoryName, method: methodName, status: status)
                    let elementContext = "mapping \(offset + 1) of \(context)"
                    if let mapping = decodeErrorMapping(element, context: elementContext, anchor: nil, place: place) {
                        mappings.append(mapping)
                    }
                }
                continue
            }
            let place = MappingPlace(repository: repositoryName, method: methodName, status: status)
            if let mapping = decodeErrorMapping(
                member.value,
                context: context,
                anchor: member.keyLocation,
                place: place
            ) {
                mappings.append(mapping)
            }
        }
        // Stable: by status, the mappings with `when` before the one without, each in the order written.
        return mappings.enumerated()
            .sorted { left, right in
                let leftKey = (left.element.status, left.element.condition == nil ? 1 : 0, left.offset)
                let rightKey = (right.element.status, right.element.condition == nil ? 1 : 0, right.offset)
                return leftKey < rightKey
            }
            .map(\.element)
    }

    /// Where an error mapping is: its repository, method and status.
    private struct MappingPlace {
        let repository: String
        let method: String
        let status: Int
    }

    /// One `{ "when": …, "throw": …, "arguments": … }`, located at `anchor` (the status key) or at the object.
    private mutating func decodeErrorMapping(
        _ node: JSONNode,
        context: String,
        anchor: SourceLocation?,
        place: MappingPlace
    ) -> StatusErrorMapping? {
        guard let view = self.object(node, context: context, anchor: anchor, keys: SpecKeys.errorMapping) else {
            return nil
        }
        let location = anchor ?? node.location
        let error = nonEmptyString("throw", in: view, required: true)
        if let error, let errorLocation = view["throw"]?.value.location, !SwiftIdentifier.isValidPath(error) {
            log.error(
                "'throw' must be a Swift error value such as 'ProductError.notFound', found '\(error)'",
                at: errorLocation
            )
        }
        let condition = decodeErrorCondition(in: view, context: context)
        var arguments: [ErrorArgument] = []
        for element in elements("arguments", in: view) ?? [] {
            let argumentPlace = SpecSourceMap.Place.errorArgument(
                repository: place.repository,
                method: place.method,
                mapping: location,
                index: arguments.count
            )
            switch element.value {
            case .string(let argument):
                sourceMap[argumentPlace] = element.location
                arguments.append(.parameter(argument))
            case .object:
                let argumentContext = "an argument of \(context)"
                guard let argument = self.object(element, context: argumentContext, keys: ["from"]),
                    let property = nonEmptyString("from", in: argument, required: true),
                    let propertyLocation = argument["from"]?.value.location
                else { continue }
                sourceMap[argumentPlace] = propertyLocation
                arguments.append(.bodyProperty(property))
            default:
                log.error(
                    "every element of 'arguments' must be a method parameter's name or { \"from\": \"property\" }, "
                        + "found \(element.typeDescription)",
                    at: element.location
                )
            }
        }
        guard let error else { return nil }
        return StatusErrorMapping(
            status: place.status,
            error: error,
            arguments: arguments,
            condition: condition,
            location: location
        )
    }

    /// `"when": { "code": "name_taken" }`: exactly one member of the error body and the text it must hold.
    private mutating func decodeErrorCondition(in view: ObjectView, context: String) -> ErrorBodyCondition? {
        guard let members = members("when", in: view), let when = view["when"] else { return nil }
        guard members.count == 1, let member = members.first else {
            log.error(
                "'when' must name exactly one member of the error body and its value, such as "
                    + "{ \"code\": \"name_taken\" }, found \(members.count) members",
                at: when.keyLocation
            )
            return nil
        }
        guard case .string(let value) = member.value.value, !value.isEmpty else {
            log.error(
                "the value of '\(member.key)' in 'when' of \(context) must be a non-empty string (the text the member "
                    + "holds), found \(member.value.typeDescription)",
                at: member.value.location
            )
            return nil
        }
        return ErrorBodyCondition(
            member: member.key,
            value: value,
            memberLocation: member.keyLocation,
            valueLocation: member.value.location
        )
    }
}
