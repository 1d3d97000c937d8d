import EndpointSpec

// MARK: - Groups of calls

extension SpecTranslator {
    /// For a client generated with `grouping: tags`, one extension of the client per group: the group's type
    /// (holding the `APIClient` it sends through) and the client's property returning it. Empty for a flat client.
    func translateClientGroups() -> [Declaration] {
        names.groups.map { group in
            let type = SwiftType.named(group.typeName)
            return .extensionDeclaration(
                ExtensionDeclaration(
                    extendedType: .named(names.clientName),
                    members: [
                        .structure(
                            TypeDeclaration(
                                documentation: [
                                    "The calls of the \(names.apiName) API tagged \(SwiftLiteral.codeVoice(group.tag)), "
                                        + "reached as ``\(names.clientName)/\(group.propertyName)``."
                                ],
                                name: group.typeName,
                                conformances: [.named("Sendable")],
                                members: [
                                    .variable(
                                        VariableDeclaration(
                                            documentation: ["Sends the requests and decodes the responses."],
                                            access: nil,
                                            name: "apiClient",
                                            type: .runtime("APIClient")
                                        )
                                    )
                                ]
                            )
                        ),
                        .variable(
                            VariableDeclaration(
                                documentation: [
                                    "The calls tagged \(SwiftLiteral.codeVoice(group.tag)): "
                                        + "`\(group.propertyName).…(…)`, sent through this client's `apiClient`."
                                ],
                                name: SwiftNaming.escaped(group.propertyName),
                                type: type,
                                getter: [
                                    .expression(
                                        Expression.type(type).call([Argument("apiClient", .identifier("apiClient"))])
                                    )
                                ]
                            )
                        ),
                    ]
                )
            )
        }
    }

    /// The client methods of `endpoints` (one file's share): an extension of the client for the calls it holds
    /// itself, then one extension of each group's type for that group's calls, in group order.
    func translateClientMethodExtensions(_ endpoints: [EndpointDefinition]) -> [Declaration] {
        var flat: [Declaration] = []
        var grouped: [String: [Declaration]] = [:]
        for endpoint in endpoints {
            let methods = clientMethods(of: endpoint)
            if let group = names.endpoint(endpoint.name).group {
                grouped[group.typeName, default: []] += methods
            } else {
                flat += methods
            }
        }
        var extensions: [Declaration] = []
        if !flat.isEmpty {
            extensions.append(
                .extensionDeclaration(ExtensionDeclaration(extendedType: .named(names.clientName), members: flat))
            )
        }
        for group in names.groups {
            guard let members = grouped[group.typeName] else { continue }
            extensions.append(
                .extensionDeclaration(
                    ExtensionDeclaration(
                        extendedType: SwiftType.named(names.clientName).member(group.typeName),
                        members: members
                    )
                )
            )
        }
        return extensions
    }

    /// Every client method calling `endpoint`: the call, its pages, download and file-upload overloads, and those
    /// of its alternative bodies.
    private func clientMethods(of endpoint: EndpointDefinition) -> [Declaration] {
        let others = [
            translateClientPagesMethod(endpoint),
            translateClientDownloadMethod(endpoint),
            translateClientFileUploadMethod(endpoint),
        ]
        return [translateClientMethod(endpoint)] + others.compactMap { $0 }
            + translateAlternativeClientMethods(endpoint)
    }
}
