import EndpointSpec

/// One property of an object model with everything the generated struct needs to know about it.
///
/// | required | nullable | default                 | Swift type | decoding                                  |
/// |----------|----------|-------------------------|------------|-------------------------------------------|
/// | yes      | no       | –                       | `T`        | `decode(T.self)`                          |
/// | yes      | yes      | –                       | `T?`       | `decode(T?.self)`: the key must be present |
/// | no       | no       | literal                 | `T`        | stored `T?`: `decodeIfPresent(T.self)`     |
/// | no       | no       | parsed (date, UUID, …)  | `T?`       | stored `T?`: `decodeIfPresent(T.self)`     |
/// | no       | no       | none                    | `T?`       | `decodeIfPresent(T.self)`                 |
/// | no       | yes      | any                     | `T?`       | stored `T??`: absent, `null` or a value   |
///
/// The wire carries exactly what was set, and a decoded value encodes back to the JSON it came from: a default is
/// the server's, applied by reading (the property reads the default while nothing is stored), never written by
/// the client; an optional nullable property tells an absent member from `null` (assigning `nil` sends `null`, the
/// initializer's `nil` leaves the member out).
///
/// Three kinds of property are computed over internal storage named `_name`:
/// - those with a default or optional and nullable ("tracked"), whose storage holds only what was set or received;
/// - deprecated ones, so generated initializers, coding and mappings never touch the deprecated declaration
///   (and never warn);
/// - references to object and union models (a direct `$ref`, not through an array or map), stored in the
///   runtime's `Indirect` box: a struct cannot contain itself inline, and structs that nest each other's storage
///   are slow to copy and to compile. The box codes as its value, so the wire format is unchanged.
///
/// Everything a translator reads is derived once, when the field is made: a model's fields are read by the
/// property declarations, the three initializers and encoders, the mapping and the repositories. A class, so
/// handing a field around costs one reference count, not one per string.
final class ModelField {
    /// The spec property.
    let property: PropertyDefinition
    /// The escaped Swift property name.
    let name: String
    /// The Swift property name without backticks, for documentation.
    let plainName: String
    /// Whether the property is declared `var` (the spec's `modelProperties`), so it can be set after creation.
    let isMutable: Bool
    /// The escaped name of the stored property: `name`, or `_name` when stored separately.
    let storageName: String
    /// Whether the value is stored in an `Indirect` box.
    let isBoxed: Bool
    /// The nested enum type of an inline enum property, if any.
    let nestedEnum: String?
    /// The non-optional Swift type.
    let baseType: SwiftType
    /// The default used when the key is absent, for properties that are not required.
    let defaultValue: DefaultValueLiteral.Value?
    /// The property's documentation lines.
    let documentation: [String]
    /// The model's Swift type, which holds the static constant of a decoded default.
    let ownerType: String
    /// Whether the key must be present but may hold `null`.
    let isRequiredNullable: Bool
    /// Whether the Swift property is optional.
    let isOptional: Bool
    /// The declared Swift type.
    let type: SwiftType
    /// The non-optional type of the stored property.
    let storageBaseType: SwiftType
    /// The type of the stored property.
    let storageType: SwiftType
    /// The coding key: the wire name as a string literal.
    let key: Expression
    /// The static constant holding a default decoded from JSON: `defaultDatesDefault`.
    let defaultConstant: String?
    /// The default value expression: the literal, or the static constant of a decoded default.
    let defaultExpression: Expression?
    /// How the storage records the member: as the declared type, or tracking absence (and `null`).
    let presence: Presence

    /// How the stored property records the member on the wire.
    enum Presence {
        /// The declared type itself: required members, and optional ones without a default whose `nil` is absent.
        case plain
        /// `T?` behind a property of type `T` with a default: `nil` is absent, and the property reads the default.
        case absentOrValue
        /// `T??` behind an optional nullable property: `nil` is absent, `.some(nil)` is `null`.
        case absentNullOrValue
    }

