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
/// Two kinds of property are computed over internal storage named `_name`:
/// - deprecated ones, so generated initializers, coding and mappings never touch the deprecated declaration
///   (and never warn);
/// - recursive ones (a direct `$ref` leading back to the model), stored in an `Indirect` box because a struct
///   cannot contain itself inline. The box codes as its value, so the wire format is unchanged.
struct ModelField {
    /// The spec property.
    let property: PropertyDefinition
    /// The escaped Swift property name.
    let name: String
    /// The escaped name of the stored property: `name`, or `_name` when stored separately.
    let storageName: String
    /// Whether the value is stored in an `Indirect` box.
    let isBoxed: Bool
    /// The nested enum type of an inline enum property, if any.
    let nestedEnum: String?
    /// The non-optional Swift type.
    let baseType: String
    /// The default used when the key is absent, for properties that are not required.
    let defaultValue: DefaultValueLiteral.Value?
    /// The property's documentation lines.
    let documentation: [String]

    /// Derives the field of `property` in the model called `modelName`.
    init(property: PropertyDefinition, of modelName: String, translator: SpecTranslator) {
        let names = translator.names.model(modelName)
        self.property = property
        name = names.property(property.wireName)
        isBoxed = translator.recursiveProperties.contains(.init(model: modelName, wireName: property.wireName))
        let plainName = names.properties[property.wireName] ?? SwiftNaming.memberName(property.wireName)
        storageName = property.schema.isDeprecated || isBoxed ? "_" + plainName : name
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

    /// The non-optional type of the stored property.
    var storageBaseType: String { isBoxed ? "Indirect<\(baseType)>" : baseType }

    /// The type of the stored property.
    var storageType: String { isOptional ? storageBaseType + "?" : storageBaseType }

    /// The name mappings and repositories read the value through: the storage of a deprecated value, the
    /// computed property of a boxed one.
    var readName: String { isBoxed ? name : storageName }

    /// Whether synthesized decoding would be wrong for this field.
    var needsCustomDecoding: Bool { isRequiredNullable || defaultValue != nil }

    /// The memberwise initializer's default argument.
    var defaultArgument: String? { defaultValue?.expression.text ?? (isOptional ? "nil" : nil) }

    /// `value` (of the property's type) converted for the stored property.
    func stored(_ value: String) -> String {
        guard isBoxed else { return value }
        return isOptional ? "\(value).map { .wrapped($0) }" : ".wrapped(\(value))"
    }

    /// The expression decoding the stored property from `container`.
    var decodingExpression: Expression {
        let key = "forKey: .\(storageName)"
        if isRequiredNullable { return .raw("try container.decode(\(storageType).self, \(key))") }
        if let defaultValue {
            return .infix(
                .raw("try container.decodeIfPresent(\(storageBaseType).self, \(key))"),
                "??",
                defaultValue.expression
            )
        }
        if isOptional { return .raw("try container.decodeIfPresent(\(storageBaseType).self, \(key))") }
        return .raw("try container.decode(\(storageBaseType).self, \(key))")
    }

    // MARK: Declarations

    /// The property declarations: the stored property, or a computed property and its internal storage.
    var declarations: [Declaration] {
        guard storageName != name else {
            return [
                .variable(VariableDeclaration(documentation: documentation, isMutable: true, name: name, type: type))
            ]
        }
        let accessors: [Statement] =
            switch (isBoxed, isOptional) {
            case (false, _): [.line("get { \(storageName) }"), .line("set { \(storageName) = newValue }")]
            case (true, true):
                [.line("get { \(storageName)?.value }"), .line("set { \(storageName) = \(stored("newValue")) }")]
            case (true, false):
                [.line("get { \(storageName).value }"), .line("set { \(storageName) = \(stored("newValue")) }")]
            }
        let plainName = name.filter { $0 != "`" }
        return [
            .variable(
                VariableDeclaration(
                    documentation: documentation,
                    attributes: property.schema.isDeprecated ? ["@available(*, deprecated)"] : [],
                    name: name,
                    type: type,
                    getter: accessors
                )
            ),
            .variable(
                VariableDeclaration(
                    documentation: [
                        isBoxed
                            ? "Storage of `\(plainName)`, boxed because it refers back to this model."
                            : "Storage of the deprecated `\(plainName)`."
                    ],
                    access: nil,
                    isMutable: true,
                    name: storageName,
                    type: storageType
                )
            ),
        ]
    }
}
