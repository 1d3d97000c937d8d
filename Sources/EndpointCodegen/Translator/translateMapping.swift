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
            properties.map {
                ($0.wireName, ModelField(property: $0, ofModel: model.name, names: modelNames, translator: self))
            },
            uniquingKeysWith: { first, _ in first }
        )

        // Failable conversions are bound to locals named after their argument; where a local shadows a
        // property, every property is read through `self.`.
        var locals: [Int: String] = [:]
        for (index, argument) in mapping.arguments.enumerated() where argument.conversion?.isFailable == true {
            let base = argument.label == "_" ? modelNames.properties[argument.property] : argument.label
            let name = SwiftNaming.unique(
                base ?? SwiftNaming.memberName(argument.property, acronyms: spec.acronyms),
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
            let base: Expression? = readsThroughSelf ? .identifier("self") : nil
            let missing = SwiftNaming.escaped(SwiftNaming.memberName(argument.property, acronyms: spec.acronyms))
            let source = MappingSource(
                access: field?.read(from: base) ?? base?.member(missing) ?? .identifier(missing),
                isOptional: field?.isOptional ?? false,
                schema: field?.property.schema
            )
            let mapped = mappedValue(argument, from: source, local: locals[index], mapping: mapping)
            statements += mapped.statements
            needsTry = needsTry || mapped.needsTry
            callArguments.append(Argument(argument.label == "_" ? nil : argument.label, .singleLine(mapped.value)))
        }
        let construction = Expression.type(.named(mapping.typeName)).call(callArguments)
        let tried: Expression = needsTry ? .try(construction) : construction
        statements.append(statements.isEmpty ? .expression(tried) : .return(tried))

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
    func nestedDomainValue(_ access: Expression, _ schema: Schema, isOptional: Bool) -> Expression? {
        func mapping(_ method: String, _ element: Schema) -> Expression? {
            guard let inner = nestedDomainValue(.identifier("$0"), element, isOptional: element.isNullable) else {
                return nil
            }
            return .trailingClosure(access.member(method, optionalChaining: isOptional), body: .try(inner))
        }
        switch schema.kind {
        case .reference:
            guard referencedModel(schema)?.domainMapping != nil else { return nil }
            return access.member("toDomain", optionalChaining: isOptional).call()
        case .array(let element):
            return mapping("map", element)
        case .map(let element):
            return mapping("mapValues", element)
        default:
            return nil
        }
    }

    // MARK: Arguments

    /// The DTO property an argument reads.
    private struct MappingSource {
        /// How the body reads it, for example `priceCents` or `self.priceCents`.
        let access: Expression
        /// Whether the property is optional.
        let isOptional: Bool
        /// The property's schema, when the property exists.
        let schema: Schema?
    }

    /// One argument's value and the statements that must run before the initializer call.
    private struct MappedValue {
        var statements: [Statement] = []
        var value: Expression
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
        // The conversion is Swift the spec's author wrote (`using`): its callee is kept as written.
        let call = { (input: Expression) in
            Expression.raw(conversion.callee).call([Argument(conversion.argumentLabel, input)])
        }
        guard conversion.isFailable, let local else {
            return MappedValue(
                value: source.isOptional
                    ? .trailingClosure(source.access.member("map"), body: call(.identifier("$0")))
                    : call(source.access)
            )
        }
        let name = SwiftNaming.escaped(local)
        let failure = invalidValueError(mapping, argument)
        guard source.isOptional else {
            return MappedValue(
                statements: [.guardLet(name: name, value: call(source.access), elseBody: [failure])],
                value: .identifier(name)
            )
        }
        let closure = Statement.closureBinding(
            name: name,
            head: .try(source.access.member("map")),
            parameter: "value",
            body: [
                .guardLet(name: "converted", value: call(.identifier("value")), elseBody: [failure]),
                .return(.identifier("converted")),
            ]
        )
        return MappedValue(statements: [closure], value: .identifier(name))
    }

    /// The `throw` statement for a failable conversion returning `nil`: the mapping's `invalid` error, or a
    /// decoding failure naming the property when the spec gives none.
    private func invalidValueError(_ mapping: DomainMapping, _ argument: MappingArgument) -> Statement {
        // The spec's `invalid` error is Swift its author wrote, kept as written.
        if let invalid = mapping.invalidError { return .throw(.raw(invalid)) }
        let callee = argument.conversion?.callee ?? mapping.typeName
        let failure = Expression.type(.runtime("DecodingFailure")).call([
            Argument("codingPath", .string(argument.property)),
            Argument("reason", .string("\(callee) rejected the value")),
        ])
        return .throw(
            .singleLine(Expression.type(.runtime("APIError")).member("decoding").call([Argument(nil, failure)]))
        )
    }
}
