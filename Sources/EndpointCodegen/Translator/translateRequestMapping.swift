import EndpointSpec

// MARK: - Request mapping

extension SpecTranslator {
    /// `extension NewDropletDTO { public init(domain: NewDroplet) throws }` for a model with `domain.request`: each
    /// argument's `from` read from the domain value into the member the argument names.
    ///
    /// A `using` conversion wraps the value; a failable one is bound first with `guard let`, throwing the mapping's
    /// `invalid` error. Without `using`, a member holding a model that has its own request mapping (directly or in
    /// an array) is converted with its `init(domain:)`. Members the mapping leaves out keep the memberwise
    /// initializer's default (`nil`: absent).
    func translateRequestMapping(_ model: ModelDefinition) -> Declaration? {
        guard let mapping = model.requestMapping, case .object(let properties) = model.kind else { return nil }
        let modelNames = names.model(model.name)
        let fields = properties.map {
            ModelField(property: $0, ofModel: model.name, names: modelNames, translator: self)
        }
        let arguments = Dictionary(mapping.arguments.map { ($0.label, $0) }, uniquingKeysWith: { first, _ in first })
        let domain = Expression.identifier("domain")
        var taken: Set<String> = ["domain"]
        var statements: [Statement] = []
        var callArguments: [Argument] = []
        for field in fields {
            guard let argument = arguments[field.property.wireName] else { continue }
            // `from` is a property path of the domain value, Swift the author wrote.
            let source = domain.member(argument.property)
            var value: Expression
            if let conversion = argument.conversion {
                let call = Expression.raw(conversion.callee).call([Argument(conversion.argumentLabel, source)])
                if conversion.isFailable {
                    let local = SwiftNaming.unique(field.name, avoiding: taken)
                    taken.insert(local)
                    let failure = requestInvalidError(mapping, argument, conversion: conversion)
                    statements.append(.guardLet(name: local, value: call, elseBody: [failure]))
                    value = .identifier(local)
                } else {
                    value = call
                }
            } else if let nested = nestedRequestValue(source, field.property.schema) {
                value = .try(nested)
            } else {
                value = source
            }
            callArguments.append(Argument(field.name, .singleLine(value)))
        }
        statements.append(.expression(Expression.identifier("self").member("init").call(callArguments)))
        var documentation = [
            "Creates the transfer object from the domain value `\(mapping.typeName)`, to send as a request body."
        ]
        if let invalid = mapping.invalidError,
            mapping.arguments.contains(where: { $0.conversion?.isFailable == true })
        {
            documentation += ["", "- Throws: `\(invalid)` when a value has no representation on the wire."]
        }
        let initializer = FunctionDeclaration(
            documentation: documentation,
            kind: .initializer,
            parameters: [FunctionParameter(name: "domain", type: .named(mapping.typeName))],
            isThrowing: true,
            body: statements
        )
        return .extensionDeclaration(
            ExtensionDeclaration(extendedType: .named(modelNames.typeName), members: [.function(initializer)])
        )
    }

    /// `NestedDTO(domain: value)` (or `value.map { try NestedDTO(domain: $0) }`) when `schema` holds a model with a
    /// request mapping; `nil` otherwise. The result needs a `try` in front.
    func nestedRequestValue(_ value: Expression, _ schema: Schema) -> Expression? {
        switch schema.kind {
        case .reference:
            guard let model = referencedModel(schema), model.requestMapping != nil else { return nil }
            return Expression.type(.named(names.model(model.name).typeName)).call([Argument("domain", value)])
        case .array(let element):
            guard let inner = nestedRequestValue(.identifier("$0"), element) else { return nil }
            return .trailingClosure(value.member("map"), body: .try(inner))
        default:
            return nil
        }
    }

    /// `throw` the mapping's `invalid` error; without one (a spec built in memory), an `APIError` naming the conversion.
    private func requestInvalidError(
        _ mapping: RequestMapping,
        _ argument: MappingArgument,
        conversion: Conversion
    ) -> Statement {
        // The spec's `invalid` error is Swift its author wrote, kept as written.
        if let invalid = mapping.invalidError { return .throw(.raw(invalid)) }
        let failure = Expression.type(.runtime("DecodingFailure")).call([
            Argument("codingPath", .string(argument.label)),
            Argument("reason", .string("\(conversion.callee) rejected the value")),
        ])
        return .throw(
            .singleLine(Expression.type(.runtime("APIError")).member("decoding").call([Argument(nil, failure)]))
        )
    }
}
