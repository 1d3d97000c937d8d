import EndpointSpec

// MARK: - Typed responses: errors, several successes, headers

extension SpecTranslator {
    /// The types `endpoint` declares in the endpoint namespace for its responses: its error enumeration (or the
    /// alias of a shared one, after the shared one itself for the first endpoint sharing it), its success
    /// enumeration and its headers struct, each only when needed.
    func responseDeclarations(of endpoint: EndpointDefinition, names endpointNames: EndpointNames) -> [Declaration] {
        let responses = endpointNames.responses
        var declarations: [Declaration] = []
        if let errorType = responses.errorType {
            if let shared = responses.sharedErrorType {
                if names.errorTypeUsers[shared]?.first == endpoint.name {
                    declarations.append(errorEnumeration(endpoint, named: shared, names: endpointNames))
                }
                declarations.append(
                    .typeAlias(
                        TypeAliasDeclaration(
                            documentation: [
                                "The error responses `\(endpoint.name)` declares, the same as ``\(shared)``."
                            ],
                            name: errorType,
                            type: .named(shared)
                        )
                    )
                )
            } else {
                declarations.append(errorEnumeration(endpoint, named: errorType, names: endpointNames))
            }
        }
        if let successType = responses.successType {
            declarations.append(successEnumeration(endpoint, named: successType, names: endpointNames))
        }
        if let headersType = responses.headersType {
            declarations.append(headersStruct(endpoint, named: headersType, names: endpointNames))
        }
        return declarations
    }

    /// The Swift type of a response's body inside the endpoint namespace (`Void` has no type: `nil`).
    func bodyType(
        of response: ResponseDefinition,
        names endpointNames: EndpointNames,
        enumScope: SwiftType?
    ) -> SwiftType? {
        guard let schema = response.schema else { return nil }
        let enumName = endpointNames.inlineEnums[.responseBody(response.status)].map {
            enumScope?.member($0) ?? .named($0)
        }
        return swiftType(schema, enumName: enumName).optional(if: schema.isNullable)
    }

    // MARK: Errors

    private func errorEnumeration(
        _ endpoint: EndpointDefinition,
        named typeName: String,
        names endpointNames: EndpointNames
    ) -> Declaration {
        let users = names.errorTypeUsers[typeName] ?? [endpoint.name]
        var listed = users.prefix(users.count > 4 ? 3 : 4).map { "`\($0)`" }
        if users.count > 4 { listed.append("\(users.count - 3) more endpoints") }
        let who =
            listed.count == 1
            ? listed[0] : listed.dropLast().joined(separator: ", ") + " and " + listed[listed.count - 1]
        var cases: [Declaration] = []
        var entries: [Expression] = []
        var switchCases: [SwitchCase] = []
        for response in endpoint.errorResponses {
            guard let body = bodyType(of: response, names: endpointNames, enumScope: nil) else { continue }
            let caseName = SwiftNaming.escaped(endpointNames.responses.caseNames[response.status] ?? response.caseName)
            cases.append(
                .enumCase(
                    EnumCaseDeclaration(
                        documentation: responseDocumentation(response),
                        name: caseName,
                        associatedTypes: [.runtime("ErrorResponse").generic(body)]
                    )
                )
            )
            let declared = Expression.type(.runtime("DeclaredError"))
                .call([
                    Argument(nil, statusExpression(response.status)),
                    Argument(Self.contentLabel(response.mediaType.kind), .identifier(caseName)),
                ])
            entries.append(messageReader(of: response).map { .trailingClosure(declared, body: $0) } ?? declared)
            switchCases.append(
                SwitchCase(
                    pattern: .enumCase(caseName, binding: "response"),
                    body: [.return(.identifier("response").member("erased"))]
                )
            )
        }
        let members: [Declaration] =
            cases + [
                .variable(
                    VariableDeclaration(
                        documentation: [
                            "The statuses and body type of each case, for the endpoints that throw this error."
                        ],
                        access: nil,
                        isStatic: true,
                        name: "declaredResponses",
                        type: .array(.runtime("DeclaredError")),
                        value: .array(entries)
                    )
                ),
                .variable(
                    VariableDeclaration(
                        documentation: ["The response, whatever the case; its body is the case's body type."],
                        name: "response",
                        type: .runtime("ErrorResponse").generic(.existential(.named("Sendable"))),
                        getter: [.switchOver(subject: .identifier("self"), cases: switchCases)]
                    )
                ),
            ]
        return .enumeration(
            TypeDeclaration(
                documentation: [
                    "The error responses \(who) \(users.count == 1 ? "declares" : "declare"), each with its decoded body."
                ],
                name: typeName,
                conformances: [.runtime("ResponseError")],
                members: members
            )
        )
    }

