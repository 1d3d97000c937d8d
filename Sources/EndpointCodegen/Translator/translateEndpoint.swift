import EndpointSpec

// MARK: - Endpoints

extension SpecTranslator {
    /// The members `endpoint` adds to the endpoint namespace: its inline enums and its factory function.
    func translateEndpoint(_ endpoint: EndpointDefinition) -> [Declaration] {
        let endpointNames = names.endpoint(endpoint.name)
        let signature = EndpointSignature(endpoint: endpoint, translator: self, enumPrefix: "")
        var declarations = inlineEnums(of: endpoint, names: endpointNames)

        var body: [Statement] = []
        var arguments: [Argument] = [
            Argument("method", .raw(methodExpression(endpoint.method))),
            Argument("path", .raw(SwiftLiteral.string(endpoint.path))),
        ]
        let items = Dictionary(
            signature.items.compactMap { item in item.parameter.map { ($0.name, item) } },
            uniquingKeysWith: { first, _ in first }
        )
        let pathEntries = endpoint.parameters.filter { $0.location == .path }.compactMap { parameter in
            items[parameter.name].map {
                DictionaryEntry(
                    key: .raw(SwiftLiteral.string(parameter.name)),
                    value: .raw(textExpression($0.name, parameter.schema, isOptional: false))
                )
            }
        }
        if !pathEntries.isEmpty { arguments.append(Argument("pathParameters", .dictionary(pathEntries))) }

        let queryParameters = endpoint.parameters.filter { $0.location == .query }
        if !queryParameters.isEmpty {
            let query = endpointNames.queryLocal
            body.append(.line("var \(query) = QueryItems()"))
            for parameter in queryParameters {
                guard let item = items[parameter.name] else { continue }
                let value = queryValue(item.name, parameter.schema, isOptional: item.type.hasSuffix("?"))
                body.append(.line("\(query).append(\(SwiftLiteral.string(parameter.name)), \(value))"))
            }
            arguments.append(Argument("queryItems", .raw("\(query).items")))
        }

        let headerParameters = endpoint.parameters.filter { $0.location == .header }
        if !headerParameters.isEmpty {
            let headers = endpointNames.headersLocal
            body.append(.line("var \(headers): [String: String] = [:]"))
            for parameter in headerParameters {
                guard let item = items[parameter.name] else { continue }
                let value = textExpression(item.name, parameter.schema, isOptional: item.type.hasSuffix("?"))
                body.append(.line("\(headers)[\(SwiftLiteral.string(parameter.name))] = \(value)"))
            }
            arguments.append(Argument("headers", .raw(headers)))
        }

        if endpoint.body != nil {
            let bodyName = SwiftNaming.escaped(endpointNames.bodyName)
            arguments.append(Argument("body", .raw(bodyName)))
        }
        if let isRetryable = endpoint.isRetryable {
            arguments.append(Argument("isRetryable", .raw(isRetryable ? "true" : "false")))
        }
        let call = Expression.call(.raw("Endpoint"), arguments)
        body.append(.expression(body.isEmpty ? call : .prefixed("return ", call)))

        var documentation = documentation(
            endpoint.description,
            fallback: "Sends `\(endpoint.method) \(endpoint.path)`."
        )
        if !signature.items.isEmpty { documentation += [""] + signature.parameterDocumentation }
        declarations.append(
            .function(
                FunctionDeclaration(
                    documentation: documentation,
                    attributes: deprecation(endpoint.isDeprecated),
                    isStatic: true,
                    kind: .function(SwiftNaming.escaped(endpointNames.functionName)),
                    parameters: signature.parameters,
                    returnType: "Endpoint<\(signature.responseType)>",
                    body: body
                )
            )
        )
        return declarations
    }

    // MARK: Helpers

    private func inlineEnums(of endpoint: EndpointDefinition, names endpointNames: EndpointNames) -> [Declaration] {
        var schemas: [(key: String, schema: Schema, what: String)] = endpoint.parameters.map {
            ("parameter:" + $0.name, $0.schema, "the `\($0.name)` parameter of `\(endpoint.name)`")
        }
        if let body = endpoint.body { schemas.append(("body", body, "the request body of `\(endpoint.name)`")) }
        if let schema = endpoint.successResponse?.schema {
            schemas.append(("response", schema, "the response of `\(endpoint.name)`"))
        }
        return schemas.compactMap { entry in
            guard let typeName = endpointNames.inlineEnums[entry.key], let values = entry.schema.inlineEnumValues else {
                return nil
            }
            return stringEnum(
                name: typeName,
                documentation: ["The values of \(entry.what)."],
                attributes: [],
                values: values,
                caseNames: NameTable.caseNames(for: values)
            )
        }
    }

    /// `.get` for the standard methods, `HTTPMethod(rawValue: "…")` otherwise.
    private func methodExpression(_ method: String) -> String {
        let standard = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]
        let upper = method.uppercased()
        return standard.contains(upper)
            ? "." + upper.lowercased() : "HTTPMethod(rawValue: \(SwiftLiteral.string(method)))"
    }

    /// A `String` expression for a path segment or header value; arrays join their elements with commas.
    private func textExpression(_ name: String, _ schema: Schema, isOptional: Bool) -> String {
        let access = name + (isOptional ? "?" : "")
        switch schema.kind {
        case .byte:
            return "\(access).base64EncodedString()"
        case .array(let element):
            let transform = element.kind == .byte ? "{ $0.base64EncodedString() }" : "\\.parameterValue"
            return "\(access).map(\(transform)).joined(separator: \",\")"
        default:
            return "\(access).parameterValue"
        }
    }

    /// The value appended to `QueryItems`: the parameter itself, or its text where the type has no wire form.
    private func queryValue(_ name: String, _ schema: Schema, isOptional: Bool) -> String {
        schema.kind == .byte ? name + (isOptional ? "?" : "") + ".base64EncodedString()" : name
    }
}
