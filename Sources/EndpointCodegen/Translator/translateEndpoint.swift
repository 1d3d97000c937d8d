import EndpointSpec

// MARK: - Endpoints

extension SpecTranslator {
    /// The members `endpoint` adds to the endpoint namespace: its inline enums and its factory function, which
    /// builds an `Endpoint` from path parameters, `QueryItems`, headers and the body.
    func translateEndpoint(_ endpoint: EndpointDefinition) -> [Declaration] {
        let endpointNames = names.endpoint(endpoint.name)
        let signature = EndpointSignature(endpoint: endpoint, translator: self, enumScope: nil)

        var arguments: [Argument] = [
            Argument("method", .singleLine(methodExpression(endpoint.method))),
            Argument("path", .string(endpoint.pathTemplate.text)),
        ]
        // One entry per placeholder of the parsed template, in path order.
        let pathEntries = endpoint.pathTemplate.placeholderNames.compactMap { name in
            signature.item(forParameter: name).map {
                DictionaryEntry(key: .string(name), value: .singleLine(textExpression($0)))
            }
        }
        if !pathEntries.isEmpty { arguments.append(Argument("pathParameters", .dictionary(pathEntries))) }

        var body: [Statement] = []
        let query = endpointNames.queryLocal
        let queryItems = items(of: endpoint, in: .query, signature)
        if !queryItems.isEmpty {
            body.append(.variable(isMutable: true, name: query, type: nil, value: .type(.runtime("QueryItems")).call()))
            body += queryItems.map {
                .expression(
                    .singleLine(
                        .identifier(query).member("append")
                            .call([Argument(nil, .string($0.wireName)), Argument(nil, queryValue($0))])
                    )
                )
            }
            arguments.append(Argument("queryItems", .identifier(query).member("items")))
        }
        let headers = endpointNames.headersLocal
        let headerItems = items(of: endpoint, in: .header, signature)
        if !headerItems.isEmpty {
            body.append(
                .variable(
                    isMutable: true,
                    name: headers,
                    type: .dictionary(key: .string, value: .string),
                    value: .dictionary([])
                )
            )
            body += headerItems.map {
                .assignment(
                    target: .subscripted(.identifier(headers), .string($0.wireName)),
                    value: .singleLine(textExpression($0))
                )
            }
            arguments.append(Argument("headers", .identifier(headers)))
        }
        if let schema = endpoint.body { arguments.append(bodyArgument(endpoint, schema: schema)) }
        if let isRetryable = endpoint.isRetryable {
            arguments.append(Argument("isRetryable", .literal(isRetryable ? "true" : "false")))
        }
        let responses = endpointNames.responses
        if let successType = responses.successType {
            arguments.append(Argument("successes", Expression.identifier(successType).member("declaredResponses")))
        }
        if let errorType = responses.errorType {
            arguments.append(Argument("errors", Expression.identifier(errorType).member("declaredResponses")))
        }
        // An endpoint whose 2xx responses declare headers carries their type, for `withResponse(_:)`.
        let headersType = endpointNames.responses.headersType
        let endpointType: SwiftType = headersType == nil ? .runtime("Endpoint") : .runtime("EndpointWithHeaders")
        // A text or binary success body is read by the runtime's `text` or `data` factory.
        let successKind = endpoint.successResponse?.schema == nil ? nil : endpoint.successResponse?.mediaType.kind
        let factoryName: String? =
            responses.successType != nil ? nil : successKind.flatMap(Self.contentLabel)
        var call = requiringSecurity(
            of: endpoint,
            factoryName.map { Expression.type(endpointType).member($0).call(arguments) }
                ?? Expression.type(endpointType).call(arguments)
        )
        // A path's or operation's own server replaces the client's base URL for this endpoint only.
        if let server = endpoint.baseURL {
            call = call.member("sent").call([Argument("toServer", .string(server))])
        }
        body.append(body.isEmpty ? .expression(call) : .return(call))

        var documentation = documentation(
            endpoint.description,
            fallback: "Sends `\(endpoint.method) \(endpoint.path)`."
        )
        if !signature.items.isEmpty { documentation += [""] + signature.parameterDocumentation }
        let factory = Declaration.function(
            FunctionDeclaration(
                documentation: documentation,
                attributes: deprecation(endpoint.isDeprecated),
                isStatic: true,
                kind: .function(SwiftNaming.escaped(endpointNames.functionName)),
                parameters: signature.parameters,
                returnType: headersType.map { endpointType.generic(signature.responseType, .named($0)) }
                    ?? endpointType.generic(signature.responseType),
                body: body
            )
        )
        return inlineEnums(of: endpoint, names: endpointNames)
            + responseDeclarations(of: endpoint, names: endpointNames) + [factory]
    }

    // MARK: Body