    /// The argument label that tells the runtime how a body of `kind` is read: none for JSON, `text` or `data`.
    static func contentLabel(_ kind: BodyMediaType.Kind) -> String? {
        switch kind {
        case .json: nil
        case .text: "text"
        case .binary, .form, .eventStream, .jsonLines, .jsonSequence: "data"
        }
    }

    /// `{ $0.message }` when the body is a model that marks its `errorMessage` property.
    private func messageReader(of response: ResponseDefinition) -> Expression? {
        guard let schema = response.schema, let model = referencedModel(schema),
            let wireName = model.errorMessageProperty, case .object(let properties) = model.kind,
            let property = properties.first(where: { $0.wireName == wireName })
        else { return nil }
        let field = ModelField(property: property, of: model.name, translator: self)
        let body = Expression.identifier("$0")
        return field.read(from: schema.isNullable ? .optionalChain(body) : body)
    }

    // MARK: Several successes

    private func successEnumeration(
        _ endpoint: EndpointDefinition,
        named typeName: String,
        names endpointNames: EndpointNames
    ) -> Declaration {
        var cases: [Declaration] = []
        var entries: [Expression] = []
        for response in endpoint.successResponses {
            let caseName = SwiftNaming.escaped(endpointNames.responses.caseNames[response.status] ?? response.caseName)
            let body = bodyType(of: response, names: endpointNames, enumScope: nil)
            cases.append(
                .enumCase(
                    EnumCaseDeclaration(
                        documentation: responseDocumentation(response),
                        name: caseName,
                        associatedTypes: body.map { [$0] } ?? []
                    )
                )
            )
            entries.append(
                Expression.type(.runtime("DeclaredSuccess").generic(.named(typeName)))
                    .call([
                        Argument(nil, statusExpression(response.status)),
                        Argument(
                            response.schema == nil ? nil : Self.contentLabel(response.mediaType.kind),
                            .identifier(caseName)
                        ),
                    ])
            )
        }
        return .enumeration(
            TypeDeclaration(
                documentation: ["The 2xx responses of `\(endpoint.name)`, whose bodies differ: one case each."],
                name: typeName,
                conformances: [.named("Sendable")],
                members: cases + [
                    .variable(
                        VariableDeclaration(
                            documentation: ["The statuses and body type of each case, for the endpoint."],
                            access: nil,
                            isStatic: true,
                            name: "declaredResponses",
                            type: .array(.runtime("DeclaredSuccess").generic(.named(typeName))),
                            value: .array(entries)
                        )
                    )
                ]
            )
        )
    }

    // MARK: Helpers

    /// `.code(404)`, `.range(4)` or `.default`.
    func statusExpression(_ status: ResponseDefinition.Status) -> Expression {
        switch status {
        case .code(let code): Expression.implicitMember("code").call([Argument(nil, .literal(String(code)))])
        case .range(let digit): Expression.implicitMember("range").call([Argument(nil, .literal(String(digit)))])
        case .default: .implicitMember("default")
        }
    }

    /// `404: The description.` for a response's case.
    private func responseDocumentation(_ response: ResponseDefinition) -> [String] {
        let lines = documentationLines(response.description)
        guard let first = lines.first else { return ["`\(response.status)`."] }
        return ["`\(response.status)`: " + first] + lines.dropFirst()
    }
}
