import EndpointSpec

/// One property of an object model with everything the generated struct needs to know about it.
///
/// | required | nullable | default | Swift type | decoding                                   |
/// |----------|----------|---------|------------|--------------------------------------------|
/// | yes      | no       | –       | `T`        | `decode(T.self)`                            |
/// | yes      | yes      | –       | `T?`       | `decode(T?.self)`: the key must be present  |
/// | no       | –        | yes     | `T`        | `decodeIfPresent(T.self) ?? default`        |
/// | no       | –        | no      | `T?`       | `decodeIfPresent(T.self)`                   |
struct ModelField {
    /// The spec property.
    let property: PropertyDefinition
    /// The escaped Swift property name.
    let name: String
    /// The nested enum type of an inline enum property, if any.
    let nestedEnum: String?
    /// The non-optional Swift type.
    let baseType: String
    /// The default value as a Swift expression, when the property is optional and has a usable default.
    let defaultLiteral: String?
    /// The property's documentation lines.
    let documentation: [String]

    /// Derives the field of `property` in a model named by `names`.
    init(property: PropertyDefinition, names: ModelNames, translator: SpecTranslator) {
        self.property = property
        name = names.property(property.wireName)
        nestedEnum = names.nestedEnums[property.wireName]
        baseType = translator.swiftType(property.schema, enumName: nestedEnum)
        if !property.isRequired, let value = property.schema.defaultValue {
            defaultLiteral = DefaultValueLiteral(translator: translator, enumName: nestedEnum)
                .literal(value, for: property.schema)
        } else {
            defaultLiteral = nil
        }
        documentation = translator.documentation(
            property.schema.description,
            fallback: "The `\(SwiftLiteral.codeVoice(property.wireName).filter { $0 != "`" })` value."
        )
    }

    // MARK: Shape

    /// Whether the key must be present but may hold `null`.
    var isRequiredNullable: Bool { property.isRequired && property.schema.isNullable }

    /// Whether the Swift property is optional.
    var isOptional: Bool { isRequiredNullable || (!property.isRequired && defaultLiteral == nil) }

    /// The declared Swift type.
    var type: String { isOptional ? baseType + "?" : baseType }

    /// Whether synthesized decoding would be wrong for this field.
    var needsCustomDecoding: Bool { isRequiredNullable || defaultLiteral != nil }

    /// The memberwise initializer's default argument.
    var defaultArgument: String? { isOptional ? "nil" : defaultLiteral }

    /// The expression decoding the field from `container`.
    var decodingExpression: String {
        if isRequiredNullable { return "try container.decode(\(type).self, forKey: .\(name))" }
        if let defaultLiteral {
            return "try container.decodeIfPresent(\(baseType).self, forKey: .\(name)) ?? \(defaultLiteral)"
        }
        if isOptional { return "try container.decodeIfPresent(\(baseType).self, forKey: .\(name))" }
        return "try container.decode(\(baseType).self, forKey: .\(name))"
    }

    /// The stored property declaration.
    var declaration: VariableDeclaration {
        VariableDeclaration(
            documentation: documentation,
            attributes: property.schema.isDeprecated ? ["@available(*, deprecated)"] : [],
            isMutable: true,
            name: name,
            type: type
        )
    }
}
