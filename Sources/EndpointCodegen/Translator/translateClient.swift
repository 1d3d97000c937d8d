import EndpointSpec

// MARK: - Client

extension SpecTranslator {
    /// The client struct: the `APIClient` it sends through, initializers and the spec's default base URL.
    /// Endpoint methods are added by extensions (``translateClientMethod(_:)``) next to their endpoints.
    func translateClient() -> Declaration {
        .structure(
            TypeDeclaration(
                documentation: documentation(spec.description, fallback: "A client for the \(names.apiName) API."),
                name: names.clientName,
                conformances: [.named("Sendable")],
                members: [
                    defaultBaseURLDeclaration(),
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
                            body: [
                                .assignment(
                                    target: .identifier("self").member("apiClient"),
                                    value: .identifier("apiClient")
                                )
                            ]
                        )
                    ),
                    baseURLInitializer(),
                ] + defaultServerInitializer() + (translateServerType().map { [$0] } ?? []) + withResponseDeclarations()
                    + (credentialsDeclaration().map { [$0] } ?? [])
            )
        )
    }

    /// `withResponse(_:)`: any of the client's calls, given as its endpoint, returning the status and the typed
    /// headers with the body. One generic method: it costs the client nothing per endpoint.
    private func withResponseDeclarations() -> [Declaration] {
        let example = spec.endpoints.first.map { "\(names.endpointsName).\(names.endpoint($0.name).functionName)(…)" }
        return [
            .function(
                FunctionDeclaration(
                    documentation: [
                        "Sends `endpoint` (any of this API's calls, such as `\(example ?? "\(names.endpointsName).…")`) "
                            + "and returns the status, the headers its 2xx responses declare (typed) and the body.",
                        "",
                        "- Throws: what the plain call throws, and `APIError.missingHeader` or `APIError.invalidHeader` "
                            + "when a declared header is missing or malformed.",
                    ],
                    kind: .function("withResponse"),
                    genericParameters: ["Body", "Headers"],
                    parameters: [
                        FunctionParameter(
                            label: "_",
                            name: "endpoint",
                            type: .runtime("EndpointWithHeaders").generic(.named("Body"), .named("Headers"))
                        )
                    ],
                    isAsync: true,
                    isThrowing: true,
                    returnType: .runtime("APIResponse").generic(.named("Body"), .named("Headers")),
                    body: [
                        .expression(
                            .try(
                                .await(
                                    Expression.identifier("apiClient").member("response")
                                        .call([Argument("for", .identifier("endpoint"))])
                                )
                            )
                        )
                    ]
                )
            )
        ]
    }

    /// `defaultBaseURL`: the spec's `baseURL` as a non-optional `URL` (the validator accepts only absolute
    /// http(s) URLs, so it always parses), or `nil` when the spec names none.
    private func defaultBaseURLDeclaration() -> Declaration {
        guard let baseURL = spec.baseURL else {
            return .variable(
                VariableDeclaration(
                    documentation: ["The spec names no server URL."],
                    isStatic: true,
                    name: "defaultBaseURL",
                    type: SwiftType.named("URL").optional,
                    value: .nil
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
                    .guardLet(
                        name: "url",
                        value: .singleLine(.type(.named("URL")).call([Argument("string", .string(baseURL))])),
                        elseBody: [
                            .expression(
                                Expression.identifier("preconditionFailure").call([
                                    Argument(nil, .string("endpoint-gen validated this URL; it always parses"))
                                ])
                            )
                        ]
                    ),
                    .return(.identifier("url")),
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
                name: names.endpointsName,
                members: securitySchemesDeclaration().map { [$0] } ?? []
            )
        )
    }

    /// The client method calling `endpoint`: same parameters, returns the decoded success response.
    func translateClientMethod(_ endpoint: EndpointDefinition, bodyLabel: String? = nil) -> Declaration {
        let endpointNames = names.endpoint(endpoint.name)
        let signature = EndpointSignature(
            endpoint: endpoint,
            translator: self,
            enumScope: .named(names.endpointsName),
            bodyLabel: bodyLabel
        )
        let functionName = SwiftNaming.escaped(endpointNames.functionName)
        let methodName = SwiftNaming.escaped(endpointNames.clientMethodName)
        let endpointCall = Expression.type(.named(names.endpointsName)).member(functionName)
            .call(signature.forwardingArguments)
        let streamed = signature.streamedItems
        let send = Expression.try(
            .await(
                streamed.map { streamed in
                    Expression.identifier("apiClient").member(streamed.clientMethod).call(
                        [Argument(nil, endpointCall)]
                            + (streamed.decodedType.map { [Argument("of", Expression.type($0).member("self"))] } ?? [])
                            + (streamed.sentinel.map { [Argument("sentinel", .string($0))] } ?? [])
                    )
                } ?? Expression.identifier("apiClient").member("send").call([Argument(nil, endpointCall)])
            )
        )
        var documentation = documentation(
            endpoint.description,
            fallback: "Sends `\(endpoint.method) \(endpoint.path)\(Self.constantQueryText(of: endpoint))`."
        )
        documentation += Self.alternativeBodyNote(endpoint, bodyLabel: bodyLabel)
        var callouts = signature.parameterDocumentation
        if let streamed {
            callouts.append("- Returns: " + streamReturnDocumentation(streamed, of: endpoint))
        } else if signature.hasResponseBody {
            let returns = documentationLine(endpoint.successResponse?.description)
            callouts.append("- Returns: " + (returns.nonEmpty ?? "The decoded response."))
        }
        if let errorType = endpointNames.responses.errorType {
            let statuses = endpoint.errorResponses.map { "`\($0.status)`" }.joined(separator: ", ")
            callouts.append(
                "- Throws: `\(names.endpointsName).\(errorType)` when the server answers a declared error (\(statuses)); "
                    + "`APIError` when the call fails or the server answers with another status."
            )
        } else {
            callouts.append("- Throws: `APIError` when the call fails or the server answers with another status.")
        }
        if streamed != nil {
            callouts[callouts.count - 1] +=
                " Reading the stream throws `APIError.idleTimeout` when the server goes silent, "
                + "`APIError.invalidStream` or `APIError.decoding` for a malformed item, or `CancellationError`."
        }
        documentation += [""] + callouts
        return .function(
            FunctionDeclaration(
                documentation: documentation,
                attributes: deprecation(endpoint.isDeprecated),
                kind: .function(methodName),
                parameters: signature.parameters,
                isAsync: true,
                isThrowing: true,
                returnType: streamed.map { SwiftType.runtime("ResponseStream").generic($0.elementType) }
                    ?? (signature.hasResponseBody ? signature.responseType : nil),
                body: [signature.hasResponseBody ? .expression(send) : .discard(send)]
            )
        )
    }

    /// `- Returns:` of a client method whose response is a stream: the response's description, then how items
    /// arrive and end.
    private func streamReturnDocumentation(
        _ streamed: EndpointSignature.StreamedItems,
        of endpoint: EndpointDefinition
    ) -> String {
        let described = documentationLine(endpoint.successResponse?.description)
        let items: String =
            switch streamed.format {
            case .textEvents: "The server-sent events, each as it arrives"
            case .typedEvents: "The server-sent events, each as it arrives with its `data` decoded"
            case .namedEvents: "The server-sent events, each as it arrives decoded as its name selects"
            case .jsonSequence: "The values of the JSON text sequence, each decoded as it arrives"
            case .jsonLines: "The JSON Lines values, each decoded as it arrives"
            }
        let ending =
            streamed.sentinel.map { " The event whose `data` is \(SwiftLiteral.codeVoice($0)) ends them." } ?? ""
        return (described.nonEmpty.map { $0 + " " } ?? "") + items + "; the head of the response has arrived when "
            + "this returns." + ending
    }
}
