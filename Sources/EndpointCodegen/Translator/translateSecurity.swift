import EndpointSpec

// MARK: - Security

extension SpecTranslator {
    /// The name of the client's nested credentials type.
    static let credentialsTypeName = "Credentials"
    /// The name of the endpoint namespace's list of security schemes.
    static let securitySchemesName = "securitySchemes"

    /// The Swift property name of each declared scheme's credential in `Credentials`, in scheme order (sorted by
    /// name), unique (`apiKey`, `apiKey2`, …).
    var credentialPropertyNames: [(scheme: SecurityScheme, property: String)] {
        var taken: Set<String> = ["authenticator"]
        return spec.securitySchemes.map { scheme in
            let preferred = SwiftNaming.memberName(scheme.name, acronyms: spec.acronyms)
            let name = SwiftNaming.unique(preferred.isEmpty ? "credential" : preferred, avoiding: taken)
            taken.insert(name)
            return (scheme, name)
        }
    }

    /// `static let securitySchemes`: how each declared scheme's credential travels, for the runtime's
    /// `Authenticator`; `nil` when the spec declares none.
    func securitySchemesDeclaration() -> Declaration? {
        guard !spec.securitySchemes.isEmpty else { return nil }
        return .variable(
            VariableDeclaration(
                documentation: ["The security schemes the spec declares: how each credential travels."],
                access: nil,
                isStatic: true,
                name: Self.securitySchemesName,
                type: .array(.runtime("SecurityScheme")),
                value: .array(
                    spec.securitySchemes.map { scheme in
                        Expression.type(.runtime("SecurityScheme")).call([
                            Argument("name", .string(scheme.name)), Argument("kind", runtimeKind(scheme.kind)),
                        ])
                    }
                )
            )
        )
    }

    private func runtimeKind(_ kind: SecurityScheme.Kind) -> Expression {
        switch kind {
        case .apiKey(let name, let location):
            .singleLine(
                Expression.implicitMember("apiKey").call([
                    Argument("name", .string(name)), Argument("location", .implicitMember(location.rawValue)),
                ])
            )
        case .basic: .implicitMember("basic")
        case .bearer, .oauth2, .openIdConnect: .implicitMember("bearer")
        }
    }

    /// The `Credentials` struct nested in the client: one optional property per declared scheme (an API key as
    /// `String`, basic credentials, a token provider) and the runtime `Authenticator` they make; `nil` when the spec
    /// declares no scheme.
    func credentialsDeclaration() -> Declaration? {
        let properties = credentialPropertyNames
        guard !properties.isEmpty else { return nil }
        let members: [Declaration] = properties.map { scheme, property in
            .variable(
                VariableDeclaration(
                    documentation: credentialDocumentation(scheme),
                    isMutable: true,
                    name: SwiftNaming.escaped(property),
                    type: credentialType(scheme.kind).optional
                )
            )
        }
        let initializer = Declaration.function(
            FunctionDeclaration(
                documentation: ["Creates credentials; a scheme left `nil` is never sent."],
                kind: .initializer,
                parameters: properties.map { scheme, property in
                    FunctionParameter(name: property, type: credentialType(scheme.kind).optional, defaultValue: .nil)
                },
                body: properties.map { _, property in
                    .assignment(
                        target: .identifier("self").member(SwiftNaming.escaped(property)),
                        value: .identifier(SwiftNaming.escaped(property))
                    )
                }
            )
        )
        let authenticator = Declaration.variable(
            VariableDeclaration(
                documentation: [
                    "The runtime's authenticator for these credentials: each request carries exactly what its endpoint "
                        + "requires."
                ],
                name: "authenticator",
                type: .runtime("Authenticator"),
                getter: [
                    .expression(
                        Expression.type(.runtime("Authenticator")).call([
                            Argument(
                                "schemes",
                                Expression.type(.named(names.endpointsName)).member(Self.securitySchemesName)
                            ),
                            Argument(
                                "credentials",
                                .dictionary(
                                    properties.map { scheme, property in
                                        DictionaryEntry(
                                            key: .string(scheme.name),
                                            value: .singleLine(
                                                Expression.identifier(SwiftNaming.escaped(property)).member("map").call(
                                                    [
                                                        Argument(
                                                            nil,
                                                            Expression.type(.runtime("Credential"))
                                                                .member(credentialCase(scheme.kind))
                                                        )
                                                    ])
                                            )
                                        )
                                    }
                                )
                            ),
                        ])
                    )
                ]
            )
        )
        return .structure(
            TypeDeclaration(
                documentation: [
                    "Credentials for the security schemes the \(names.apiName) spec declares; a call sends only those "
                        + "its endpoint requires."
                ],
                name: Self.credentialsTypeName,
                conformances: [.named("Sendable")],
                members: members + [initializer, authenticator]
            )
        )
    }

    private func credentialType(_ kind: SecurityScheme.Kind) -> SwiftType {
        switch kind {
        case .apiKey: .string
        case .basic: .runtime("BasicCredentials")
        case .bearer, .oauth2, .openIdConnect: .existential(.runtime("TokenProvider"))
        }
    }

    private func credentialCase(_ kind: SecurityScheme.Kind) -> String {
        switch kind {
        case .apiKey: "apiKey"
        case .basic: "basic"
        case .bearer, .oauth2, .openIdConnect: "token"
        }
    }

    private func credentialDocumentation(_ scheme: SecurityScheme) -> [String] {
        let travels: String
        switch scheme.kind {
        case .apiKey(let name, let location):
            let place = ["header": "header", "query": "query item", "cookie": "cookie"][location.rawValue] ?? "header"
            travels = "an API key, sent as the \(place) \(SwiftLiteral.codeVoice(name))"
        case .basic: travels = "a user name and password, sent as `Authorization: Basic …`"
        case .bearer: travels = "bearer tokens from a provider, sent as `Authorization: Bearer …`"
        case .oauth2: travels = "OAuth 2 access tokens from a provider, sent as `Authorization: Bearer …`"
        case .openIdConnect: travels = "OpenID Connect tokens from a provider, sent as `Authorization: Bearer …`"
        }
        var lines = ["\(SwiftLiteral.codeVoice(scheme.name)): \(travels)."]
        let description = documentationLines(scheme.description)
        if !description.isEmpty { lines += [""] + description }
        return lines
    }

    /// `call.requiring([…], […])` for an endpoint with security requirements; `call` itself for a public one.
    func requiringSecurity(of endpoint: EndpointDefinition, _ call: Expression) -> Expression {
        let requirements = spec.security(of: endpoint)
        guard !requirements.isEmpty else { return call }
        return call.member("requiring").call(
            requirements.map { Argument(nil, .singleLine(.array($0.schemeNames.map { .string($0) }))) }
        )
    }
}
