import EndpointSpec

/// Spells a spec `default` as a Swift expression of the property's type.
///
/// Most defaults are literals (`10`, `"text"`, `.inStock`, `["a"]`). Formats without a literal form are built
/// with the runtime's or Foundation's failable parsers (`CalendarDate("2024-01-31")`, `UUID(uuidString: …)`),
/// so the property stays optional; the validator has already checked the text parses. Any other default
/// (an object model, an array of dates…) is decoded from its JSON text the way a response would be:
/// `(try? JSONCoding.decode(GadgetDTO.self, from: Data(#"{…}"#.utf8)))`, again keeping the property optional.
struct DefaultValueLiteral {
    /// A default value expression.
    struct Value: Equatable {
        /// The expression.
        var expression: Expression
        /// Whether the expression is optional (a failable parser), so the property must stay optional.
        var isFailable = false
        /// Whether the value is decoded from JSON text; the model then declares it once as a static constant.
        var isDecoded = false
    }

    /// Resolves referenced enum models.
    let translator: SpecTranslator
    /// The nested enum type of an inline enum property.
    let enumName: String?

    /// `value` as an expression of `type`, the Swift type of `schema`; `nil` for a `null` default.
    func value(_ value: SpecValue, for schema: Schema, type: SwiftType) -> Value? {
        if value == .null { return nil }
        if case .string(let text) = value, let parser = Self.failableParsers(schema.kind) {
            return Value(expression: .raw("\(parser)\(SwiftLiteral.string(text)))"), isFailable: true)
        }
        if let literal = literal(value, for: schema) { return Value(expression: literal) }
        let json = SwiftLiteral.string(JSONWriter.text(value))
        let decode = Expression.call(
            .raw("JSONCoding.decode"),
            [Argument(nil, .raw("\(type.text).self")), Argument("from", .raw("Data(\(json).utf8)"))]
        )
        return Value(expression: .prefixed("try? ", decode), isFailable: true, isDecoded: true)
    }

    /// The opening of the failable parser call for formats without a literal form.
    private static func failableParsers(_ kind: Schema.Kind) -> String? {
        switch kind {
        case .date: "CalendarDate("
        case .dateTime: "JSONCoding.parseDateTime("
        case .uuid: "UUID(uuidString: "
        case .uri: "URL(string: "
        case .byte: "Data(base64Encoded: "
        default: nil
        }
    }

    /// `value` as a non-optional expression of `schema`'s type, or `nil` when it has no literal form.
    private func literal(_ value: SpecValue, for schema: Schema) -> Expression? {
        switch (schema.kind, value) {
        case (.string, .string(let text)):
            return .raw(SwiftLiteral.string(text))
        case (.integer, .number(let text)):
            return Int64(text) == nil ? nil : .raw(text)
        case (.number, .number(let text)):
            return .raw(text)
        case (.boolean, .bool(let flag)):
            return .raw(flag ? "true" : "false")
        case (.enumeration(let values), .string(let text)):
            return enumCase(text, caseNames: NameTable.caseNames(for: values))
        case (.reference, .string(let text)):
            guard let model = translator.referencedModel(schema), case .enumeration = model.kind else { return nil }
            return enumCase(text, caseNames: translator.names.model(model.name).cases)
        case (.array(let element), .array(let items)):
            let literals = items.compactMap { literal($0, for: element) }
            return literals.count == items.count ? .array(literals) : nil
        case (.map(let element), .object(let members)):
            let entries = members.compactMap { member in
                literal(member.value, for: element).map {
                    DictionaryEntry(key: .raw(SwiftLiteral.string(member.key)), value: $0)
                }
            }
            return entries.count == members.count ? .dictionary(entries) : nil
        case (.any, _):
            return jsonValue(value)
        default:
            return nil
        }
    }

    private func enumCase(_ text: String, caseNames: [String: String]) -> Expression {
        .raw(caseNames[text].map { "." + SwiftNaming.escaped($0) } ?? ".unknown(\(SwiftLiteral.string(text)))")
    }

    /// `value` as a `JSONValue` expression.
    private func jsonValue(_ value: SpecValue) -> Expression {
        switch value {
        case .null: .raw(".null")
        case .bool(let flag): .raw(".bool(\(flag))")
        case .number(let text): .raw(".number(\(text))")
        case .string(let text): .raw(".string(\(SwiftLiteral.string(text)))")
        case .array(let items): .call(.raw(".array"), [Argument(nil, .array(items.map(jsonValue)))])
        case .object(let members):
            .call(
                .raw(".object"),
                [
                    Argument(
                        nil,
                        .dictionary(
                            members.map {
                                DictionaryEntry(key: .raw(SwiftLiteral.string($0.key)), value: jsonValue($0.value))
                            }
                        )
                    )
                ]
            )
        }
    }
}
