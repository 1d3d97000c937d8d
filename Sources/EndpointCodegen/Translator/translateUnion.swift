import EndpointSpec

// MARK: - Union models

extension SpecTranslator {
    /// One alternative of a union: its case name and payload type.
    struct UnionCase {
        /// The case name, unescaped.
        var name: String
        /// The Swift type of the associated value.
        var type: SwiftType
        /// The model the alternative refers to, if it is a `$ref`.
        var model: String?
    }

    /// An `indirect` enum with one case per alternative. With a discriminator it decodes the alternative the
    /// discriminator property selects; without one it tries each alternative in order and reports every failure
    /// when none matches. It encodes as the payload itself.
    func unionEnum(_ model: ModelDefinition, alternatives: [Schema], discriminator: Discriminator?) -> Declaration {
        let typeName = names.model(model.name).typeName
        let cases = unionCases(model.name, alternatives: alternatives)
        var members: [Declaration] = cases.map { entry in
            .enumCase(
                EnumCaseDeclaration(
                    documentation: [entry.model.map { "A `\($0)`." } ?? "A value of type `\(entry.type.text)`."],
                    name: SwiftNaming.escaped(entry.name),
                    associatedTypes: [entry.type]
                )
            )
        }
        if let discriminator {
            members.append(discriminatorKey(discriminator))
            members.append(discriminatedDecoding(model.name, cases: cases, discriminator: discriminator))
        } else {
            members.append(orderedDecoding(model.name, cases: cases))
        }
        members.append(payloadEncoding(cases))
        return .enumeration(
            TypeDeclaration(
                documentation: documentation(
                    model.description,
                    fallback: "One of the alternatives of `\(model.name)`."
                ),
                attributes: deprecation(model.isDeprecated),
                isIndirect: true,
                name: typeName,
                conformances: modelConformances,
                members: members
            )
        )
    }

    /// Case names: a referenced model's name without the union's name as prefix (`ShapeCircle` in `Shape` →
    /// `circle`), otherwise the alternative's type (`string`, `integer`, `array`, …), made unique in order.
    func unionCases(_ unionName: String, alternatives: [Schema]) -> [UnionCase] {
        var taken: Set<String> = []
        return alternatives.map { alternative in
            var base: String
            var model: String?
            if case .reference(let name) = alternative.kind {
                model = name
                let trimmed = name.hasPrefix(unionName) ? String(name.dropFirst(unionName.count)) : ""
                base = SwiftNaming.memberName(trimmed.contains(where: \.isLetter) ? trimmed : name)
            } else {
                base = Self.unionCaseName(for: alternative.kind)
            }
            let name = SwiftNaming.unique(base, avoiding: taken)
            taken.insert(name)
            let type = swiftType(alternative, enumName: nil).optional(if: alternative.isNullable)
            return UnionCase(name: name, type: type, model: model)
        }
    }

    private static func unionCaseName(for kind: Schema.Kind) -> String {
        switch kind {
        case .string, .enumeration: "string"
        case .integer: "integer"
        case .number: "number"
        case .boolean: "boolean"
        case .dateTime: "dateTime"
        case .date: "date"
        case .uuid: "uuid"
        case .uri: "uri"
        case .byte: "data"
        case .reference(let name): SwiftNaming.memberName(name)
        case .array: "array"
        case .map: "object"
        case .any: "json"
        }
    }

    // MARK: Decoding

    private func discriminatorKey(_ discriminator: Discriminator) -> Declaration {
        .enumeration(
            TypeDeclaration(
                documentation: ["The key of the property that selects the alternative."],
                access: .private,
                name: "DiscriminatorKey",
                conformances: [.string, .named("CodingKey")],
                members: [
                    .enumCase(
                        EnumCaseDeclaration(
                            name: "discriminator",
                            rawValue: SwiftLiteral.string(discriminator.propertyName)
                        )
                    )
                ]
            )
        )
    }

