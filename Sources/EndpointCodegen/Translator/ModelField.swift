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
/// - references to object and union models (a direct `$ref`, not through an array or map), stored in the
///   runtime's `Indirect` box: a struct cannot contain itself inline, and structs that nest each other's storage
///   are slow to copy and to compile. The box codes as its value, so the wire format is unchanged.
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
    /// The model's Swift type, which holds the static constant of a decoded default.
    let ownerType: String

    /// Derives the field of `property` in the model called `modelName`.
    init(property: PropertyDefinition, of modelName: String, translator: SpecTranslator) {
        let names = translator.names.model(modelName)
        self.property = property
        ownerType = names.typeName
        name = names.property(property.wireName)
        isBoxed = translator.referencedModel(property.schema).map(Self.isBoxedKind) ?? false
        let plainName = names.properties[property.wireName] ?? SwiftNaming.memberName(property.wireName)
        storageName = property.schema.isDeprecated || isBoxed ? "_" + plainName : name
        nestedEnum = names.nestedEnums[property.wireName]
        baseType = translator.swiftType(property.schema, enumName: nestedEnum)
        if !property.isRequired, let value = property.schema.defaultValue {
            defaultValue = DefaultValueLiteral(translator: translator, enumName: nestedEnum)
                .value(value, for: property.schema, type: baseType)
        } else {
            defaultValue = nil
        }
        documentation = translator.documentation(
            property.schema.description,
            fallback: "The `\(SwiftLiteral.codeVoice(property.wireName).filter { $0 != "`" })` value."
        )
    }

    /// Whether a reference to a model of `model`'s kind is boxed: objects and unions are, enumerations (one
    /// string each) are not.
    private static func isBoxedKind(_ model: ModelDefinition) -> Bool {
        if case .enumeration = model.kind { false } else { true }
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

    /// The coding key: the wire name as a `JSONKey` string literal.
    var key: String { SwiftLiteral.string(property.wireName) }

    /// The static constant holding a default decoded from JSON: `defaultDatesDefault`.
    var defaultConstant: String? {
        guard defaultValue?.isDecoded == true else { return nil }
        let plain = name.filter { $0 != "`" }
        return "default" + (plain.first.map { $0.uppercased() + plain.dropFirst() } ?? "")
    }

    /// The default value expression: the literal, or the static constant of a decoded default.
    var defaultExpression: Expression? {
        guard let defaultValue else { return nil }
        return defaultConstant.map { .raw("\(ownerType).\($0)") } ?? defaultValue.expression
    }

    /// The memberwise initializer's default argument.
    var defaultArgument: String? { defaultExpression?.text ?? (isOptional ? "nil" : nil) }

    /// `value` (of the property's type) converted for the stored property.
    func stored(_ value: String) -> String {
        guard isBoxed else { return value }
        return isOptional ? "Indirect(\(value))" : ".wrapped(\(value))"
    }

    /// The expression decoding the stored property from `container`.
    var decodingExpression: Expression {
        let key = "forKey: \(key)"
        if isRequiredNullable { return .raw("try container.decode(\(storageType).self, \(key))") }
        if let defaultExpression {
            return .infix(
                .raw("try container.decodeIfPresent(\(storageBaseType).self, \(key))"),
                "??",
                defaultExpression
            )
        }
        if isOptional { return .raw("try container.decodeIfPresent(\(storageBaseType).self, \(key))") }
        return .raw("try container.decode(\(storageBaseType).self, \(key))")
    }

    // MARK: Declarations

    /// The property declarations: the stored property, or a computed property and its internal storage; a
    /// default decoded from JSON comes first as a static constant.
    var declarations: [Declaration] {
        var constant: [Declaration] = []
        if let defaultConstant, let defaultValue {
            constant.append(
                .variable(
                    VariableDeclaration(
                        documentation: [
                            "The spec's default for `\(name.filter { $0 != "`" })`, decoded from its JSON."
                        ],
                        isStatic: true,
                        name: defaultConstant,
                        type: type,
                        value: defaultValue.expression
                    )
                )
            )
        }
        return constant + propertyDeclarations
    }

    private var propertyDeclarations: [Declaration] {
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
                            ? "Storage of `\(plainName)`, boxed so that models never nest each other inline."
                            : "Storage of the deprecated `\(plainName)`."
                    ],
                    access: isBoxed ? .private : nil,
                    isMutable: true,
                    name: storageName,
                    type: storageType
                )
            ),
        ]
    }
}
