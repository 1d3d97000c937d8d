import EndpointSpec

// MARK: - Models

extension SpecTranslator {
    /// The declarations of `model`: its DTO, then, for a deprecated model, the deprecated typealias users name it by
    /// (`@available(*, deprecated) public typealias OldDTO = _OldDTO`). The type itself is not marked, so generated
    /// code that refers to it (other models' properties, unions, endpoints) compiles without warnings, while the
    /// user's code that names the model is warned.
    func translateModelDeclarations(_ model: ModelDefinition) -> [Declaration] {
        let declaration = translateModel(model)
        let modelNames = names.model(model.name)
        guard let alias = modelNames.deprecatedAlias else { return [declaration] }
        return [
            declaration,
            .typeAlias(
                TypeAliasDeclaration(
                    documentation: documentation(model.description, fallback: "The `\(model.name)` model.")
                        + ["", "Deprecated: the spec marks `\(model.name)` deprecated."],
                    attributes: deprecation(true),
                    name: alias,
                    type: .named(modelNames.typeName)
                )
            ),
        ]
    }

    /// The DTO declaration of `model`: a struct for an object, a string enum with an `unknown` case for an
    /// enumeration, an enum with one case per alternative for a `oneOf` union (and an `anyOf` one whose
    /// alternatives cannot match the same object or array), a struct of the alternatives that match for any other
    /// `anyOf` union.
    func translateModel(_ model: ModelDefinition) -> Declaration {
        let modelNames = names.model(model.name)
        switch model.kind {
        case .enumeration(let values):
            return stringEnum(
                name: modelNames.typeName,
                documentation: documentation(model.description, fallback: "The values of `\(model.name)`.")
                    + deprecatedTypeNote(model),
                attributes: [],
                values: values,
                caseNames: modelNames.cases
            )
        case .valueEnumeration(let enumeration):
            return valueEnum(
                name: modelNames.typeName,
                documentation: documentation(model.description, fallback: "The values of `\(model.name)`."),
                attributes: deprecation(model.isDeprecated),
                enumeration: enumeration,
                caseNames: modelNames.cases
            )
        case .oneOf(let alternatives, let discriminator):
            if model.isAnyOf, discriminator == nil, anyOfNeedsStruct(alternatives) {
                return anyOfStruct(model, alternatives: alternatives)
            }
            return unionEnum(model, alternatives: alternatives, discriminator: discriminator)
        case .object(let properties):
            var fields: [ModelField] = []
            fields.reserveCapacity(properties.count)
            for property in properties {
                fields.append(ModelField(property: property, ofModel: model.name, names: modelNames, translator: self))
            }
            // Nested enums, up to three declarations per field, then the initializers and the encoder.
            var members: [Declaration] = []
            members.reserveCapacity(fields.count * 3 + 3)
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
                        caseNames: NameTable.caseNames(for: values, acronyms: spec.acronyms)
                    )
                )
            }
            for field in fields { field.appendDeclarations(to: &members) }
            let extras = [
                ObjectExtraMember(additionalPropertiesOf: model, properties: properties, translator: self),
                ObjectExtraMember(variantOf: model, translator: self),
            ]
            .compactMap { $0 }
            let isMutable = spec.modelProperties == .variable
            members += extras.map { $0.declaration(isMutable: isMutable) }
            // A deprecated object keeps its name, which generated signatures use without a warning; the caller is
            // warned on making one (decoding one is the server's choice, not the caller's).
            members.append(
                memberwiseInitializer(
                    fields,
                    extras: extras,
                    attributes: model.isDeprecated
                        ? ["@available(*, deprecated, message: \(SwiftLiteral.string("\(model.name) is deprecated")))"]
                        : []
                )
            )
            if !fields.isEmpty || !extras.isEmpty {
                members.append(decodingInitializer(fields, extras: extras))
                members.append(encodingFunction(fields, extras: extras))
            }
            return .structure(
                TypeDeclaration(
                    documentation: documentation(model.description, fallback: "The `\(model.name)` object.")
                        + deprecatedTypeNote(model),
                    attributes: [],
                    name: modelNames.typeName,
                    conformances: modelConformances,
                    members: members
                )
            )
        }
    }

    /// For a deprecated model's type, the documentation lines that point at its deprecated name.
    func deprecatedTypeNote(_ model: ModelDefinition) -> [String] {
        if model.isDeprecated, NameTable.isObject(model) {
            return [
                "", "Deprecated: the spec marks `\(model.name)` deprecated; making one warns (`init` is deprecated).",
            ]
        }
        guard let alias = names.model(model.name).deprecatedAlias else { return [] }
        return ["", "The type behind the deprecated `\(alias)`, which generated code refers to without a warning."]
    }

    /// What models and unions conform to: `Codable`, the spec's `modelConformances`, `Sendable`.
    var modelConformances: [SwiftType] {
        [.named("Codable")] + spec.modelConformances.map { .named($0.rawValue) } + [.named("Sendable")]
    }

    // MARK: Object members

    /// `self`.
    static let selfValue = Expression.identifier("self")

    func memberwiseInitializer(
        _ fields: [ModelField],
        extras: [ObjectExtraMember] = [],
        attributes: [String] = []
    ) -> Declaration {
        .function(
            FunctionDeclaration(
                documentation: ["Creates a value from its properties."],
                attributes: attributes,
                kind: .initializer,
                parameters: fields.map {
                    FunctionParameter(name: $0.name, type: $0.parameterType, defaultValue: $0.defaultArgument)
                } + extras.map(\.parameter),
                body: fields.map {
                    .assignment(
                        target: Self.selfValue.member($0.storageName),
                        value: .singleLine($0.storedParameter(.identifier($0.name)))
                    )
                }
                    + extras.map {
                        .assignment(target: Self.selfValue.member($0.name), value: .identifier($0.name))
                    }
            )
        )
    }

    private func decodingInitializer(_ fields: [ModelField], extras: [ObjectExtraMember]) -> Declaration {
        var body: [Statement] = []
        body.reserveCapacity(fields.count + extras.count + 1)
        // A model with only a variant decodes it from the decoder itself: no keyed container to make.
        if !fields.isEmpty || extras.contains(where: \.readsContainer) {
            body.append(
                .variable(
                    isMutable: false,
                    name: "container",
                    type: nil,
                    value: .try(
                        Expression.identifier("decoder").member("container")
                            .call([Argument("keyedBy", .metatype(.runtime("JSONKey")))])
                    )
                )
            )
        }
        for field in fields {
            body.append(.assignment(target: Self.selfValue.member(field.storageName), value: field.decodingExpression))
        }
        body += extras.map(\.decodingStatement)
        let hasDefaults = fields.contains { $0.defaultValue != nil }
        let hasRequiredNullable = fields.contains(where: \.isRequiredNullable)
        let documentation =
            switch (hasDefaults, hasRequiredNullable) {
            case (false, false): ["Decodes a value from its JSON object."]
            case (true, false):
                ["Decodes a value from its JSON object; an absent key stays absent and reads as the spec's default."]
            case (false, true): ["Decodes a value from its JSON object; required nullable keys must be present."]
            case (true, true):
                [
                    "Decodes a value from its JSON object; an absent key stays absent and reads as the spec's default,",
                    "and required nullable keys must be present.",
                ]
            }
        return .function(
            FunctionDeclaration(
                documentation: documentation,
                kind: .initializer,
                parameters: [.decoder],
                isThrowing: true,
                body: body
            )
        )
    }

    private func encodingFunction(_ fields: [ModelField], extras: [ObjectExtraMember]) -> Declaration {
        var body: [Statement] = []
        body.reserveCapacity(fields.count + extras.count + 1)
        if !fields.isEmpty || extras.contains(where: \.readsContainer) {
            body.append(
                .variable(
                    isMutable: true,
                    name: "container",
                    type: nil,
                    value: Expression.identifier("encoder").member("container")
                        .call([Argument("keyedBy", .metatype(.runtime("JSONKey")))])
                )
            )
        }
        for field in fields {
            body.append(field.encodingStatement)
        }
        body += extras.map(\.encodingStatement)
        let writesNull = fields.contains(where: \.isRequiredNullable)
        let leavesOut = fields.contains { ($0.isOptional || $0.presence != .plain) && !$0.isRequiredNullable }
        let documentation =
            switch (writesNull, leavesOut) {
            case (false, false): "Encodes the value as a JSON object."
            case (false, true): "Encodes the value as a JSON object, leaving out absent optional properties."
            case (true, false): "Encodes the value as a JSON object, writing `null` for absent nullable properties."
            case (true, true):
                "Encodes the value as a JSON object: absent nullable properties as `null`, absent optional ones left out."
            }
        return .function(
            FunctionDeclaration(
                documentation: [documentation],
                kind: .function("encode"),
                parameters: [.encoder],
                isThrowing: true,
                body: body
            )
        )
    }
}
