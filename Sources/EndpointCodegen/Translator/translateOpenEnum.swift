import EndpointSpec

// MARK: - Open enums

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
            OpenEnumCase(
                documentation: caseDocumentation(value),
                caseName: SwiftNaming.escaped(
                    caseNames[value] ?? SwiftNaming.memberName(value, acronyms: spec.acronyms)
                ),
                literal: Expression.string(value)
            )
        }
        return openEnum(
            OpenEnumShape(
                name: name,
                documentation: documentation,
                attributes: attributes,
                rawType: .string,
                wireDescription: "string",
                unknownDescription: "unknown text",
                isExhaustive: false,
                parameterValue: .identifier("rawValue")
            ),
            cases: known
        )
    }

    /// An open enum of `shape` with the `known` cases plus `unknown(RawType)`: initializer from and `rawValue` to
    /// the raw type (each out of line), coding as one value, and `parameterValue`.
    func openEnum(_ shape: OpenEnumShape, cases known: [OpenEnumCase]) -> Declaration {
        let rawType = shape.rawType
        var members: [Declaration] = []
        members.reserveCapacity(known.count + 6)
        members += known.map { entry in
            .enumCase(EnumCaseDeclaration(documentation: [entry.documentation], name: entry.caseName))
        }
        members.append(
            .enumCase(
                EnumCaseDeclaration(
                    documentation: ["A value this client does not know, kept as the server sent it."],
                    name: "unknown",
                    associatedTypes: [rawType]
                )
            )
        )
        members.append(
            .function(
                FunctionDeclaration(
                    documentation: ["Creates the case for `rawValue`; \(shape.unknownDescription) becomes `unknown`."],
                    // Out of line: inlined into every caller, the string `switch` was half an enumeration's release
                    // build time (docs/performance.md, issue 17); a call costs nothing next to the comparisons.
                    attributes: [Self.outOfLine],
                    kind: .initializer,
                    parameters: [FunctionParameter(name: "rawValue", type: rawType)],
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
                            }
                                + (shape.isExhaustive
                                    ? []
                                    : [
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
                                    ])
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
                    type: rawType,
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
                    documentation: ["Decodes the value from a single \(shape.wireDescription)."],
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
                                            Argument(nil, .metatype(rawType))
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
                    documentation: ["Encodes the value as a single \(shape.wireDescription)."],
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
                    getter: [.expression(shape.parameterValue)]
                )
            )
        )
        return .enumeration(
            TypeDeclaration(
                documentation: shape.documentation,
                attributes: shape.attributes,
                name: shape.name,
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
