import EndpointSpec

// MARK: - String enums

extension SpecTranslator {
    /// The attribute that keeps an enumeration's string `switch`es out of their callers.
    static let outOfLine = "@inline(never)"

    /// An open string enum: one case per known value plus `unknown(String)`, so new server values never fail
    /// decoding. Codable as a single string and usable as a path, query or header value.
    func stringEnum(
        name: String,
        documentation: [String],
        attributes: [String],
        values: [String],
        caseNames: [String: String]
    ) -> Declaration {
        var seen = Set<String>(minimumCapacity: values.count)
        // Each value's case name and string literal, spelled once for the case, the initializer and `rawValue`.
        let known = values.filter { seen.insert($0).inserted }.map { value in
            (
                value: value,
                caseName: SwiftNaming.escaped(caseNames[value] ?? SwiftNaming.memberName(value)),
                literal: Expression.string(value)
            )
        }
        var members: [Declaration] = []
        members.reserveCapacity(known.count + 6)
        members += known.map { entry in
            .enumCase(
                EnumCaseDeclaration(documentation: [caseDocumentation(entry.value)], name: entry.caseName)
            )
        }
        members.append(
            .enumCase(
                EnumCaseDeclaration(
                    documentation: ["A value this client does not know, kept as the server sent it."],
                    name: "unknown",
                    associatedTypes: [.string]
                )
            )
        )
        members.append(
            .function(
                FunctionDeclaration(
                    documentation: ["Creates the case for `rawValue`; unknown text becomes `unknown`."],
                    // Out of line: inlined into every caller, the string `switch` was half an enumeration's release
                    // build time (docs/performance.md, issue 17); a call costs nothing next to the comparisons.
                    attributes: [Self.outOfLine],
                    kind: .initializer,
                    parameters: [FunctionParameter(name: "rawValue", type: .string)],
                    body: [
                        .switchOver(
                            subject: .identifier("rawValue"),
                            cases: known.map {
                                SwitchCase(
                                    pattern: .values([$0.literal]),
                                    body: [
                                        .assignment(
                                            target: .identifier("self"),
                                            value: .singleLine(.implicitMember($0.caseName))
                                        )
                                    ]
                                )
                            } + [
                                SwitchCase(
                                    pattern: .default,
                                    body: [
                                        .assignment(
                                            target: .identifier("self"),
                                            value: .singleLine(
                                                Expression.implicitMember("unknown")
                                                    .call([Argument(nil, .identifier("rawValue"))])
                                            )
                                        )
                                    ]
                                )
                            ]
                        )
                    ]
                )
            )
        )
        members.append(
            .variable(
                VariableDeclaration(
                    documentation: ["The value as sent on the wire."],
                    attributes: [Self.outOfLine],
                    name: "rawValue",
                    type: .string,
                    getter: [
                        .switchOver(
                            subject: .identifier("self"),
                            cases: known.map {
                                SwitchCase(
                                    pattern: .enumCase($0.caseName, binding: nil),
                                    body: [.expression($0.literal)]
                                )
                            } + [
                                SwitchCase(
                                    pattern: .enumCase("unknown", binding: "value"),
                                    body: [.expression(.identifier("value"))]
                                )
                            ]
                        )
                    ]
                )
            )
        )
        members.append(
            .function(
                FunctionDeclaration(
                    documentation: ["Decodes the value from a single string."],
                    kind: .initializer,
                    parameters: [.decoder],
                    isThrowing: true,
                    body: [
                        .expression(
                            Expression.identifier("self").member("init").call([
                                Argument(
                                    "rawValue",
                                    .try(
                                        Self.singleValueContainer("decoder").member("decode").call([
                                            Argument(nil, .metatype(.string))
                                        ])
                                    )
                                )
                            ])
                        )
                    ]
                )
            )
        )
        members.append(
            .function(
                FunctionDeclaration(
                    documentation: ["Encodes the value as a single string."],
                    kind: .function("encode"),
                    parameters: [.encoder],
                    isThrowing: true,
                    body: [
                        .variable(
                            isMutable: true,
                            name: "container",
                            type: nil,
                            value: Self.singleValueContainer("encoder")
                        ),
                        .expression(
                            .try(ModelField.container.member("encode").call([Argument(nil, .identifier("rawValue"))]))
                        ),
                    ]
                )
            )
        )
        members.append(
            .variable(
                VariableDeclaration(
                    documentation: ["The value as sent in a path, query or header."],
                    name: "parameterValue",
                    type: .string,
                    getter: [.expression(.identifier("rawValue"))]
                )
            )
        )
        return .enumeration(
            TypeDeclaration(
                documentation: documentation,
                attributes: attributes,
                name: name,
                conformances: [.named("Codable"), .named("Hashable"), .named("Sendable"), .runtime("ParameterValue")],
                members: members
            )
        )
    }

    /// `coder.singleValueContainer()`.
    static func singleValueContainer(_ coder: String) -> Expression {
        Expression.identifier(coder).member("singleValueContainer").call()
    }

    private func caseDocumentation(_ value: String) -> String {
        value.isEmpty ? "The empty string." : SwiftLiteral.codeVoice(value) + "."
    }
}