    /// Derives the field of `property` in the model called `modelName`, whose names are `names`.
    init(property: PropertyDefinition, ofModel modelName: String, names: ModelNames, translator: SpecTranslator) {
        let schema = property.schema
        self.property = property
        ownerType = names.typeName
        let unescapedName =
            names.properties[property.wireName]
            ?? SwiftNaming.memberName(property.wireName, acronyms: translator.spec.acronyms)
        let name = SwiftNaming.escaped(unescapedName)
        let plainName = Self.withoutBackticks(name)
        self.name = name
        self.plainName = plainName
        let isBoxed = translator.referencedModel(schema).map(Self.isBoxedKind) ?? false
        self.isBoxed = isBoxed
        isMutable = translator.spec.modelProperties == .variable
        nestedEnum = names.nestedEnums[property.wireName]
        baseType = translator.propertyType(schema, ofModel: modelName, enumName: nestedEnum.map(SwiftType.named))
        // A boxed reference (an object or union model) has no default the generator applies, and keeps `nil` for
        // both absent and `null` (docs/spec-format.md, "default").
        if !property.isRequired, !isBoxed, let value = schema.defaultValue {
            defaultValue = DefaultValueLiteral(translator: translator, enumName: nestedEnum)
                .value(value, for: schema, type: baseType)
        } else {
            defaultValue = nil
        }
        presence =
            property.isRequired || isBoxed
            ? .plain : schema.isNullable ? .absentNullOrValue : defaultValue != nil ? .absentOrValue : .plain
        storageName = schema.isDeprecated || isBoxed || presence != .plain ? "_" + unescapedName : name
        let lines = translator.documentationLines(schema.description)
        let presenceNote: [String] =
            switch presence {
            case .plain: []
            case .absentOrValue: ["", "Reads as the spec's default while absent; only a value that is set is sent."]
            case .absentNullOrValue: ["", "`nil` reads absent or `null`; assigning `nil` sends `null`."]
            }
        documentation =
            (lines.isEmpty
                ? ["The `" + SwiftLiteral.codeVoiceText(property.wireName) + "` value."] : lines) + presenceNote

        isRequiredNullable = property.isRequired && schema.isNullable
        isOptional =
            isRequiredNullable
            || (!property.isRequired
                && (defaultValue == nil || defaultValue?.isFailable == true || schema.isNullable))
        type = baseType.optional(if: isOptional)
        storageBaseType = isBoxed ? .runtime("Indirect").generic(baseType) : baseType
        storageType =
            switch presence {
            case .plain: storageBaseType.optional(if: isOptional)
            case .absentOrValue: .optional(storageBaseType)
            case .absentNullOrValue: .optional(.optional(storageBaseType))
            }
        key = .string(property.wireName)
        if let defaultValue {
            if defaultValue.isDecoded {
                let constant = "default" + (plainName.first.map { $0.uppercased() + plainName.dropFirst() } ?? "")
                defaultConstant = constant
                defaultExpression = Expression.type(.named(names.typeName)).member(constant)
            } else {
                defaultConstant = nil
                defaultExpression = defaultValue.expression
            }
        } else {
            defaultConstant = nil
            defaultExpression = nil
        }
    }

    /// Derives the field of `property` in the model called `modelName`.
    convenience init(property: PropertyDefinition, of modelName: String, translator: SpecTranslator) {
        self.init(
            property: property,
            ofModel: modelName,
            names: translator.names.model(modelName),
            translator: translator
        )
    }

    /// Whether a reference to a model of `model`'s kind is boxed: objects and unions are, enumerations (one
    /// scalar each) are not.
    private static func isBoxedKind(_ model: ModelDefinition) -> Bool {
        switch model.kind {
        case .enumeration, .valueEnumeration: false
        case .object, .oneOf: true
        }
    }

    /// `text` without backticks; `text` itself when it has none (most names).
    private static func withoutBackticks(_ text: String) -> String {
        for byte in text.utf8 where byte == UInt8(ascii: "`") {
            return text.filter { $0 != "`" }
        }
        return text
    }

