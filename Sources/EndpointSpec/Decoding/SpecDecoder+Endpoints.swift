import HTTPSemantics

// MARK: - Endpoints

extension SpecDecoder {
    /// Decodes one member of `endpoints`; `nil` when it lacks a usable method or path.
    mutating func decodeEndpoint(_ member: JSONNode.Member) -> EndpointDefinition? {
        let context = "endpoint '\(member.key)'"
        guard let object = object(member.value, context: context, anchor: member.keyLocation, keys: SpecKeys.endpoint)
        else { return nil }
        let method = decodeMethod(in: object)
        let path = string("path", in: object, required: true).map(PathTemplate.init)
        let summary = string("summary", in: object)
        let details = string("description", in: object)
        let description = [summary, details].compactMap { $0 }.joined(separator: "\n\n")
        let isDeprecated = bool("deprecated", in: object) ?? false
        let parameters = decodeParameters(in: object, endpointName: member.key, path: path)
        if let path, let pathMember = object["path"] {
            checkPath(path, node: pathMember.value, endpointLocation: member.keyLocation)
        }
        let bodies = value("body", in: object).map { decodeRequestBodies($0, endpointName: member.key) } ?? []
        for (index, body) in bodies.enumerated() {
            sourceMap[.bodyContentType(endpoint: member.keyLocation, index: index)] = body.contentTypeLocation
            sourceMap[.bodyEncoding(endpoint: member.keyLocation, index: index)] = body.encodingLocation
            sourceMap[.bodySchema(endpoint: member.keyLocation, index: index)] = body.schemaKeyLocation
        }
        let body = bodies.first
        let responses = decodeResponses(in: object, endpointName: member.key)
        let isRetryable = bool("retryable", in: object)
        let security = decodeSecurity(in: object, context: context)
        let examples = decodeExamples(in: object, endpointName: member.key)
        let tags = strings("tags", in: object)?.map(\.0) ?? []
        let baseURL = decodeBaseURL(in: object)
        let constantQueryItems = decodeConstantQuery(in: object, endpointName: member.key)
        let pagination = value("pagination", in: object).flatMap {
            decodePagination($0, context: "'pagination' of endpoint '\(member.key)'")
        }
        let idempotencyKey = decodeIdempotencyKey(in: object, allowsFalse: true)
        guard let method, let path else { return nil }
        var endpoint = EndpointDefinition(
            name: member.key,
            method: method,
            pathTemplate: path,
            description: description.isEmpty ? nil : description,
            isDeprecated: isDeprecated,
            parameters: parameters,
            body: body?.schema,
            bodyMediaType: body?.mediaType ?? .json,
            bodyEncodings: body?.encodings ?? [],
            responses: responses,
            isRetryable: isRetryable,
            examples: examples,
            security: security,
            location: member.keyLocation
        )
        endpoint.tags = tags
        endpoint.baseURL = baseURL
        endpoint.constantQueryItems = constantQueryItems
        endpoint.pagination = pagination
        endpoint.isBodyOptional = bodies.contains(where: \.isOptional)
        switch idempotencyKey {
        case .header(let header):
            endpoint.idempotencyKeyHeader = header
            sourceMap[.idempotencyKey(endpoint: member.keyLocation)] = object["idempotencyKey"]?.value.location
        case .none?: endpointsWithoutIdempotencyKey.insert(member.key)
        case nil: break
        }
        endpoint.alternativeBodies = bodies.dropFirst().map {
            AlternativeBody(schema: $0.schema, mediaType: $0.mediaType, encodings: $0.encodings)
        }
        return endpoint
    }

    /// `constantQuery`: names to a string value, or `null` for a name sent alone (the validator checks the names).
    private mutating func decodeConstantQuery(in object: ObjectView, endpointName: String) -> [ConstantQueryItem] {
        var items: [ConstantQueryItem] = []
        for member in members("constantQuery", in: object) ?? [] {
            switch member.value.value {
            case .string(let text):
                items.append(ConstantQueryItem(name: member.key, value: text, location: member.keyLocation))
            case .null: items.append(ConstantQueryItem(name: member.key, value: nil, location: member.keyLocation))
            default:
                log.error(
                    "constant query item '\(member.key)' of endpoint '\(endpointName)' must be a string, or null to "
                        + "send the name alone; found \(member.value.typeDescription)",
                    at: member.value.location
                )
            }
        }
        return items
    }

    private mutating func decodeMethod(in object: ObjectView) -> String? {
        guard let method = string("method", in: object, required: true), let member = object["method"] else {
            return nil
        }
        let uppercased = method.uppercased()
        guard SpecKeys.methods.contains(uppercased) else {
            let hint = Suggestion.closest(to: uppercased, in: SpecKeys.methods).map { "; did you mean '\($0)'?" }
            log.error(
                "unknown HTTP method '\(method)'"
                    + (hint ?? "; expected one of \(Self.list(SpecKeys.methods, conjunction: "or"))"),
                at: member.value.location
            )
            return nil
        }
        return uppercased
    }

    // MARK: Parameters

