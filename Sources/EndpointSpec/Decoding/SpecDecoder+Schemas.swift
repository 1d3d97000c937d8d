// MARK: - Schemas

extension SpecDecoder {
    /// Decodes the schema keys of `object`; a broken schema decodes as `any` after its problems are reported.
    mutating func decodeSchema(_ object: ObjectView) -> Schema {
        let description = string("description", in: object)
        let isNullable = bool("nullable", in: object) ?? false
        let isDeprecated = bool("deprecated", in: object) ?? false
        let kind = decodeKind(object)
        if let defaultMember = object["default"] {
            // The validator checks it against the schema, where it is written.
            sourceMap[.schemaDefault(schema: object.location)] = defaultMember.value.location
        }
        return Schema(
            kind,
            isNullable: isNullable,
            description: description,
            defaultValue: object["default"]?.value.specValue,
            isDeprecated: isDeprecated,
            location: object.location
        )
    }

    /// Decodes a schema written as the value of `member` (for example `items`), named `context` in messages.
    mutating func decodeNestedSchema(_ node: JSONNode, context: String) -> Schema {
        guard let object = object(node, context: context, keys: SpecKeys.schema) else {
            return Schema(.any, location: node.location)
        }
        return decodeSchema(object)
    }

    private mutating func decodeKind(_ object: ObjectView) -> Schema.Kind {
        if let reference = object["$ref"] {
            for key in ["type", "format", "enum", "items", "additionalProperties"] {
                if let member = object[key] {
                    log.error("'\(key)' cannot be combined with '$ref'", at: member.keyLocation)
                }
            }
            guard case .string(let name) = reference.value.value else {
                typeMismatch(reference, expected: "a string naming a model")
                return .any
            }
            references.append(
                ModelReference(modelName: name, location: reference.value.location)
            )
            return .reference(name)
        }
        guard let typeMember = object["type"] else {
            log.error("\(object.context) needs 'type' or '$ref'", at: object.anchor)
            return .any
        }
        guard case .string(let type) = typeMember.value.value else {
            typeMismatch(typeMember, expected: "a string")
            return .any
        }
        guard SpecKeys.types.contains(type) else {
            let hint = Suggestion.closest(to: type, in: SpecKeys.types).map { "; did you mean '\($0)'?" }
            log.error(
                "unknown type '\(type)'"
                    + (hint ?? "; expected string, integer, number, boolean, array, object or any"),
                at: typeMember.value.location
            )
            return .any
        }
        let format = decodeFormat(in: object, type: type)
        checkOnlyFor(type: type, key: "items", allowedType: "array", in: object)
        checkOnlyFor(type: type, key: "additionalProperties", allowedType: "object", in: object)
        if type != "string", let member = object["enum"] {
            let hint =
                ["integer", "number", "boolean"].contains(type)
                ? "; an enumeration of \(type) values is a model: declare it under 'models' and refer to it with '$ref'"
                : ""
            log.error("'enum' is only allowed inline with type 'string'\(hint)", at: member.keyLocation)
        }
        switch type {
        case "string":
            if object.contains("enum") {
                if format != nil, let member = object["format"] {
                    log.error("'format' cannot be combined with 'enum'", at: member.keyLocation)
                }
                return decodeEnumValues(in: object, owner: object.location).map(Schema.Kind.enumeration) ?? .any
            }
            return .primitive(type: type, format: format)
        case "integer", "number", "boolean":
            return .primitive(type: type, format: format)
        case "array":
            guard let items = value("items", in: object, required: true) else {
                return .array(Schema(.any, location: object.location))
            }
            return .array(decodeNestedSchema(items.value, context: "'items' of \(object.context)"))
        case "object":
            guard let values = value("additionalProperties", in: object) else {
                // Inline `properties` already got an error of their own.
                if object.contains("properties") { return .map(Schema(.any, location: object.location)) }
                log.error(
                    "\(object.context) has type 'object' but no 'additionalProperties'; describe the values of the "
                        + "map, or declare a model under 'models' and use '$ref'",
                    at: object.anchor
                )
                return .map(Schema(.any, location: object.location))
            }
            return .map(decodeNestedSchema(values.value, context: "'additionalProperties' of \(object.context)"))
        default:
            return .any
        }
    }

    private mutating func decodeFormat(in object: ObjectView, type: String) -> String? {
        guard let format = string("format", in: object), let member = object["format"] else { return nil }
        let valid = SpecKeys.formatsByType[type] ?? []
        if valid.contains(format) { return format }
        if !SpecKeys.formats.contains(format) {
            let candidates = valid.isEmpty ? SpecKeys.formats : valid
            log.error(
                "unknown format '\(format)'\(Suggestion.hint(for: format, in: candidates))",
                at: member.value.location
            )
        } else if valid.isEmpty {
            log.error("type '\(type)' takes no 'format', found '\(format)'", at: member.value.location)
        } else {
            log.error(
                "format '\(format)' is not valid for type '\(type)'; use \(Self.list(valid, conjunction: "or"))",
                at: member.value.location
            )
        }
        return nil
    }

    private mutating func checkOnlyFor(type: String, key: String, allowedType: String, in object: ObjectView) {
        if type != allowedType, let member = object[key] {
            log.error("'\(key)' is only allowed with type '\(allowedType)'", at: member.keyLocation)
        }
    }

    /// The strings of `enum` in source order, repetitions included (the validator decides on those and on an empty
    /// list), reporting values that are not strings; records where the list and each value are written, by `owner`.
    /// `nil` when `enum` is no array or lists values but no string (reported: too broken to use).
    mutating func decodeEnumValues(in object: ObjectView, owner: SourceLocation) -> [String]? {
        guard let member = object["enum"], let elements = elements("enum", in: object) else { return nil }
        sourceMap[.enumValues(owner: owner)] = member.value.location
        var values: [String] = []
        for element in elements {
            guard case .string(let text) = element.value else {
                log.error("enum values must be strings, found \(element.typeDescription)", at: element.location)
                continue
            }
            sourceMap[.enumValue(owner: owner, index: values.count)] = element.location
            values.append(text)
        }
        return values.isEmpty && !elements.isEmpty ? nil : values
    }

    /// `a, b or c`.
    static func list(_ items: [String], conjunction: String) -> String {
        guard let last = items.last else { return "" }
        let quoted = items.dropLast().map { "'\($0)'" }
        return quoted.isEmpty ? "'\(last)'" : quoted.joined(separator: ", ") + " \(conjunction) '\(last)'"
    }
}
