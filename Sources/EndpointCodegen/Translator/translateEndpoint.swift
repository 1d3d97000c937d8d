import EndpointSpec

// MARK: - Endpoints

extension SpecTranslator {
    /// The members `endpoint` adds to the endpoint namespace: its inline enums and its factory function, which
    /// builds an `Endpoint` from path parameters, `QueryItems`, headers and the body.
    func translateEndpoint(_ endpoint: EndpointDefinition, bodyLabel: String? = nil) -> [Declaration] {
        let endpointNames = names.endpoint(endpoint.name)
        let signature = EndpointSignature(endpoint: endpoint, translator: self, enumScope: nil, bodyLabel: bodyLabel)

        var arguments: [Argument] = [
            Argument("method", .singleLine(methodExpression(endpoint.method))),
            Argument("path", .string(endpoint.pathTemplate.text)),
        ]
        // One entry per placeholder of the parsed template, in path order; a styled one (an array, an object or a
        // declared style) is written by the runtime's serializer, already percent-encoded.
        var pathEntries: [DictionaryEntry] = []
        var styledPathEntries: [DictionaryEntry] = []
        for name in endpoint.pathTemplate.placeholderNames {
            guard let item = signature.item(forParameter: name) else { continue }
            if let parameter = item.parameter, isStyled(parameter) {
                styledPathEntries.append(
                    DictionaryEntry(key: .string(name), value: styledPathValue(item, parameter))
                )
            } else {
                pathEntries.append(DictionaryEntry(key: .string(name), value: .singleLine(textExpression(item))))
            }
        }
        if !pathEntries.isEmpty { arguments.append(Argument("pathParameters", .dictionary(pathEntries))) }
        if !styledPathEntries.isEmpty {
            arguments.append(Argument("percentEncodedPathParameters", .dictionary(styledPathEntries)))
        }
        let spanning = endpoint.multiSegmentParameterNames
        let multiSegment = endpoint.pathTemplate.placeholderNames.filter(spanning.contains)
        if !multiSegment.isEmpty {
            arguments.append(Argument("multiSegmentPathParameters", .array(multiSegment.map(Expression.string))))
        }

        // A call of a response's `stream` sets the body's stream property first.
        var body: [Statement] = streamPropertyStatements(endpoint)
        let query = endpointNames.queryLocal
        let queryItems = items(of: endpoint, in: .query, signature)
        if !queryItems.isEmpty || !endpoint.constantQueryItems.isEmpty {
            body.append(.variable(isMutable: true, name: query, type: nil, value: .type(.runtime("QueryItems")).call()))
            // The path key's own query (`constantQuery`) first, as it is written there.
            body += endpoint.constantQueryItems.map { item in
                let value: Expression = item.value.map { .string($0) } ?? .literal("nil")
                let append = Expression.identifier(query).member("append")
                return .expression(
                    .singleLine(append.call([Argument("constant", .string(item.name)), Argument(nil, value)]))
                )
            }
            body += queryItems.map { .expression(.singleLine(queryAppend($0, to: query))) }
            arguments.append(Argument("queryItems", .identifier(query).member("items")))
            if endpoint.parameters.contains(where: { $0.location == .query && isStyled($0) }) {
                arguments.append(Argument("percentEncodedQueryItems", .identifier(query).member("percentEncodedItems")))
            }
        }
        let headers = endpointNames.headersLocal
        let headerItems = items(of: endpoint, in: .header, signature)
        // `Accept` names the declared media types when they are not JSON alone (the client's default); a declared
        // `Accept` header parameter, assigned after it, still wins.
        let acceptEntries = Self.acceptValue(of: endpoint).map {
            [DictionaryEntry(key: .string("Accept"), value: .string($0))]
        }
        if headerItems.isEmpty, let acceptEntries {
            arguments.append(Argument("headers", .dictionary(acceptEntries)))
        }
        if !headerItems.isEmpty {
            body.append(
                .variable(
                    isMutable: true,
                    name: headers,
                    type: .dictionary(key: .string, value: .string),
                    value: .dictionary(acceptEntries ?? [])
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
        // A key header makes the call safe to retry: the runtime sends a fresh key unless the caller gave one.
        if let header = endpoint.idempotencyKeyHeader {
            call = call.member("idempotent").call([Argument("keyHeader", .string(header))])
        }
        body.append(body.isEmpty ? .expression(call) : .return(call))

        var documentation = documentation(
            endpoint.description,
            fallback: "Sends `\(endpoint.method) \(endpoint.path)\(Self.constantQueryText(of: endpoint))`."
        )
        documentation += Self.alternativeBodyNote(endpoint, bodyLabel: bodyLabel)
        if !signature.items.isEmpty { documentation += [""] + signature.parameterDocumentation }
        let factory = Declaration.function(
            FunctionDeclaration(
                documentation: documentation,
                attributes: deprecation(endpoint.isDeprecated),
                isStatic: true,
                kind: .function(SwiftNaming.escaped(endpointNames.functionName)),
                parameters: signature.parameters,
                isThrowing: endpoint.parameters.contains { isObjectParameter($0) },
                returnType: headersType.map { endpointType.generic(signature.responseType, .named($0)) }
                    ?? endpointType.generic(signature.responseType),
                body: body
            )
        )
        return inlineEnums(of: endpoint, names: endpointNames)
            + responseDeclarations(of: endpoint, names: endpointNames) + [factory]
    }

    // MARK: Constant query

    /// `?view=status&…`: the endpoint's constant query items as a query string (before percent-encoding), or empty.
    static func constantQueryText(of endpoint: EndpointDefinition) -> String {
        guard !endpoint.constantQueryItems.isEmpty else { return "" }
        return "?" + endpoint.constantQueryItems.map(\.text).joined(separator: "&")
    }

    // MARK: Accept

    /// The `Accept` value for `endpoint`: the media types of its responses with a body (without parameters, each
    /// once, in spec order), or `nil` when there are none or they are `application/json` alone, which the client
    /// sends by default.
    static func acceptValue(of endpoint: EndpointDefinition) -> String? {
        var types: [String] = []
        for response in endpoint.responses where response.schema != nil {
            let essence = response.mediaType.essence
            if !types.contains(essence) { types.append(essence) }
        }
        guard !types.isEmpty, types != ["application/json"] else { return nil }
        return types.joined(separator: ", ")
    }

    // MARK: Body

    /// `body: body` for a JSON body; `content: .text(body, contentType: "…")`, `.data(…)` or `.form(body, styles: …)`
    /// for any other.
    private func bodyArgument(_ endpoint: EndpointDefinition, schema: Schema) -> Argument {
        let argument = bodyArgument(
            endpoint,
            schema: schema,
            body: .identifier(endpoint.isBodyOptional ? "$0" : EndpointNames.bodyName)
        )
        // An optional JSON body is passed as it is (`nil` sends none); any other is built only when given.
        guard endpoint.isBodyOptional, argument.label == "content" else {
            return Argument(
                argument.label,
                argument.label == "body" ? .identifier(EndpointNames.bodyName) : argument.value
            )
        }
        return Argument(
            "content",
            .trailingClosure(.identifier(EndpointNames.bodyName).member("map"), body: argument.value)
        )
    }

    /// ``bodyArgument(_:schema:)`` for a body given as `body`.
    private func bodyArgument(_ endpoint: EndpointDefinition, schema: Schema, body: Expression) -> Argument {
        let mediaType = endpoint.bodyMediaType
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
        if endpoint.hasTypedMultipartBody {
            var arguments = [Argument("fields", body)]
            let contentTypes = endpoint.bodyEncodings.compactMap { encoding in
                encoding.contentType.map { DictionaryEntry(key: .string(encoding.name), value: .string($0)) }
            }
            if !contentTypes.isEmpty { arguments.append(Argument("contentTypes", .dictionary(contentTypes))) }
            arguments.append(Argument("progress", .identifier(EndpointNames.progressName)))
            return Argument("content", Expression.implicitMember("multipart").call(arguments))
        }
        guard let label = Self.contentLabel(mediaType.kind) else { return Argument("body", body) }
        return Argument("content", Expression.implicitMember(label).call([Argument(nil, body), contentType]))
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
                    caseNames: NameTable.caseNames(for: values, acronyms: spec.acronyms)
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
