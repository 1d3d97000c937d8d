import EndpointSpec

// MARK: - Domain mapping

extension SpecTranslator {
    /// `extension ProductDTO { public func toDomain() throws -> Product }` for a model with a `domain` mapping.
    ///
    /// Arguments are passed in the mapping's order. A `using` conversion wraps the property (through `.map` when
    /// the property is optional); a failable one is bound first with `guard let`, throwing the mapping's
    /// `invalid` error. Without `using`, properties holding models that have their own mapping (directly, in
    /// arrays or in maps) are converted with `toDomain()`.
    func translateMapping(_ model: ModelDefinition) -> Declaration? {
        guard let mapping = model.domainMapping, case .object(let properties) = model.kind else { return nil }
        let modelNames = names.model(model.name)
        let fields = Dictionary(
            properties.map { ($0.wireName, ModelField(property: $0, names: modelNames, translator: self)) },
            uniquingKeysWith: { first, _ in first }
        )

        // Failable conversions are bound to locals named after their argument; where a local shadows a
        // property, every property is read through `self.`.
        var locals: [Int: String] = [:]
        for (index, argument) in mapping.arguments.enumerated() where argument.conversion?.isFailable == true {
            let base = argument.label == "_" ? modelNames.properties[argument.property] : argument.label
            let name = SwiftNaming.unique(
                base ?? SwiftNaming.memberName(argument.property),
                avoiding: Set(locals.values)
            )
            locals[index] = name
        }
        let readsThroughSelf = !Set(locals.values).isDisjoint(with: modelNames.properties.values)

        var statements: [Statement] = []
        var callArguments: [Argument] = []
        var needsTry = false
        for (index, argument) in mapping.arguments.enumerated() {
            let field = fields[argument.property]
            let property = field?.readName ?? SwiftNaming.escaped(SwiftNaming.memberName(argument.property))
            let source = MappingSource(
                access: (readsThroughSelf ? "self." : "") + property,
                isOptional: field?.isOptional ?? false,
                schema: field?.property.schema
            )
            let mapped = mappedValue(argument, from: source, local: locals[index], mapping: mapping)
            statements += mapped.statements
            needsTry = needsTry || mapped.needsTry
            callArguments.append(Argument(argument.label == "_" ? nil : argument.label, .raw(mapped.value)))
        }
        let construction = Expression.call(.raw(mapping.typeName), callArguments)
        let tried: Expression = needsTry ? .prefixed("try ", construction) : construction
        statements.append(.expression(statements.isEmpty ? tried : .prefixed("return ", tried)))

        var documentation = ["Converts the transfer object into the domain type `\(mapping.typeName)`."]
        if let invalid = mapping.invalidError, !locals.isEmpty {
            documentation += ["", "- Throws: `\(invalid)` when a value is rejected by its domain type."]
        }
        let function = FunctionDeclaration(
            documentation: documentation,
            kind: .function("toDomain"),
            isThrowing: true,
            returnType: .named(mapping.typeName),
            body: statements
        )
        return .extensionDeclaration(
            ExtensionDeclaration(extendedType: .named(modelNames.typeName), members: [.function(function)])
        )
    }

    /// `access` mapped to its domain type through nested `toDomain()` calls, or `nil` when `schema` holds no
    /// model with a mapping. The result needs a `try` in front.
    func nestedDomainValue(_ access: String, _ schema: Schema, isOptional: Bool) -> String? {
        let chain = access + (isOptional ? "?" : "")
        switch schema.kind {
        case .reference:
            guard referencedModel(schema)?.domainMapping != nil else { return nil }
            return "\(chain).toDomain()"
        case .array(let element):
            guard let inner = nestedDomainValue("$0", element, isOptional: element.isNullable) else { return nil }
            return "\(chain).map { try \(inner) }"
        case .map(let element):
            guard let inner = nestedDomainValue("$0", element, isOptional: element.isNullable) else { return nil }
            return "\(chain).mapValues { try \(inner) }"
        default:
            return nil
        }
    }

    // MARK: Arguments

    /// The DTO property an argument reads.
    private struct MappingSource {
        /// How the body reads it, for example `priceCents` or `self.priceCents`.
        let access: String
        /// Whether the property is optional.
        let isOptional: Bool
        /// The property's schema, when the property exists.
        let schema: Schema?
    }

    /// One argument's value and the statements that must run before the initializer call.
    private struct MappedValue {
        var statements: [Statement] = []
        var value: String
        var needsTry = false
    }

    private func mappedValue(
        _ argument: MappingArgument,
        from source: MappingSource,
        local: String?,
        mapping: DomainMapping
    ) -> MappedValue {
        guard let conversion = argument.conversion else {
            if let schema = source.schema,
                let nested = nestedDomainValue(source.access, schema, isOptional: source.isOptional)
            {
                return MappedValue(value: nested, needsTry: true)
            }
            return MappedValue(value: source.access)
        }
        let call = { (input: String) in
            "\(conversion.callee)(\(conversion.argumentLabel.map { $0 + ": " } ?? "")\(input))"
        }
        guard conversion.isFailable, let local else {
            return MappedValue(
                value: source.isOptional ? "\(source.access).map { \(call("$0")) }" : call(source.access)
            )
        }
        let name = SwiftNaming.escaped(local)
        let failure = invalidValueError(mapping, argument)
        guard source.isOptional else {
            return MappedValue(
                statements: [.guardElse(condition: "let \(name) = \(call(source.access))", body: [.line(failure)])],
                value: name
            )
        }
        let closure = Statement.closure(
            head: "let \(name) = try \(source.access).map",
            parameter: "value",
            body: [
                .guardElse(condition: "let converted = \(call("value"))", body: [.line(failure)]),
                .line("return converted"),
            ]
        )
        return MappedValue(statements: [closure], value: name)
    }

    /// The `throw` statement for a failable conversion returning `nil`: the mapping's `invalid` error, or a
    /// decoding failure naming the property when the spec gives none.
    private func invalidValueError(_ mapping: DomainMapping, _ argument: MappingArgument) -> String {
        if let invalid = mapping.invalidError { return "throw \(invalid)" }
        let callee = argument.conversion?.callee ?? mapping.typeName
        let path = SwiftLiteral.string(argument.property)
        let reason = SwiftLiteral.string("\(callee) rejected the value")
        return "throw APIError.decoding(DecodingFailure(codingPath: \(path), reason: \(reason)))"
    }
}
