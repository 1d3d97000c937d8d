import EndpointSpec

// MARK: - Client

extension SpecTranslator {
    /// The client struct: the `APIClient` it sends through, initializers and the spec's default base URL.
    /// Endpoint methods are added by extensions (``translateClientMethod(_:)``) next to their endpoints.
    func translateClient() -> Declaration {
        var members: [Declaration] = [defaultBaseURLDeclaration()]
        members += [
            .variable(
                VariableDeclaration(
                    documentation: ["Sends the requests and decodes the responses."],
                    name: "apiClient",
                    type: .runtime("APIClient")
                )
            ),
            .function(
                FunctionDeclaration(
                    documentation: ["Creates a client that sends requests through `apiClient`."],
                    kind: .initializer,
                    parameters: [FunctionParameter(name: "apiClient", type: .runtime("APIClient"))],
                    body: [.line("self.apiClient = apiClient")]
                )
            ),
            .function(
                FunctionDeclaration(
                    documentation: ["Creates a client for the API at `baseURL` that sends through `httpClient`."],
                    kind: .initializer,
                    parameters: [
                        FunctionParameter(name: "baseURL", type: .named("URL")),
                        FunctionParameter(name: "httpClient", type: .existential(.runtime("HTTPClient"))),
                    ],
                    body: [.line("self.init(apiClient: APIClient(baseURL: baseURL, httpClient: httpClient))")]
                )
            ),
        ]
        if spec.baseURL != nil {
            members.append(
                .function(
                    FunctionDeclaration(
                        documentation: [
                            "Creates a client for the server the spec names, ``defaultBaseURL``, that sends through "
                                + "`httpClient`."
                        ],
                        kind: .initializer,
                        parameters: [
                            FunctionParameter(name: "httpClient", type: .existential(.runtime("HTTPClient")))
                        ],
                        body: [.line("self.init(baseURL: Self.defaultBaseURL, httpClient: httpClient)")]
                    )
                )
            )
        }
        return .structure(
            TypeDeclaration(
                documentation: documentation(spec.description, fallback: "A client for the \(names.apiName) API."),
                name: names.clientName,
                conformances: [.named("Sendable")],
                members: members
            )
        )
    }

    /// `defaultBaseURL`: the spec's `baseURL` (validated as an absolute http(s) URL, so it always parses) as a
    /// non-optional `URL`, or `nil` when the spec names none.
    private func defaultBaseURLDeclaration() -> Declaration {
        guard let baseURL = spec.baseURL else {
            return .variable(
                VariableDeclaration(
                    documentation: ["The spec names no server URL."],
                    isStatic: true,
                    name: "defaultBaseURL",
                    type: SwiftType.named("URL").optional,
                    value: .raw("nil")
                )
            )
        }
        return .variable(
            VariableDeclaration(
                documentation: ["The server URL the spec names: \(SwiftLiteral.codeVoice(baseURL))."],
                isStatic: true,
                name: "defaultBaseURL",
                type: .named("URL"),
                getter: [
                    .guardElse(
                        condition: "let url = URL(string: \(SwiftLiteral.string(baseURL)))",
                        body: [.line(#"preconditionFailure("endpoint-gen validated this URL; it always parses")"#)]
                    ),
                    .line("return url"),
                ]
            )
        )
    }

    /// The endpoint namespace enum; endpoint factories are added by extensions.
    func translateEndpointNamespace() -> Declaration {
        .enumeration(
            TypeDeclaration(
                documentation: [
                    "The endpoints of the \(names.apiName) API: each describes one HTTP call for ``\(names.clientName)``."
                ],
                name: names.endpointsName
            )
        )
    }

    /// The client method calling `endpoint`: same parameters, returns the decoded success response.
    func translateClientMethod(_ endpoint: EndpointDefinition) -> Declaration {
        let endpointNames = names.endpoint(endpoint.name)
        let signature = EndpointSignature(endpoint: endpoint, translator: self, enumScope: .named(names.endpointsName))
        let functionName = SwiftNaming.escaped(endpointNames.functionName)
        let send = Expression.call(
            .raw("apiClient.send"),
            [Argument(nil, .call(.raw("\(names.endpointsName).\(functionName)"), signature.forwardingArguments))]
        )
        var documentation = documentation(
            endpoint.description,
            fallback: "Sends `\(endpoint.method) \(endpoint.path)`."
        )
        var callouts = signature.parameterDocumentation
        if signature.hasResponseBody {
            let returns = SwiftLiteral.documentationLines(endpoint.successResponse?.description).joined(separator: " ")
            callouts.append("- Returns: " + (returns.nonEmpty ?? "The decoded response."))
        }
        callouts.append("- Throws: `APIError` when the call fails or the server answers with another status.")
        documentation += [""] + callouts
        return .function(
            FunctionDeclaration(
                documentation: documentation,
                attributes: deprecation(endpoint.isDeprecated),
                kind: .function(functionName),
                parameters: signature.parameters,
                isAsync: true,
                isThrowing: true,
                returnType: signature.hasResponseBody ? signature.responseType : nil,
                body: [.expression(.prefixed(signature.hasResponseBody ? "try await " : "_ = try await ", send))]
            )
        )
    }
}
