import EndpointSpec

// MARK: - Schemas

extension OpenAPIConverter {
    /// Schema keywords the spec format cannot express, reported once where they are written.
    static let unsupportedKeywords: [String: String] = [
        "not": "'not' is not supported and is ignored",
        "xml": "XML serialization ('xml') is not supported and is ignored",
        "if": "conditional schemas ('if'/'then'/'else') are not supported and are ignored",
        "patternProperties": "'patternProperties' is not supported and is ignored",
        "prefixItems": "tuple schemas ('prefixItems') are not supported and are ignored",
        "dependentSchemas": "'dependentSchemas' is not supported and is ignored",
        "unevaluatedProperties": "'unevaluatedProperties' is not supported and is ignored",
    ]

    /// What ignoring an unsupported keyword loses: nothing a client uses for `xml` (XML bodies are typed as raw
    /// bytes anyway), a constraint or shape of the schema for the others.
    static func unsupportedKeywordLoss(_ keyword: String) -> Diagnostic.Loss {
        Diagnostic.Loss(keyword == "xml" ? .unused : .schema)
    }

    /// The first bytes of ``unsupportedKeywords``' keys.
    static let unsupportedKeywordInitials = Set(unsupportedKeywords.keys.compactMap(\.utf8.first))

    /// Converts the schema `node`; inline objects are hoisted into models named `hint`.
    ///
    /// Never fails: whatever cannot be expressed becomes `any` (or is dropped) with a located warning.
    mutating func convertSchema(_ node: JSONNode, hint: String) -> ImportedSchema {
        convertSchema(node, hint: .name(hint))
    }

    /// Converts the schema `node`; inline objects are hoisted into models named `hint`, spelled only then.
    mutating func convertSchema(_ node: JSONNode, hint: SchemaNameHint) -> ImportedSchema {
        guard node.isObject else {
            if node.boolValue == nil {
                warn(
                    "a schema must be an object, found \(node.typeDescription); imported as 'any'",
                    at: node.location,
                    loss: .init(.schema)
                )
            }
            var schema = ImportedSchema(.any)
            schema.location = node.location
            return schema
        }
        warnUnsupportedKeywords(in: node)
        var schema = convertKind(node, hint: hint)
        schema.isNullable = schema.isNullable || Self.isNullable(node)
        if let description = node.text("description") { schema.description = description }
        if node.flag("deprecated") { schema.isDeprecated = true }
        if let value = node.member("default") {
            schema.defaultValue = checkedDefault(value, for: schema)
        }
        recordFacts(of: node, inheriting: schema.location)
        schema.location = node.location
        return schema
    }

    /// Reports every keyword of `node` the spec format cannot express.
    mutating func warnUnsupportedKeywords(in node: JSONNode) {
        for member in node.objectMembers ?? [] {
            // Hashing every key of every schema showed in profiles; the first letter rules out nearly all of them.
            guard let first = member.key.utf8.first, Self.unsupportedKeywordInitials.contains(first) else { continue }
            if let message = Self.unsupportedKeywords[member.key] {
                warn(message, at: member.keyLocation, loss: Self.unsupportedKeywordLoss(member.key))
            }
        }
    }

    // MARK: - Kinds

    private mutating func convertKind(_ node: JSONNode, hint: SchemaNameHint) -> ImportedSchema {
        if let reference = node.member("$ref") {
            return convertReference(reference, hint: hint)
        }
        if let parts = node.member("allOf"), !node.has("properties") {
            let typed = (parts.value.arrayElements ?? []).filter { !Self.isAnnotationOnly($0) }
            if typed.count == 1 {
                return convertSchema(typed[0], hint: hint)
            }
        }
        if Self.isObjectModel(node) {
            return ImportedSchema(.reference(hoistObjectModel(node, hint: hint.spelled(acronyms: acronyms))))
        }
        if let enumeration = Self.oneValueEnumeration(node) {
            var schema = convertTyped(enumeration, hint: hint)
            schema.isNullable = schema.isNullable || Self.isNullable(enumeration)
            return schema
        }
        for keyword in ["oneOf", "anyOf"] {
            if let alternatives = node.member(keyword) {
                return convertAlternatives(alternatives, in: node, hint: hint)
            }
        }
        return convertTyped(node, hint: hint)
    }