    /// `body: body` for a JSON body; `content: .text(body, contentType: "…")`, `.data(…)` or `.form(body, styles: …)`
    /// for any other.
    private func bodyArgument(_ endpoint: EndpointDefinition, schema: Schema) -> Argument {
        let mediaType = endpoint.bodyMediaType
        let body = Expression.identifier(EndpointNames.bodyName)
        let contentType = Argument("contentType", .string(mediaType.text))
        if mediaType.kind == .form, case .reference = schema.kind {
            var arguments = [Argument(nil, body)]
            let styles = endpoint.bodyEncodings.compactMap { encoding -> DictionaryEntry? in
                let style: Expression
                switch encoding.style {
                case .form:
                    guard !encoding.explode else { return nil }
                    style = Expression.implicitMember("form").call([Argument("explode", .literal("false"))])
                case .spaceDelimited: style = .implicitMember("spaceDelimited")
                case .pipeDelimited: style = .implicitMember("pipeDelimited")
                case .deepObject: style = .implicitMember("deepObject")
                }
                return DictionaryEntry(key: .string(encoding.name), value: .singleLine(style))
            }
            if !styles.isEmpty { arguments.append(Argument("styles", .dictionary(styles))) }
            if !mediaType.isForm { arguments.append(contentType) }
            return Argument("content", Expression.implicitMember("form").call(arguments))
        }
        guard let label = Self.contentLabel(mediaType.kind) else { return Argument("body", body) }
        return Argument("content", Expression.implicitMember(label).call([Argument(nil, body), contentType]))
    }

    // MARK: Parameters

    /// A signature item with the wire name and schema of its spec parameter.
    private struct ParameterItem {
        let item: EndpointSignature.Item
        let wireName: String
        let schema: Schema
    }

    /// The signature items of the parameters `endpoint` sends in `location`, in source order.
    private func items(
        of endpoint: EndpointDefinition,
        in location: ParameterDefinition.Location,
        _ signature: EndpointSignature
    ) -> [ParameterItem] {
        endpoint.parameters.filter { $0.location == location }.compactMap { parameter in
            signature.item(forParameter: parameter.name).map {
                ParameterItem(item: $0, wireName: parameter.name, schema: parameter.schema)
            }
        }
    }

    /// A `String` expression for a path segment or header value; arrays join their elements with commas.
    private func textExpression(_ item: EndpointSignature.Item) -> Expression {
        let value = Expression.identifier(item.name)
        guard let schema = item.parameter?.schema else { return value }
        switch schema.kind {
        case .byte:
            return value.member("base64EncodedString", optionalChaining: item.isOptional).call()
        case .array(let element):
            let map = value.member("map", optionalChaining: item.isOptional)
            let mapped =
                element.kind == .byte
                ? .trailingClosure(map, body: Expression.identifier("$0").member("base64EncodedString").call())
                : map.call([Argument(nil, .keyPath("parameterValue"))])
            return mapped.member("joined").call([Argument("separator", .string(","))])
        default:
            return value.member("parameterValue", optionalChaining: item.isOptional)
        }
    }

    private func textExpression(_ parameter: ParameterItem) -> Expression { textExpression(parameter.item) }

    /// The value appended to `QueryItems`: the parameter itself, or its text where the type has no wire form.
    private func queryValue(_ parameter: ParameterItem) -> Expression {
        let value = Expression.identifier(parameter.item.name)
        guard parameter.schema.kind == .byte else { return value }
        return value.member("base64EncodedString", optionalChaining: parameter.item.isOptional).call()
    }

    // MARK: Helpers

    /// String enums for the inline enums of the parameters, body and success response.
    private func inlineEnums(of endpoint: EndpointDefinition, names endpointNames: EndpointNames) -> [Declaration] {
        // Most endpoints have none: the documentation is spelled only for sites that have one.
        guard !endpointNames.inlineEnums.isEmpty else { return [] }
        var declarations: [Declaration] = []
        func add(_ site: EndpointNames.InlineEnumSite, _ schema: Schema, _ what: () -> String) {
            guard let typeName = endpointNames.inlineEnums[site], let values = schema.inlineEnumValues else { return }
            declarations.append(
                stringEnum(
                    name: typeName,
                    documentation: ["The values of \(what())."],
                    attributes: [],
                    values: values,
                    caseNames: NameTable.caseNames(for: values)
                )
            )
        }
        for parameter in endpoint.parameters {
            add(.parameter(parameter.name), parameter.schema) {
                "the `\(parameter.name)` parameter of `\(endpoint.name)`"
            }
        }
        if let body = endpoint.body { add(.body, body) { "the request body of `\(endpoint.name)`" } }
        if let schema = endpoint.successResponse?.schema {
            add(.response, schema) { "the response of `\(endpoint.name)`" }
        }
        for response in endpoint.responses {
            guard let schema = response.schema else { continue }
            add(.responseBody(response.status), schema) { "the \(response.status) response of `\(endpoint.name)`" }
        }
        for header in endpoint.successHeaders {
            add(.responseHeader(header.name.lowercased()), header.schema) {
                "the `\(header.name)` header of `\(endpoint.name)`"
            }
        }
        return declarations
    }

    /// `.get` for the standard methods, `HTTPMethod(rawValue: "…")` otherwise.
    private func methodExpression(_ method: String) -> Expression {
        let standard = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]
        let upper = method.uppercased()
        return standard.contains(upper)
            ? .implicitMember(upper.lowercased())
            : Expression.type(.runtime("HTTPMethod")).call([Argument("rawValue", .string(method))])
    }
}
