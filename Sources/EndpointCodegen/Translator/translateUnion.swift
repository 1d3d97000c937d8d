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
                ) + deprecatedTypeNote(model),
                attributes: [],
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
                base = SwiftNaming.memberName(
                    trimmed.contains(where: \.isLetter) ? trimmed : name,
                    acronyms: spec.acronyms
                )
            } else {
                base = Self.unionCaseName(for: alternative.kind, acronyms: spec.acronyms)
            }
            let name = SwiftNaming.unique(base, avoiding: taken)
            taken.insert(name)
            let type = swiftType(alternative, enumName: nil).optional(if: alternative.isNullable)
            return UnionCase(name: name, type: type, model: model)
        }
    }

    private static func unionCaseName(for kind: Schema.Kind, acronyms: Acronyms) -> String {
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
        case .reference(let name): SwiftNaming.memberName(name, acronyms: acronyms)
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
                            rawValue: .string(discriminator.propertyName)
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
            let values = mapping.filter { $0.model == model }.map { Expression.string($0.value) }
            guard !values.isEmpty else { continue }
            switchCases.append(SwitchCase(pattern: .values(values), body: [decodeAlternative(entry)]))
        }
        let expected = mapping.map { "'\($0.value)'" }.joined(separator: ", ")
        let description =
            "\"'\(Self.literalContent(discriminator.propertyName))' is '\\(value)'; "
            + "expected one of \(Self.literalContent(expected)) for `\(Self.literalContent(unionName))`\""
        switchCases.append(
            SwitchCase(
                pattern: .default,
                body: [
                    .throw(
                        Self.dataCorruptedError.call([
                            Argument("forKey", .implicitMember("discriminator")),
                            Argument("in", .identifier("container")),
                            Argument("debugDescription", .literal(description)),
                        ])
                    )
                ]
            )
        )
        let keyedContainer = Expression.identifier("decoder").member("container")
            .call([Argument("keyedBy", .metatype(.named("DiscriminatorKey")))])
        let discriminatorValue = ModelField.container.member("decode")
            .call([Argument(nil, .metatype(.string)), Argument("forKey", .implicitMember("discriminator"))])
        return .function(
            FunctionDeclaration(
                documentation: ["Decodes the alternative that the discriminator property selects."],
                kind: .initializer,
                parameters: [.decoder],
                isThrowing: true,
                body: [
                    .variable(isMutable: false, name: "container", type: nil, value: .try(keyedContainer)),
                    .variable(isMutable: false, name: "value", type: nil, value: .try(discriminatorValue)),
                    .variable(
                        isMutable: false,
                        name: "single",
                        type: nil,
                        value: .try(Self.singleValueContainer("decoder"))
                    ),
                    .switchOver(subject: .identifier("value"), cases: switchCases),
                ]
            )
        )
    }

    private func orderedDecoding(_ unionName: String, cases: [UnionCase]) -> Declaration {
        let failures = Expression.identifier("failures")
        var body: [Statement] = [
            .variable(isMutable: false, name: "single", type: nil, value: .try(Self.singleValueContainer("decoder"))),
            .variable(isMutable: true, name: "failures", type: .array(.string), value: .array([])),
        ]
        for entry in cases {
            let failure = "\"\(Self.literalContent(entry.type.text)): \\(error)\""
            body.append(
                .doCatch(
                    body: [decodeAlternative(entry), .return(nil)],
                    catches: [
                        CatchClause(
                            name: "error",
                            body: [
                                .expression(
                                    .singleLine(failures.member("append").call([Argument(nil, .literal(failure))]))
                                )
                            ]
                        )
                    ]
                )
            )
        }
        // The failures joined first, so the message's line stays short.
        body.append(
            .variable(
                isMutable: false,
                name: "failed",
                type: nil,
                value: failures.member("joined").call([Argument("separator", .string("; "))])
            )
        )
        let description =
            "\"the value matches none of the alternatives of `\(Self.literalContent(unionName))`: \\(failed)\""
        body.append(
            .throw(
                Self.dataCorruptedError.call([
                    Argument("in", .identifier("single")),
                    Argument("debugDescription", .literal(description)),
                ])
            )
        )
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

    /// `self = .alternative(try single.decode(Payload.self))`.
    private func decodeAlternative(_ entry: UnionCase) -> Statement {
        let decode = Expression.identifier("single").member("decode").call([Argument(nil, .metatype(entry.type))])
        return .assignment(
            target: .identifier("self"),
            value: .singleLine(
                Expression.implicitMember(SwiftNaming.escaped(entry.name)).call([Argument(nil, .try(decode))])
            )
        )
    }

    /// `DecodingError.dataCorruptedError`, which reports a value no alternative accepts.
    private static let dataCorruptedError = Expression.type(.named("DecodingError")).member("dataCorruptedError")

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
                    .variable(
                        isMutable: true,
                        name: "container",
                        type: nil,
                        value: Self.singleValueContainer("encoder")
                    ),
                    .switchOver(
                        subject: .identifier("self"),
                        cases: cases.map {
                            SwitchCase(
                                pattern: .enumCase(SwiftNaming.escaped($0.name), binding: "value"),
                                body: [
                                    .expression(
                                        .try(
                                            ModelField.container.member("encode").call([
                                                Argument(nil, .identifier("value"))
                                            ])
                                        )
                                    )
                                ]
                            )
                        }
                    ),
                ]
            )
        )
    }
}
