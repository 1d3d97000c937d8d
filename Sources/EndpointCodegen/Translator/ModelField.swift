import EndpointSpec

/// One property of an object model with everything the generated struct needs to know about it.
///
/// | required | nullable | default                 | Swift type | decoding                                  |
/// |----------|----------|-------------------------|------------|-------------------------------------------|
/// | yes      | no       | –                       | `T`        | `decode(T.self)`                          |
/// | yes      | yes      | –                       | `T?`       | `decode(T?.self)`: the key must be present |
/// | no       | –        | literal                 | `T`        | `decodeIfPresent(T.self) ?? literal`      |
/// | no       | –        | parsed (date, UUID, …)  | `T?`       | `decodeIfPresent(T.self) ?? parse(text)`  |
/// | no       | –        | none                    | `T?`       | `decodeIfPresent(T.self)`                 |
///
/// A deprecated property is a computed property over internal storage named `_name`, so the generated
/// initializers, coding and mappings never touch the deprecated declaration (and never warn).
struct ModelField {
    /// The spec property.
    let property: PropertyDefinition
    /// The escaped Swift property name.
    let name: String
    /// The escaped name of the stored property: `name`, or `_name` for a deprecated property.
    let storageName: String
    /// The nested enum type of an inline enum property, if any.
    let nestedEnum: String?
    /// The non-optional Swift type.
    let baseType: String
    /// The default used when the key is absent, for properties that are not required.
    let defaultValue: DefaultValueLiteral.Value?
    /// The property's documentation lines.
    let documentation: [String]

    /// Derives the field of `property` in a model named by `names`.
    init(property: PropertyDefinition, names: ModelNames, translator: SpecTranslator) {
        self.property = property
        name = names.property(property.wireName)
        let plainName = names.properties[property.wireName] ?? SwiftNaming.memberName(property.wireName)
        storageName = property.schema.isDeprecated ? "_" + plainName : name
        nestedEnum = names.nestedEnums[property.wireName]
        baseType = translator.swiftType(property.schema, enumName: nestedEnum)
        if !property.isRequired, let value = property.schema.defaultValue {
            defaultValue = DefaultValueLiteral(translator: translator, enumName: nestedEnum)
                .value(value, for: property.schema)
        } else {
            defaultValue = nil
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
    var isOptional: Bool {
        isRequiredNullable || (!property.isRequired && (defaultValue == nil || defaultValue?.isFailable == true))
    }

    /// The declared Swift type.
    var type: String { isOptional ? baseType + "?" : baseType }

    /// Whether synthesized decoding would be wrong for this field.
    var needsCustomDecoding: Bool { isRequiredNullable || defaultValue != nil }

    /// The memberwise initializer's default argument.
    var defaultArgument: String? { defaultValue?.expression.text ?? (isOptional ? "nil" : nil) }

    /// The expression decoding the field from `container`.
    var decodingExpression: Expression {
        let key = "forKey: .\(storageName)"
        if isRequiredNullable { return .raw("try container.decode(\(type).self, \(key))") }
        if let defaultValue {
            return .infix(
                .raw("try container.decodeIfPresent(\(baseType).self, \(key))"),
                "??",
                defaultValue.expression
            )
        }
        if isOptional { return .raw("try container.decodeIfPresent(\(baseType).self, \(key))") }
        return .raw("try container.decode(\(baseType).self, \(key))")
    }

    /// The property declarations: the stored property, or a deprecated accessor and its private storage.
    var declarations: [Declaration] {
        guard property.schema.isDeprecated else {
            return [
                .variable(VariableDeclaration(documentation: documentation, isMutable: true, name: name, type: type))
            ]
        }
        return [
            .variable(
                VariableDeclaration(
                    documentation: documentation,
                    attributes: ["@available(*, deprecated)"],
                    name: name,
                    type: type,
                    getter: [.line("get { \(storageName) }"), .line("set { \(storageName) = newValue }")]
                )
            ),
            .variable(
                VariableDeclaration(
                    documentation: ["Storage of the deprecated `\(name.filter { $0 != "`" })`."],
                    access: nil,
                    isMutable: true,
                    name: storageName,
                    type: type
                )
            ),
        ]
    }
}