    // MARK: Shape

    /// What mappings and repositories read the value through, never the deprecated declaration (which would
    /// warn): the storage of a deprecated value (unboxed from its `Indirect` when boxed), the computed property
    /// of a boxed one.
    func read(from base: Expression?) -> Expression {
        let storage = base?.member(storageName) ?? .identifier(storageName)
        if presence != .plain {
            guard isDeprecated else { return base?.member(name) ?? .identifier(name) }
            return .raw("(" + trackedValue(of: storage).text + ")")
        }
        guard isBoxed else { return storage }
        guard isDeprecated else { return base?.member(name) ?? .identifier(name) }
        // `.map(\.value)`, not `?.value`: callers append `?.…` to optional values, which an optional chain forbids.
        return isOptional ? storage.member("map").call([Argument(nil, .keyPath("value"))]) : storage.member("value")
    }

    /// Whether the property is marked deprecated in the spec.
    var isDeprecated: Bool { property.schema.isDeprecated }

    /// The memberwise initializer's parameter type: the property's, made optional for a default (`nil` leaves the
    /// member out, and the server applies its default).
    var parameterType: SwiftType { presence == .absentOrValue ? .optional(baseType) : type }

    /// The memberwise initializer's default argument: `nil` (absent) for every property that may be absent.
    var defaultArgument: Expression? { presence != .plain || isOptional ? .nil : nil }

    /// The value of a tracked property read from its `storage`: what is stored, else the default (or `nil`).
    func trackedValue(of storage: Expression) -> Expression {
        guard let defaultExpression else { return storage.member("flatMap").call([Argument(nil, .keyPath("self"))]) }
        return .infix(storage, "??", defaultExpression)
    }

    /// A parameter `value` (of ``parameterType``) converted for the stored property.
    func storedParameter(_ value: Expression) -> Expression {
        guard presence == .absentNullOrValue else { return stored(value) }
        // The initializer's `nil` leaves the member out; a value is stored as present.
        return value.member("map").call([Argument(nil, Expression.type(.named("Optional")).member("some"))])
    }

    /// `value` (of the property's type) converted for the stored property.
    func stored(_ value: Expression) -> Expression {
        if presence == .absentNullOrValue {
            // Assigning to the property stores what is assigned: `nil` is sent as `null`.
            return Expression.implicitMember("some").call([Argument(nil, value)])
        }
        guard isBoxed else { return value }
        let argument = [Argument(nil, value)]
        return isOptional
            ? Expression.type(.runtime("Indirect")).call(argument) : .implicitMember("wrapped").call(argument)
    }

    /// The expression decoding the stored property from `container`: the runtime's method named for a standard
    /// type (`decodeString(forKey:)`), else `decodeValue(_:forKey:)`, never `KeyedDecodingContainer`'s overloaded
    /// `decode(_:forKey:)`, whose overloads the compiler would weigh for every property.
    var decodingExpression: Expression {
        func decode(_ method: String, _ type: SwiftType?) -> Expression {
            let arguments = (type.map { [Argument(nil, .metatype($0))] } ?? []) + [Argument("forKey", key)]
            return .try(.singleLine(Self.container.member(method).call(arguments)))
        }
        if isRequiredNullable { return decode("decodeValue", storageType) }
        if presence == .absentNullOrValue { return decode("decodeNullableIfPresent", storageBaseType) }
        let standardName = Self.standardTypeName(storageBaseType)
        let method = Self.codingMethod("decode", standardName, ifPresent: presence != .plain || isOptional)
        return decode(method, standardName == nil ? storageBaseType : nil)
    }

    /// The statement encoding the stored property into `container`, through the runtime's method named for a
    /// standard type (`encodeString(_:forKey:)`) or `encodeValue(_:forKey:)`; absent optional values are left out,
    /// absent required nullable ones written as `null`.
    var encodingStatement: Statement {
        let standardName =
            isRequiredNullable || presence == .absentNullOrValue ? nil : Self.standardTypeName(storageBaseType)
        let method =
            presence == .absentNullOrValue
            ? "encodeNullableIfPresent"
            : Self.codingMethod(
                "encode",
                standardName,
                ifPresent: presence != .plain || isOptional && !isRequiredNullable
            )
        let arguments = [Argument(nil, SpecTranslator.selfValue.member(storageName)), Argument("forKey", key)]
        return .expression(.singleLine(.try(Self.container.member(method).call(arguments))))
    }