    /// `oneOf`/`anyOf`: `[X, null]` becomes a nullable `X`; real unions become `any` with a warning.
    private mutating func convertAlternatives(_ member: JSONNode.Member, in node: JSONNode, hint: SchemaNameHint)
        -> ImportedSchema
    {
        let alternatives = member.value.arrayElements ?? []
        let nonNull = alternatives.filter { !Self.isNullSchema($0) }
        let hasNull = nonNull.count < alternatives.count
        if nonNull.count == 1 {
            var schema = convertSchema(nonNull[0], hint: hint)
            schema.isNullable = schema.isNullable || hasNull
            return schema
        }
        if nonNull.isEmpty {
            return ImportedSchema(.any, isNullable: true)
        }
        return ImportedSchema(
            .reference(hoistUnionModel(node, hint: hint.spelled(acronyms: acronyms))),
            isNullable: hasNull
        )
    }

    /// Whether `node` admits only `null`: `{ "type": "null" }`, `{ "enum": [null] }`, `{ "const": null }`.
    static func isNullSchema(_ node: JSONNode) -> Bool {
        if declaredTypes(node) == ["null"] { return true }
        if let values = node["enum"]?.arrayElements, !values.isEmpty, values.allSatisfy(\.isNull) { return true }
        return node["const"]?.isNull == true
    }

    private mutating func convertTyped(_ node: JSONNode, hint: SchemaNameHint) -> ImportedSchema {
        var types = Self.declaredTypes(node).filter { $0 != "null" }
        if types.isEmpty { types = Self.inferredTypes(node) }
        if types.isEmpty, let type = Self.valueEnumerationType(node) { types = [type] }
        if Set(types) == ["integer", "number"] { types = ["number"] }
        guard types.count <= 1 else {
            let listed = types.joined(separator: ", ")
            warn(
                "a schema with several types (\(listed)) is imported as 'any'",
                at: node.member("type")?.keyLocation ?? node.location,
                loss: .init(.schema)
            )
            return ImportedSchema(.any)
        }
        if let type = types.first, node.has("enum"), Self.valueEnumerationType(node) == type {
            return ImportedSchema(
                .reference(hoistValueEnumeration(node, type: type, hint: hint.spelled(acronyms: acronyms)))
            )
        }
        switch types.first {
        case "string": return convertString(node)
        case "integer":
            warnNonStringEnum(in: node, type: "integer")
            let format = node.string("format").flatMap { ["int32", "int64"].contains($0) ? $0 : nil }
            return ImportedSchema(.primitive(type: "integer", format: format))
        case "number":
            warnNonStringEnum(in: node, type: "number")
            let format = node.string("format").flatMap { ["float", "double"].contains($0) ? $0 : nil }
            return ImportedSchema(.primitive(type: "number", format: format))
        case "boolean":
            warnNonStringEnum(in: node, type: "boolean")
            return ImportedSchema(.primitive(type: "boolean", format: nil))
        case "array":
            guard let items = node["items"] else { return ImportedSchema(.array(ImportedSchema(.any))) }
            return ImportedSchema(.array(convertSchema(items, hint: .joined(hint, "Item"))))
        case "object":
            return convertMap(node, hint: hint)
        case nil:
            return ImportedSchema(.any, isNullable: Self.declaredTypes(node).contains("null"))
        case let type?:
            warn(
                "unknown type '\(type)' is imported as 'any'",
                at: node["type"]?.location ?? node.location,
                loss: .init(.schema)
            )
            return ImportedSchema(.any)
        }
    }

    /// The type a schema without `type` evidently has: from `items`, `additionalProperties`, `enum` or `const` (a
    /// number or boolean `const` is its type: `{ const: 1 }` is an integer).
    static func inferredTypes(_ node: JSONNode) -> [String] {
        if node.has("items") { return ["array"] }
        if node.has("additionalProperties") { return ["object"] }
        switch node["const"]?.value {
        case .number(let literal): return [Int64(literal) != nil ? "integer" : "number"]
        case .bool: return ["boolean"]
        default: break
        }
        let values = node["enum"]?.arrayElements ?? node["const"].map { [$0] } ?? []
        let nonNull = values.filter { !$0.isNull }
        if !nonNull.isEmpty, nonNull.allSatisfy({ $0.stringValue != nil }) { return ["string"] }
        return []
    }

