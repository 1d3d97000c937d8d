import EndpointSpec

// MARK: - Domain mapping

extension SpecTranslator {
    /// `extension ProductDTO { public func toDomain() throws -> Product }` for a model with a `domain` mapping.
    func translateMapping(_ model: ModelDefinition) -> Declaration? {
        guard let mapping = model.domainMapping, case .object(let properties) = model.kind else { return nil }
        let modelNames = names.model(model.name)
        let fieldsByWireName = Dictionary(
            properties.map { ($0.wireName, ModelField(property: $0, names: modelNames, translator: self)) },
            uniquingKeysWith: { first, _ in first }
        )
        let propertyNames = Set(modelNames.properties.values)

        // Locals hold failable conversions; they shadow properties, so properties are read through `self.` then.
        var locals: [Int: String] = [:]
        var takenLocals: Set<String> = []
        for (index, argument) in mapping.arguments.enumerated() where argument.conversion?.isFailable == true {
            let base =
                argument.label == "_"
                ? modelNames.properties[argument.property] ?? SwiftNaming.memberName(argument.property)
                : argument.label
            let name = SwiftNaming.unique(base, avoiding: takenLocals)
            takenLocals.insert(name)
            locals[index] = name
        }
        let needsSelf = !takenLocals.isDisjoint(with: propertyNames)

        var statements: [Statement] = []
        var callArguments: [Argument] = []
        var needsTry = false
        for (index, argument) in mapping.arguments.enumerated() {
            let field = fieldsByWireName[argument.property]
            let propertyName = field?.storageName ?? SwiftNaming.escaped(SwiftNaming.memberName(argument.property))
            let access = (needsSelf ? "self." : "") + propertyName
            let isOptional = field?.isOptional ?? false
            let label = argument.label == "_" ? nil : argument.label
            let value: String
            if let conversion = argument.conversion {
                let call = { (input: String) in
                    "\(conversion.callee)(\(conversion.argumentLabel.map { $0 + ": " } ?? "")\(input))"
                }
                let failure = invalidValueError(mapping, argument)
                if conversion.isFailable, let local = locals[index] {
                    let escapedLocal = SwiftNaming.escaped(local)
                    if isOptional {
                        statements.append(
                            .closure(
                                head: "let \(escapedLocal) = try \(access).map",
                                parameter: "value",
                                body: [
                                    .guardElse(condition: "let converted = \(call("value"))", body: [.line(failure)]),
                                    .line("return converted"),
                                ]
                            )
                        )
                    } else {
                        statements.append(
                            .guardElse(condition: "let \(escapedLocal) = \(call(access))", body: [.line(failure)])
                        )
                    }
                    value = escapedLocal
                } else {
                    value = isOptional ? "\(access).map { \(call("$0")) }" : call(access)
                }
            } else if let field, let nested = nestedDomainValue(access, field.property.schema, isOptional: isOptional) {
                needsTry = true
                value = nested
            } else {
                value = access
            }
            callArguments.append(Argument(label, .raw(value)))
        }
        let construction = Expression.call(.raw(mapping.typeName), callArguments)
        let tried: Expression = needsTry ? .prefixed("try ", construction) : construction
        statements.append(.expression(statements.isEmpty ? tried : .prefixed("return ", tried)))

        var documentation = ["Converts the transfer object into the domain type `\(mapping.typeName)`."]
        if let invalid = mapping.invalidError, mapping.arguments.contains(where: { $0.conversion?.isFailable == true })
        {
            documentation += ["", "- Throws: `\(invalid)` when a value is rejected by its domain type."]
        }
        return .extensionDeclaration(
            ExtensionDeclaration(
                extendedType: modelNames.typeName,
                members: [
                    .function(
                        FunctionDeclaration(
                            documentation: documentation,
                            kind: .function("toDomain"),
                            isThrowing: true,
                            returnType: mapping.typeName,
                            body: statements
                        )
                    )
                ]
            )
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

    /// The `throw` statement for a failable conversion returning `nil`.
    private func invalidValueError(_ mapping: DomainMapping, _ argument: MappingArgument) -> String {
        if let invalid = mapping.invalidError { return "throw \(invalid)" }
        let callee = argument.conversion?.callee ?? mapping.typeName
        let reason = SwiftLiteral.string("\(callee) rejected the value")
        return
            "throw APIError.decoding(DecodingFailure(codingPath: \(SwiftLiteral.string(argument.property)), reason: \(reason)))"
    }
}