    /// The types `KeyedDecodingContainer` and `KeyedEncodingContainer` have concrete overloads for, and so the
    /// runtime a method each: `decodeInt64(forKey:)`. Generated type names never take these (``NameTable``).
    private static let standardTypeNames: Set<String> = [
        "Bool", "String", "Double", "Float", "Int", "Int8", "Int16", "Int32", "Int64",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]

    /// The runtime's coding method: `decodeString`, `encodeValueIfPresent`, … (`verb`, the standard type's name or
    /// `Value`, then `IfPresent` when an absent value is allowed).
    private static func codingMethod(_ verb: String, _ standardName: String?, ifPresent: Bool) -> String {
        verb + (standardName ?? "Value") + (ifPresent ? "IfPresent" : "")
    }

    /// The name of `type` if it is one of ``standardTypeNames``.
    private static func standardTypeName(_ type: SwiftType) -> String? {
        guard case .named(let name) = type, standardTypeNames.contains(name) else { return nil }
        return name
    }

    /// `container`, the local every decoding and encoding body reads or writes.
    static let container = Expression.identifier("container")

    // MARK: Declarations

    /// Appends the property declarations to `declarations`: the stored property, or a computed property and its
    /// internal storage; a default decoded from JSON comes first as a static constant.
    func appendDeclarations(to declarations: inout [Declaration]) {
        if let defaultConstant, let defaultValue {
            declarations.append(
                .variable(
                    VariableDeclaration(
                        documentation: [
                            "The spec's default for `\(plainName)`, decoded from its JSON."
                        ],
                        isStatic: true,
                        name: defaultConstant,
                        type: type,
                        value: defaultValue.expression
                    )
                )
            )
        }
        appendPropertyDeclarations(to: &declarations)
    }

    private func appendPropertyDeclarations(to declarations: inout [Declaration]) {
        guard storageName != name else {
            declarations.append(
                .variable(
                    VariableDeclaration(documentation: documentation, isMutable: isMutable, name: name, type: type)
                )
            )
            return
        }
        let storage = Expression.identifier(storageName)
        let getter: Expression =
            presence != .plain
            ? trackedValue(of: storage) : isBoxed ? storage.member("value", optionalChaining: isOptional) : storage
        declarations.append(
            .variable(
                VariableDeclaration(
                    documentation: documentation,
                    attributes: property.schema.isDeprecated ? ["@available(*, deprecated)"] : [],
                    name: name,
                    type: type,
                    getter: [.expression(getter)],
                    setter: isMutable ? [.assignment(target: storage, value: stored(.identifier("newValue")))] : nil
                )
            )
        )
        declarations.append(
            .variable(
                VariableDeclaration(
                    documentation: [storageDocumentation(plainName)],
                    access: isBoxed && !isDeprecated ? .private : nil,
                    isMutable: isMutable,
                    name: storageName,
                    type: storageType
                )
            )
        )
    }

    private func storageDocumentation(_ plainName: String) -> String {
        switch presence {
        case .absentOrValue:
            return "What `\(plainName)` holds as sent or received: `nil` when absent, which reads as the default."
        case .absentNullOrValue:
            return "What `\(plainName)` holds as sent or received: `nil` when absent, `.some(nil)` for `null`."
        case .plain:
            break
        }
        return switch (isBoxed, isDeprecated) {
        case (true, false): "Storage of `\(plainName)`, boxed so that models never nest each other inline."
        case (true, true): "Storage of the deprecated `\(plainName)`, boxed so that models never nest inline."
        case (false, _): "Storage of the deprecated `\(plainName)`."
        }
    }
}