    private mutating func convertString(_ node: JSONNode) -> ImportedSchema {
        let values = enumerationValues(node)
        if !values.isEmpty { return ImportedSchema(.enumeration(values)) }
        let formats = ["date", "date-time", "uuid", "uri", "byte"]
        // `binary` is raw bytes: `Data`, a file part in a multipart body (base64 should it appear in JSON).
        let format = node.string("format").flatMap { $0 == "binary" ? "byte" : formats.contains($0) ? $0 : nil }
        if format == "uri", let notURI = uriFormatCounterexample(node) {
            warn(
                "'format: uri' is read as a plain string: its \(notURI) is not a valid URI, and a URL would change "
                    + "such values (percent-encoding them)",
                at: node.member("format")?.keyLocation ?? node.location,
                loss: nil
            )
            return ImportedSchema(.primitive(type: "string", format: nil))
        }
        return ImportedSchema(.primitive(type: "string", format: format))
    }

    /// The distinct string values of `enum` (or a string `const`), without reporting anything.
    static func stringValues(_ node: JSONNode) -> [String] {
        if let constant = node["const"]?.stringValue { return [constant] }
        var values: [String] = []
        for element in node["enum"]?.arrayElements ?? [] {
            if let text = enumerationText(element, in: node), !values.contains(text) { values.append(text) }
        }
        return values
    }

    /// The string values of `enum` (or a string `const`); other values are dropped with a warning.
    mutating func enumerationValues(_ node: JSONNode) -> [String] {
        if let constant = node["const"]?.stringValue { return [constant] }
        guard let member = node.member("enum"), let elements = member.value.arrayElements else { return [] }
        var values: [String] = []
        for element in elements where !element.isNull {
            guard let text = Self.enumerationText(element, in: node) else {
                warn(
                    "enum value \(element.typeDescription) is not a string and is dropped",
                    at: element.location,
                    loss: .init(.schema)
                )
                continue
            }
            if element.stringValue == nil {
                warn(
                    "enum value \(text) is \(element.typeDescription) in a `type: string` schema; it is read as the "
                        + "string '\(text)'",
                    at: element.location,
                    loss: nil
                )
            }
            if !values.contains(text) { values.append(text) }
        }
        return values
    }

    /// The text of one `enum` value of `schema`: a string as is; a number or boolean as written when the schema
    /// says `type: string` (YAML reads an unquoted `1` or `true` as a number or boolean, and the author of a string
    /// enumeration meant its text, which is also what a query or header carries); `nil` otherwise.
    private static func enumerationText(_ element: JSONNode, in schema: JSONNode) -> String? {
        switch element.value {
        case .string(let text): text
        case .number(let literal) where schema.string("type") == "string": literal
        case .bool(let flag) where schema.string("type") == "string": flag ? "true" : "false"
        default: nil
        }
    }

    /// An `enum` that ``valueEnumerationType(_:)`` turned down: none of its values has the schema's type.
    private mutating func warnNonStringEnum(in node: JSONNode, type: String) {
        if let member = node.member("enum") {
            let fitsNone =
                type == "integer" && node.string("format") == "int32"
                && member.value.arrayElements?.contains { Self.valueProblem($0, type: type, format: nil) == nil }
                    == true
            warn(
                "'enum' on type '\(type)' lists no \(fitsNone ? "integer that fits int32" : "\(type) value"); imported as "
                    + "a plain \(type) without the allowed values",
                at: member.keyLocation,
                loss: .init(.schema)
            )
        }
    }

    /// `type: object` without properties: a map of `additionalProperties`, or of `any` when it allows anything.
    private mutating func convertMap(_ node: JSONNode, hint: SchemaNameHint) -> ImportedSchema {
        guard let values = node["additionalProperties"], values.isObject else {
            return ImportedSchema(.map(ImportedSchema(.any)))
        }
        return ImportedSchema(.map(convertSchema(values, hint: .joined(hint, "Value"))))
    }
}
