import EndpointSpec

/// A member of an object model that is not one of its properties, decoded from and encoded into the same JSON
/// object: the dictionary of its additional properties, or the union variant of its `variant`.
///
/// ```swift
/// self.additionalProperties = try container.decodeAdditionalProperties(JSONValue.self, excluding: ["id"])
/// self.variant = try? PetVariantDTO(from: decoder)
/// ```
struct ObjectExtraMember {
    /// What the member holds.
    enum Kind {
        /// `[String: Value]` of every key but the declared properties' `declaredKeys`.
        case additionalProperties(declaredKeys: [String])
        /// The union model, decoded from the whole object.
        case variant
    }

    /// What the member holds.
    let kind: Kind
    /// The escaped Swift member name.
    let name: String
    /// The member's type: `[String: Value]` or the union's type.
    let type: SwiftType
    /// The member's documentation lines.
    let documentation: [String]

    /// The additional properties member of `model`, if it has one.
    init?(additionalPropertiesOf model: ModelDefinition, properties: [PropertyDefinition], translator: SpecTranslator) {
        guard let values = model.additionalProperties,
            let name = translator.names.model(model.name).additionalProperties
        else { return nil }
        kind = .additionalProperties(declaredKeys: properties.map(\.wireName))
        self.name = SwiftNaming.escaped(name)
        let valueType = translator.swiftType(values, enumName: nil).optional(if: values.isNullable)
        type = .dictionary(key: .string, value: valueType)
        let lines = translator.documentationLines(values.description)
        documentation =
            ["Every key of the JSON object besides the declared properties, with its value."]
            + (lines.isEmpty ? [] : [""] + lines)
    }

    /// The variant member of `model`, if it has one.
    init?(variantOf model: ModelDefinition, translator: SpecTranslator) {
        guard let variant = model.variant, let name = translator.names.model(model.name).variant else { return nil }
        kind = .variant
        self.name = SwiftNaming.escaped(name)
        type = .optional(translator.swiftType(variant, enumName: nil))
        documentation = [
            "The alternative the JSON object also is, decoded from the same object as the properties and encoded",
            "into it; `nil` when the object matches none of the alternatives.",
        ]
    }

    /// Whether decoding and encoding the member use the model's keyed `container` (a variant uses the coder).
    var readsContainer: Bool {
        if case .additionalProperties = kind { true } else { false }
    }

    /// The property declaration.
    func declaration(isMutable: Bool) -> Declaration {
        .variable(VariableDeclaration(documentation: documentation, isMutable: isMutable, name: name, type: type))
    }

    /// The memberwise initializer's parameter: an empty dictionary by default for additional properties.
    var parameter: FunctionParameter {
        switch kind {
        case .additionalProperties: FunctionParameter(name: name, type: type, defaultValue: .dictionary([]))
        case .variant: FunctionParameter(name: name, type: type, defaultValue: .nil)
        }
    }

    /// The statement decoding the member, after `container` is made.
    var decodingStatement: Statement {
        let value: Expression
        switch kind {
        case .additionalProperties(let keys):
            let valueType: SwiftType =
                if case .dictionary(_, let element) = type { element } else { .runtime("JSONValue") }
            value = .try(
                ModelField.container.member("decodeAdditionalProperties").call([
                    Argument(nil, .metatype(valueType)), Argument("excluding", .array(keys.map(Expression.string))),
                ])
            )
        case .variant:
            // A variant that matches nothing leaves the properties decoded: the object is still what it declares.
            let wrapped: SwiftType = if case .optional(let inner) = type { inner } else { type }
            value = .tryOptional(Expression.type(wrapped).call([Argument("from", .identifier("decoder"))]))
        }
        return .assignment(target: SpecTranslator.selfValue.member(name), value: value)
    }

    /// The statement encoding the member, after the properties.
    var encodingStatement: Statement {
        let member = SpecTranslator.selfValue.member(name)
        switch kind {
        case .additionalProperties(let keys):
            return .expression(
                .try(
                    ModelField.container.member("encodeAdditionalProperties").call([
                        Argument(nil, member), Argument("excluding", .array(keys.map(Expression.string))),
                    ])
                )
            )
        case .variant:
            return .expression(
                .try(member.member("encode", optionalChaining: true).call([Argument("to", .identifier("encoder"))]))
            )
        }
    }
}
