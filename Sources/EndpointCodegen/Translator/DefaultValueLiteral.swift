import EndpointSpec

/// Spells a spec `default` as a Swift expression of the property's type.
///
/// Formats without a literal form (`date-time`, `date`, `uuid`, `uri`, `byte`) and object models have no
/// usable default: the property then stays optional, as if no default were given.
struct DefaultValueLiteral {
    /// Resolves referenced enum models.
    let translator: SpecTranslator
    /// The nested enum type of an inline enum property.
    let enumName: String?

    /// `value` as an expression of `schema`'s type, or `nil` when it has no literal form.
    func literal(_ value: SpecValue, for schema: Schema) -> String? {
        switch (schema.kind, value) {
        case (.string, .string(let text)):
            return SwiftLiteral.string(text)
        case (.integer, .number(let text)):
            return text.allSatisfy { $0.isNumber || $0 == "-" } ? text : nil
        case (.number, .number(let text)):
            return text
        case (.boolean, .bool(let flag)):
            return flag ? "true" : "false"
        case (.enumeration(let values), .string(let text)):
            let caseName = NameTable.caseNames(for: values)[text]
            return caseName.map { "." + SwiftNaming.escaped($0) } ?? ".unknown(\(SwiftLiteral.string(text)))"
        case (.reference, .string(let text)):
            guard let model = translator.referencedModel(schema), case .enumeration = model.kind else { return nil }
            let caseName = translator.names.model(model.name).cases[text]
            return caseName.map { "." + SwiftNaming.escaped($0) } ?? ".unknown(\(SwiftLiteral.string(text)))"
        case (.array(let element), .array(let items)):
            let literals = items.map { literal($0, for: element) }
            guard literals.allSatisfy({ $0 != nil }) else { return nil }
            return "[" + literals.compactMap { $0 }.joined(separator: ", ") + "]"
        case (.map(let element), .object(let members)):
            guard !members.isEmpty else { return "[:]" }
            let literals = members.map { member in
                literal(member.value, for: element).map { SwiftLiteral.string(member.key) + ": " + $0 }
            }
            guard literals.allSatisfy({ $0 != nil }) else { return nil }
            return "[" + literals.compactMap { $0 }.joined(separator: ", ") + "]"
        case (.any, _):
            return jsonValue(value)
        case (_, .null) where schema.isNullable:
            return nil
        default:
            return nil
        }
    }

    /// `value` as a `JSONValue` expression.
    private func jsonValue(_ value: SpecValue) -> String {
        switch value {
        case .null: ".null"
        case .bool(let flag): ".bool(\(flag))"
        case .number(let text): ".number(\(text))"
        case .string(let text): ".string(\(SwiftLiteral.string(text)))"
        case .array(let items): ".array([" + items.map(jsonValue).joined(separator: ", ") + "])"
        case .object(let members):
            members.isEmpty
                ? ".object([:])"
                : ".object(["
                    + members.map { SwiftLiteral.string($0.key) + ": " + jsonValue($0.value) }
                    .joined(separator: ", ") + "])"
        }
    }
}