    private func discriminatedDecoding(_ unionName: String, cases: [UnionCase], discriminator: Discriminator)
        -> Declaration
    {
        let models = cases.compactMap(\.model)
        let mapping = discriminator.resolvedMapping(alternatives: models)
        var switchCases: [SwitchCase] = []
        var handledModels: Set<String> = []
        for entry in cases {
            guard let model = entry.model, handledModels.insert(model).inserted else { continue }
            let values = mapping.filter { $0.model == model }.map { SwiftLiteral.string($0.value) }
            guard !values.isEmpty else { continue }
            switchCases.append(
                SwitchCase(
                    label: "case \(values.joined(separator: ", "))",
                    body: [
                        .line("self = .\(SwiftNaming.escaped(entry.name))(try single.decode(\(entry.type.text).self))")
                    ]
                )
            )
        }
        let expected = mapping.map { "'\($0.value)'" }.joined(separator: ", ")
        switchCases.append(
            SwitchCase(
                label: "default",
                body: [
                    .line("throw DecodingError.dataCorruptedError("),
                    .line("    forKey: .discriminator,"),
                    .line("    in: container,"),
                    .line(
                        "    debugDescription: \"'\(Self.literalContent(discriminator.propertyName))' is '\\(value)'; "
                            + "expected one of \(Self.literalContent(expected)) for `\(Self.literalContent(unionName))`\""
                    ),
                    .line(")"),
                ]
            )
        )
        return .function(
            FunctionDeclaration(
                documentation: ["Decodes the alternative that the discriminator property selects."],
                kind: .initializer,
                parameters: [.decoder],
                isThrowing: true,
                body: [
                    .line("let container = try decoder.container(keyedBy: DiscriminatorKey.self)"),
                    .line("let value = try container.decode(String.self, forKey: .discriminator)"),
                    .line("let single = try decoder.singleValueContainer()"),
                    .switchOver(subject: "value", cases: switchCases),
                ]
            )
        )
    }

    private func orderedDecoding(_ unionName: String, cases: [UnionCase]) -> Declaration {
        var body: [Statement] = [
            .line("let single = try decoder.singleValueContainer()"),
            .line("var failures: [String] = []"),
        ]
        for entry in cases {
            body.append(
                .doCatch(
                    body: [
                        .line("self = .\(SwiftNaming.escaped(entry.name))(try single.decode(\(entry.type.text).self))"),
                        .line("return"),
                    ],
                    catches: [
                        CatchClause(
                            pattern: "let error",
                            body: [.line("failures.append(\"\(Self.literalContent(entry.type.text)): \\(error)\")")]
                        )
                    ]
                )
            )
        }
        body.append(.line("throw DecodingError.dataCorruptedError("))
        body.append(.line("    in: single,"))
        body.append(
            .line(
                "    debugDescription: \"the value matches none of the alternatives of `\(Self.literalContent(unionName))`: "
                    + "\\(failures.joined(separator: \"; \"))\""
            )
        )
        body.append(.line(")"))
        return .function(
            FunctionDeclaration(
                documentation: [
                    "Decodes the first alternative that matches, in declaration order; when none does, the error lists",
                    "why each one failed.",
                ],
                kind: .initializer,
                parameters: [.decoder],
                isThrowing: true,
                body: body
            )
        )
    }

    /// `text` escaped for use inside a string literal, without the quotes.
    private static func literalContent(_ text: String) -> String {
        String(SwiftLiteral.string(text).dropFirst().dropLast())
    }

    // MARK: Encoding

    private func payloadEncoding(_ cases: [UnionCase]) -> Declaration {
        .function(
            FunctionDeclaration(
                documentation: ["Encodes the alternative's value itself."],
                kind: .function("encode"),
                parameters: [.encoder],
                isThrowing: true,
                body: [
                    .line("var container = encoder.singleValueContainer()"),
                    .switchOver(
                        subject: "self",
                        cases: cases.map {
                            SwitchCase(
                                label: "case .\(SwiftNaming.escaped($0.name))(let value)",
                                body: [.line("try container.encode(value)")]
                            )
                        }
                    ),
                ]
            )
        )
    }
}
