import EndpointSpec

// MARK: - Models

extension SpecTranslator {
    /// The DTO declaration of `model`: a struct for an object, a string enum with an `unknown` case otherwise.
    func translateModel(_ model: ModelDefinition) -> Declaration {
        let modelNames = names.model(model.name)
        switch model.kind {
        case .enumeration(let values):
            return stringEnum(
                name: modelNames.typeName,
                documentation: documentation(model.description, fallback: "The values of `\(model.name)`."),
                attributes: deprecation(model.isDeprecated),
                values: values,
                caseNames: modelNames.cases
            )
        case .object(let properties):
            let fields = properties.map { ModelField(property: $0, of: model.name, translator: self) }
            var members: [Declaration] = []
            for field in fields {
                guard let enumName = field.nestedEnum, let values = field.property.schema.inlineEnumValues else {
                    continue
                }
                members.append(
                    stringEnum(
                        name: enumName,
                        documentation: ["The values of `\(modelNames.typeName).\(field.name)`."],
                        attributes: [],
                        values: values,
                        caseNames: NameTable.caseNames(for: values)
                    )
                )
            }
            if fields.contains(where: \.isBoxed) { members.append(indirectBox()) }
            members += fields.flatMap(\.declarations)
            members.append(memberwiseInitializer(fields))
            if fields.contains(where: \.needsCustomDecoding) { members.append(decodingInitializer(fields)) }
            if fields.contains(where: \.isRequiredNullable) { members.append(encodingFunction(fields)) }
            if !fields.isEmpty { members.append(codingKeys(fields)) }
            return .structure(
                TypeDeclaration(
                    documentation: documentation(model.description, fallback: "The `\(model.name)` object."),
                    attributes: deprecation(model.isDeprecated),
                    name: modelNames.typeName,
                    conformances: ["Codable", "Hashable", "Sendable"],
                    members: members
                )
            )
        }
    }

    // MARK: Object members

    private func memberwiseInitializer(_ fields: [ModelField]) -> Declaration {
        .function(
            FunctionDeclaration(
                documentation: ["Creates a value from its properties."],
                kind: .initializer,
                parameters: fields.map {
                    FunctionParameter(name: $0.name, type: $0.type, defaultValue: $0.defaultArgument)
                },
                body: fields.map { .line("self.\($0.storageName) = \($0.stored($0.name))") }
            )
        )
    }

    private func decodingInitializer(_ fields: [ModelField]) -> Declaration {
        var body: [Statement] = [.line("let container = try decoder.container(keyedBy: CodingKeys.self)")]
        for field in fields {
            body.append(.assignment(target: "self.\(field.storageName)", value: field.decodingExpression))
        }
        return .function(
            FunctionDeclaration(
                documentation: [
                    "Decodes a value; absent optional keys take the spec's defaults, and required nullable keys must be",
                    "present.",
                ],
                kind: .initializer,
                parameters: [FunctionParameter(label: "from", name: "decoder", type: "any Decoder")],
                isThrowing: true,
                body: body
            )
        )
    }

    private func encodingFunction(_ fields: [ModelField]) -> Declaration {
        var body: [Statement] = [.line("var container = encoder.container(keyedBy: CodingKeys.self)")]
        for field in fields {
            let method = field.isOptional && !field.isRequiredNullable ? "encodeIfPresent" : "encode"
            body.append(.line("try container.\(method)(self.\(field.storageName), forKey: .\(field.storageName))"))
        }
        return .function(
            FunctionDeclaration(
                documentation: ["Encodes the value, writing `null` for absent required nullable properties."],
                kind: .function("encode"),
                parameters: [FunctionParameter(label: "to", name: "encoder", type: "any Encoder")],
                isThrowing: true,
                body: body
            )
        )
    }

    private func codingKeys(_ fields: [ModelField]) -> Declaration {
        .enumeration(
            TypeDeclaration(
                access: .private,
                name: "CodingKeys",
                conformances: ["String", "CodingKey"],
                members: fields.map { field in
                    let unescaped = field.storageName.filter { $0 != "`" }
                    let rawValue =
                        unescaped == field.property.wireName ? nil : SwiftLiteral.string(field.property.wireName)
                    return .enumCase(EnumCaseDeclaration(name: field.storageName, rawValue: rawValue))
                }
            )
        )
    }

    /// `Indirect`: heap storage for properties that refer back to their model, coded as the value itself.
    private func indirectBox() -> Declaration {
        .enumeration(
            TypeDeclaration(
                documentation: ["Heap storage for a property that refers back to this model; codes as its value."],
                access: nil,
                isIndirect: true,
                name: "Indirect<Value: Codable & Hashable & Sendable>",
                conformances: ["Codable", "Hashable", "Sendable"],
                members: [
                    .enumCase(
                        EnumCaseDeclaration(
                            documentation: ["The stored value."],
                            name: "wrapped",
                            associatedTypes: ["Value"]
                        )
                    ),
                    .variable(
                        VariableDeclaration(
                            documentation: ["The stored value."],
                            access: nil,
                            name: "value",
                            type: "Value",
                            getter: [
                                .switchOver(
                                    subject: "self",
                                    cases: [SwitchCase(label: "case .wrapped(let value)", body: [.line("value")])]
                                )
                            ]
                        )
                    ),
                    .function(
                        FunctionDeclaration(
                            documentation: ["Decodes the value itself."],
                            access: nil,
                            kind: .initializer,
                            parameters: [FunctionParameter(label: "from", name: "decoder", type: "any Decoder")],
                            isThrowing: true,
                            body: [.line("self = .wrapped(try Value(from: decoder))")]
                        )
                    ),
                    .function(
                        FunctionDeclaration(
                            documentation: ["Encodes the value itself."],
                            access: nil,
                            kind: .function("encode"),
                            parameters: [FunctionParameter(label: "to", name: "encoder", type: "any Encoder")],
                            isThrowing: true,
                            body: [.line("try value.encode(to: encoder)")]
                        )
                    ),
                ]
            )
        )
    }
}
