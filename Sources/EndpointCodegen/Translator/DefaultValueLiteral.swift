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
        if case .string(let text) = value, let parser = Self.failableParser(schema.kind) {
            return Value(
                expression: .singleLine(parser.callee.call([Argument(parser.label, .string(text))])),
                isFailable: true
            )
        }
        if let literal = literal(value, for: schema) { return Value(expression: literal) }
        let json = Expression.string(JSONWriter.text(value))
        let data = Expression.singleLine(Expression.type(.named("Data")).call([Argument(nil, json.member("utf8"))]))
        let decode = Expression.type(.runtime("JSONCoding")).member("decode")
            .call([Argument(nil, .metatype(type)), Argument("from", data)])
        return Value(expression: .tryOptional(decode), isFailable: true, isDecoded: true)
    }

    /// The failable parser and its argument label for formats without a literal form.
    private static func failableParser(_ kind: Schema.Kind) -> (callee: Expression, label: String?)? {
        switch kind {
        case .date: (.type(.runtime("CalendarDate")), nil)
        case .dateTime: (Expression.type(.runtime("JSONCoding")).member("parseDateTime"), nil)
        case .uuid: (.type(.named("UUID")), "uuidString")
        case .uri: (.type(.named("URL")), "string")
        case .byte: (.type(.named("Data")), "base64Encoded")
        default: nil
        }
    }

    /// `value` as a non-optional expression of `schema`'s type, or `nil` when it has no literal form.
    private func literal(_ value: SpecValue, for schema: Schema) -> Expression? {
        switch (schema.kind, value) {
        case (.string, .string(let text)):
            return .string(text)
        case (.integer, .number(let text)):
            return Int64(text) == nil ? nil : .literal(text)
        case (.number, .number(let text)):
            return .literal(text)
        case (.boolean, .bool(let flag)):
            return .literal(flag ? "true" : "false")
        case (.enumeration(let values), .string(let text)):
            return enumCase(text, caseNames: NameTable.caseNames(for: values, acronyms: translator.spec.acronyms))
        case (.reference, .string(let text)):
            guard let model = translator.referencedModel(schema), case .enumeration = model.kind else { return nil }
            return enumCase(text, caseNames: translator.names.model(model.name).cases)
        case (.reference, .number), (.reference, .bool):
            guard let model = translator.referencedModel(schema), case .valueEnumeration(let enumeration) = model.kind
            else { return nil }
            let text = ValueEnumeration.text(of: enumeration.canonical(value))
            return translator.names.model(model.name).cases[text].map { .implicitMember(SwiftNaming.escaped($0)) }
                ?? .singleLine(Expression.implicitMember("unknown").call([Argument(nil, .literal(text))]))
        case (.array(let element), .array(let items)):
            let literals = items.compactMap { literal($0, for: element) }
            return literals.count == items.count ? .array(literals) : nil
        case (.map(let element), .object(let members)):
            let entries = members.compactMap { member in
                literal(member.value, for: element).map {
                    DictionaryEntry(key: .string(member.key), value: $0)
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
        caseNames[text].map { .implicitMember(SwiftNaming.escaped($0)) }
            ?? .singleLine(Expression.implicitMember("unknown").call([Argument(nil, .string(text))]))
    }

    /// `.name(payload)`, a `JSONValue` scalar on one line.
    private static func jsonCase(_ name: String, _ payload: Expression) -> Expression {
        .singleLine(Expression.implicitMember(name).call([Argument(nil, payload)]))
    }

    /// `value` as a `JSONValue` expression.
    private func jsonValue(_ value: SpecValue) -> Expression {
        switch value {
        case .null: .implicitMember("null")
        case .bool(let flag): Self.jsonCase("bool", .literal(flag ? "true" : "false"))
        case .number(let text): Self.jsonCase("number", .literal(text))
        case .string(let text): Self.jsonCase("string", .string(text))
        case .array(let items): .call(.implicitMember("array"), [Argument(nil, .array(items.map(jsonValue)))])
        case .object(let members):
            .call(
                .implicitMember("object"),
                [
                    Argument(
                        nil,
                        .dictionary(
                            members.map {
                                DictionaryEntry(key: .string($0.key), value: jsonValue($0.value))
                            }
                        )
                    )
                ]
            )
        }
    }
}
