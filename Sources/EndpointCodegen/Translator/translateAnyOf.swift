import EndpointSpec

// MARK: - anyOf unions whose alternatives can match the same value

extension SpecTranslator {
    /// The JSON kinds a value of a schema can be, to tell whether two alternatives can match the same value.
    struct JSONKinds: OptionSet {
        let rawValue: UInt8
        static let string = JSONKinds(rawValue: 1 << 0)
        static let number = JSONKinds(rawValue: 1 << 1)
        static let boolean = JSONKinds(rawValue: 1 << 2)
        static let array = JSONKinds(rawValue: 1 << 3)
        static let object = JSONKinds(rawValue: 1 << 4)
        static let all: JSONKinds = [.string, .number, .boolean, .array, .object]
        /// The kinds whose values two alternatives can both decode with different contents (an object's members,
        /// an array's elements), so taking only the first would lose data.
        static let structured: JSONKinds = [.array, .object]
    }

    /// Whether an `anyOf` model with `alternatives` is generated as a struct of every alternative that matches:
    /// two alternatives can both match one object or one array. Otherwise at most one alternative can match
    /// (or those that can hold the same scalar), and the model is an enum like a `oneOf`.
    func anyOfNeedsStruct(_ alternatives: [Schema]) -> Bool {
        var seen: JSONKinds = []
        for alternative in alternatives {
            let kinds = jsonKinds(alternative, visiting: []).intersection(.structured)
            if !seen.isDisjoint(with: kinds) { return true }
            seen.formUnion(kinds)
        }
        return false
    }

    /// The JSON kinds a value of `schema` can be; a model the spec replaces with a type override, or a cycle, can
    /// be anything.
    private func jsonKinds(_ schema: Schema, visiting: Set<String>) -> JSONKinds {
        switch schema.kind {
        case .string, .enumeration, .dateTime, .date, .uuid, .uri, .byte: return .string
        case .integer, .number: return .number
        case .boolean: return .boolean
        case .array: return .array
        case .map: return .object
        case .any: return .all
        case .reference(let name):
            guard let model = referencedModel(schema), !visiting.contains(name) else { return .all }
            switch model.kind {
            case .object: return .object
            case .enumeration: return .string
            case .valueEnumeration(let enumeration):
                if case .boolean = enumeration.type { return .boolean }
                return .number
            case .oneOf(let alternatives, _):
                return alternatives.reduce(into: []) { $0.formUnion(jsonKinds($1, visiting: visiting.union([name]))) }
            }
        }
    }

    /// Whether `schema` encodes as a JSON object through a keyed container (an object model or a map), so that
    /// several of them can be merged into one object.
    private func encodesAsObject(_ schema: Schema) -> Bool {
        if case .map = schema.kind { return true }
        guard let model = referencedModel(schema), case .object = model.kind else { return false }
        return true
    }

    /// The struct of an `anyOf` model: one optional property per alternative, set when the value matches it. It
    /// decodes every alternative (an error lists why each failed when none matches) and encodes the first one
    /// present, merging in the members of every further object alternative present, so the JSON it decoded is
    /// the JSON it writes.
    func anyOfStruct(_ model: ModelDefinition, alternatives: [Schema]) -> Declaration {
        let modelNames = names.model(model.name)
        let cases = unionCases(model.name, alternatives: alternatives)
        let fields = zip(cases, alternatives).map { entry, alternative in
            var schema = alternative
            schema.isNullable = false
            schema.defaultValue = nil
            schema.isDeprecated = false
            if schema.description == nil {
                schema.description =
                    "The value as \(entry.model.map { "a `\($0)`" } ?? "`\(entry.type.text)`"), when it matches."
            }
            return ModelField(
                property: PropertyDefinition(
                    wireName: entry.name,
                    schema: schema,
                    isRequired: false,
                    location: alternative.location
                ),
                ofModel: model.name,
                names: modelNames,
                translator: self
            )
        }
        var members: [Declaration] = []
        for field in fields { field.appendDeclarations(to: &members) }
        members.append(memberwiseInitializer(fields))
        members.append(anyOfDecoding(model.name, fields: fields))
        members.append(anyOfEncoding(fields))
        return .structure(
            TypeDeclaration(
                documentation: documentation(
                    model.description,
                    fallback: "One or more of the alternatives of `\(model.name)`."
                ) + [
                    "",
                    "Each property holds the value as one alternative, or `nil` when it does not match: a value can",
                    "match several.",
                ] + deprecatedTypeNote(model),
                name: modelNames.typeName,
                conformances: modelConformances,
                members: members
            )
        )
    }

    /// Decodes each alternative in turn through `EndpointRuntime.AnyOfDecoder`, then requires one to match.
    private func anyOfDecoding(_ unionName: String, fields: [ModelField]) -> Declaration {
        let local = SwiftNaming.unique("alternatives") { name in fields.contains { $0.plainName == name } }
        let decoder = Expression.identifier(local)
        var body: [Statement] = [
            .variable(
                isMutable: true,
                name: local,
                type: nil,
                value: .try(Expression.type(.runtime("AnyOfDecoder")).call([Argument(nil, .identifier("decoder"))]))
            )
        ]
        for field in fields {
            body.append(
                .variable(
                    isMutable: false,
                    name: field.name,
                    type: nil,
                    value: .singleLine(decoder.member("decode").call([Argument(nil, .metatype(field.baseType))]))
                )
            )
        }
        body.append(
            .expression(.try(decoder.member("requireMatch").call([Argument("of", .string(unionName))])))
        )
        body.append(
            .expression(
                Expression.identifier("self").member("init")
                    .call(fields.map { Argument($0.name, .identifier($0.name)) })
            )
        )
        return .function(
            FunctionDeclaration(
                documentation: [
                    "Decodes every alternative that matches; when none does, the error lists why each one failed."
                ],
                kind: .initializer,
                parameters: [.decoder],
                isThrowing: true,
                body: body
            )
        )
    }

    /// Encodes the alternatives present through `EndpointRuntime.AnyOfEncoder`: object alternatives merge.
    private func anyOfEncoding(_ fields: [ModelField]) -> Declaration {
        let local = SwiftNaming.unique("alternatives") { name in fields.contains { $0.plainName == name } }
        let encoder = Expression.identifier(local)
        var body: [Statement] = [
            .variable(
                isMutable: true,
                name: local,
                type: nil,
                value: Expression.type(.runtime("AnyOfEncoder")).call([Argument(nil, .identifier("encoder"))])
            )
        ]
        for field in fields {
            let merging = encodesAsObject(field.property.schema)
            body.append(
                .expression(
                    .singleLine(
                        .try(
                            encoder.member("encode").call([
                                Argument(nil, SpecTranslator.selfValue.member(field.name)),
                                Argument("merging", .literal(merging ? "true" : "false")),
                            ])
                        )
                    )
                )
            )
        }
        body.append(.expression(.try(encoder.member("finish").call())))
        return .function(
            FunctionDeclaration(
                documentation: [
                    "Encodes the first alternative present, merging in every further object alternative present."
                ],
                kind: .function("encode"),
                parameters: [.encoder],
                isThrowing: true,
                body: body
            )
        )
    }
}