    private mutating func decodeParameters(
        in object: ObjectView,
        endpointName: String,
        path: PathTemplate?
    ) -> [ParameterDefinition] {
        var parameters: [ParameterDefinition] = []
        for member in members("parameters", in: object) ?? [] {
            let context = "parameter '\(member.key)' of endpoint '\(endpointName)'"
            guard
                let view = self.object(
                    member.value,
                    context: context,
                    anchor: member.keyLocation,
                    keys: SpecKeys.parameter
                )
            else { continue }
            let swiftName = decodeSwiftName(in: view)
            let schema = decodeSchema(view)
            let explicitRequired = bool("required", in: view)
            guard let place = string("in", in: view, required: true), let placeMember = view["in"] else { continue }
            guard let location = ParameterDefinition.Location(rawValue: place) else {
                let hint = Suggestion.closest(to: place, in: SpecKeys.parameterLocations).map {
                    "; did you mean '\($0)'?"
                }
                log.error(
                    "'in' must be 'path', 'query' or 'header', found '\(place)'\(hint ?? "")",
                    at: placeMember.value.location
                )
                continue
            }
            if location == .path, explicitRequired == false, let requiredMember = view["required"] {
                log.error(
                    "path parameter '\(member.key)' is always required; remove \"required\": false",
                    at: requiredMember.value.location
                )
            }
            var parameter = ParameterDefinition(
                name: member.key,
                swiftName: swiftName,
                location: location,
                schema: schema,
                isRequired: location == .path || explicitRequired == true,
                style: decodeParameterStyle(in: view, location: location, name: member.key),
                explode: bool("explode", in: view),
                sourceLocation: member.keyLocation
            )
            if bool("multiSegment", in: view) == true, let flag = view["multiSegment"] {
                parameter.isMultiSegment = checkMultiSegment(parameter, path: path, at: flag.keyLocation)
            }
            parameters.append(parameter)
        }
        return parameters
    }

    /// Whether `parameter` may be `multiSegment`: a string path parameter written as a whole segment of the path
    /// (`/contents/{path}`, not `/files/{name}.json`), in the default `simple` style; an error at `location`
    /// otherwise.
    private mutating func checkMultiSegment(
        _ parameter: ParameterDefinition,
        path: PathTemplate?,
        at location: SourceLocation
    ) -> Bool {
        let name = parameter.name
        guard parameter.location == .path else {
            log.error(
                "only a path parameter can be 'multiSegment'; \(parameter.location.rawValue) parameter '\(name)' is "
                    + "sent as one value",
                at: location
            )
            return false
        }
        guard parameter.schema.kind == .string, parameter.hasDefaultSerialization else {
            log.error(
                "multi-segment path parameter '\(name)' must be a string in the default 'simple' style",
                at: location
            )
            return false
        }
        let isWholeSegment =
            path?.segments.contains { $0.parts == [.placeholder(name)] } ?? true
        guard isWholeSegment else {
            log.error(
                "multi-segment path parameter '\(name)' must be a whole segment of the path ('/{\(name)}'), "
                    + "with no text beside it",
                at: location
            )
            return false
        }
        return true
    }

    /// `style`, when it names a style the parameter's location takes; an error (with a suggestion) otherwise.
    private mutating func decodeParameterStyle(
        in view: ObjectView,
        location: ParameterDefinition.Location,
        name: String
    ) -> ParameterStyle? {
        guard let text = string("style", in: view), let member = view["style"] else { return nil }
        let allowed = ParameterStyle.styles(for: location)
        if let style = ParameterStyle(rawValue: text), allowed.contains(style) { return style }
        let names = allowed.map(\.rawValue)
        let list =
            names.count == 1
            ? "'\(names[0])'"
            : names.dropLast().map { "'\($0)'" }.joined(separator: ", ")
                + " or '\(names[names.count - 1])'"
        let hint =
            ParameterStyle(rawValue: text) != nil
            ? ""
            : Suggestion.closest(to: text, in: names).map { "; did you mean '\($0)'?" } ?? ""
        log.error(
            "\(location.rawValue) parameter '\(name)' cannot have style '\(text)'; \(location.rawValue) parameters take "
                + "\(list)\(hint)",
            at: member.value.location
        )
        return nil
    }

    // MARK: Path

    /// Reports a path that does not parse, and records where each placeholder is written (the validator checks
    /// them against the parameters).
    private mutating func checkPath(_ template: PathTemplate, node: JSONNode, endpointLocation: SourceLocation) {
        let path = template.text
        let location = node.location
        let scalars = Array(path.unicodeScalars)
        if !path.hasPrefix("/") {
            log.error("'path' must start with '/', found '\(path)'", at: location)
        }
        if let offset = scalars.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            log.error(
                "'path' must not contain a query or fragment; declare query parameters with \"in\": \"query\"",
                at: node.location(ofScalarAt: offset)
            )
        }
        if let offset = scalars.firstIndex(where: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
            log.error("'path' must not contain whitespace", at: node.location(ofScalarAt: offset))
        }
        if let error = template.syntaxError {
            switch error.kind {
            case .emptyPlaceholder:
                log.error("'path' has an empty placeholder '{}'", at: node.location(ofScalarAt: error.offset))
            case .unclosedBrace, .unopenedBrace, .nestedBrace:
                log.error(
                    "'path' has unbalanced '{' or '}' (\(error)); write placeholders as '{name}'",
                    at: node.location(ofScalarAt: error.offset)
                )
            }
            return
        }
        for (index, placeholder) in template.placeholders.enumerated() {
            let place = SpecSourceMap.Place.pathPlaceholder(endpoint: endpointLocation, index: index)
            sourceMap[place] = node.location(ofScalarAt: placeholder.offset)
        }
    }
}
