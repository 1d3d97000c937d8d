import EndpointSpec

// MARK: - Client initializers

extension SpecTranslator {
    /// `credentials: Credentials = Credentials()` when the spec declares security schemes.
    var credentialsParameter: [FunctionParameter] {
        guard !spec.securitySchemes.isEmpty else { return [] }
        let type = SwiftType.named(Self.credentialsTypeName)
        return [FunctionParameter(name: "credentials", type: type, defaultValue: Expression.type(type).call())]
    }

    /// `init(baseURL:httpClient:)` (and `credentials:` when the spec declares security schemes).
    func baseURLInitializer() -> Declaration {
        var documentation = ["Creates a client for the API at `baseURL` that sends through `httpClient`."]
        var apiClientArguments = [
            Argument("baseURL", .identifier("baseURL")), Argument("httpClient", .identifier("httpClient")),
        ]
        if !credentialsParameter.isEmpty {
            documentation = [
                "Creates a client for the API at `baseURL` that sends through `httpClient`, each request with the "
                    + "`credentials` its endpoint requires."
            ]
            apiClientArguments.append(
                Argument("authenticator", Expression.identifier("credentials").member("authenticator"))
            )
        }
        return .function(
            FunctionDeclaration(
                documentation: documentation,
                kind: .initializer,
                parameters: [
                    FunctionParameter(name: "baseURL", type: .named("URL")),
                    FunctionParameter(name: "httpClient", type: .existential(.runtime("HTTPClient"))),
                ] + credentialsParameter,
                body: [
                    .expression(
                        Expression.identifier("self").member("init").call([
                            Argument("apiClient", Expression.type(.runtime("APIClient")).call(apiClientArguments))
                        ])
                    )
                ]
            )
        )
    }

    /// `init(httpClient:)` (and `credentials:`), sending to ``defaultBaseURLDeclaration()``, when the spec names a
    /// server; `init(server:httpClient:)` when it names several (`servers`).
    func defaultServerInitializer() -> [Declaration] {
        guard spec.baseURL != nil else { return [] }
        if let serverType = names.serverTypeName, let first = spec.servers.first {
            // A server with variables is a function: its defaults are one call away.
            let member = Expression.implicitMember(SwiftNaming.escaped(first.name))
            let defaultServer = first.variables.isEmpty ? member : member.call()
            let spelled = "." + first.name + (first.variables.isEmpty ? "" : "()")
            return [
                delegatingInitializer(
                    sendingTo: "`server` (by default `\(spelled)`)",
                    leading: [FunctionParameter(name: "server", type: .named(serverType), defaultValue: defaultServer)],
                    baseURL: Expression.identifier("server").member("url")
                )
            ]
        }
        return [
            delegatingInitializer(
                sendingTo: "the server the spec names, ``defaultBaseURL``,",
                leading: [],
                baseURL: Expression.identifier("Self").member("defaultBaseURL")
            )
        ]
    }

    /// An initializer taking `leading` parameters, `httpClient` and (with security schemes) `credentials`, that
    /// calls `init(baseURL:httpClient:)` with `baseURL`; its documentation says it sends to `destination`.
    private func delegatingInitializer(
        sendingTo destination: String,
        leading: [FunctionParameter],
        baseURL: Expression
    ) -> Declaration {
        let credentials = credentialsParameter.map { Argument($0.name, .identifier($0.name)) }
        return .function(
            FunctionDeclaration(
                documentation: [
                    "Creates a client for \(destination) that sends through `httpClient`"
                        + (credentials.isEmpty ? "." : ", each request with the `credentials` its endpoint requires.")
                ],
                kind: .initializer,
                parameters: leading + [
                    FunctionParameter(name: "httpClient", type: .existential(.runtime("HTTPClient")))
                ]
                    + credentialsParameter,
                body: [
                    .expression(
                        Expression.identifier("self").member("init").call(
                            [Argument("baseURL", baseURL), Argument("httpClient", .identifier("httpClient"))]
                                + credentials
                        )
                    )
                ]
            )
        )
    }
}
