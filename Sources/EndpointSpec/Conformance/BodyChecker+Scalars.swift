// MARK: - Strings, formats, numbers and wrong types

extension BodyChecker {
    /// The string `node` holds; `nil`, and a mismatch, when it holds something else.
    @discardableResult
    func expectString(
        _ node: JSONNode,
        schema: Schema,
        path: String,
        site: Site,
        into mismatches: inout [BodyMismatch]
    ) -> String? {
        guard case .string(let text) = node.value else {
            wrongType(node, schema: schema, path: path, site: site, into: &mismatches)
            return nil
        }
        return text
    }

    /// Warns about a value an open enumeration does not list: it decodes, as `unknown`.
    func checkEnumerationValue(
        _ text: String,
        values: [String],
        node: JSONNode,
        path: String,
        site: Site,
        into mismatches: inout [BodyMismatch]
    ) {
        guard !values.contains(text) else { return }
        mismatches.append(
            BodyMismatch(
                .warning,
                path: path,
                expected: "one of \(values.map(JSONString.quoted).joined(separator: ", "))",
                found: Self.describe(node),
                fix: "it decodes as `unknown`; add \(JSONString.quoted(text)) to `enum` of \(site.phrase)",
                location: node.location,
                specLocation: site.specLocation,
                correction: .enumerationValue(.string(text))
            )
        )
    }

    /// Checks that `text` has the shape its string format promises, as the runtime decodes it.
    func checkFormat(
        _ text: String,
        kind: Schema.Kind,
        node: JSONNode,
        path: String,
        site: Site,
        into mismatches: inout [BodyMismatch]
    ) {
        let fits: Bool
        let shape: String
        switch kind {
        case .dateTime:
            fits = StringFormat.isDateTime(text)
            shape = "an ISO 8601 date-time such as 2024-05-01T12:00:00Z"
        case .date:
            fits = StringFormat.isDate(text)
            shape = "a date YYYY-MM-DD"
        case .uuid:
            fits = StringFormat.isUUID(text)
            shape = "a UUID"
        case .uri:
            fits = StringFormat.isURI(text)
            shape = "a URI (RFC 3986; a URL keeps no other text as it is)"
        case .byte:
            fits = StringFormat.isBase64(text)
            shape = "base64 data"
        default:
            return
        }
        guard !fits else { return }
        mismatches.append(
            BodyMismatch(
                path: path,
                expected: "\(Self.describe(kind)) (\(shape))",
                found: "\(Self.describe(node)), which is not \(shape)",
                fix: "remove `format` from \(site.phrase) to decode it as a `String`",
                location: node.location,
                specLocation: site.specLocation,
                correction: .noFormat
            )
        )
    }

    /// Checks an integer: a JSON number without a fraction that fits the format's width.
    func checkInteger(
        _ node: JSONNode,
        format: Schema.IntegerFormat?,
        schema: Schema,
        path: String,
        site: Site,
        into mismatches: inout [BodyMismatch]
    ) {
        guard case .number(let literal) = node.value else {
            return wrongType(node, schema: schema, path: path, site: site, into: &mismatches)
        }
        let value: Int64? =
            Int64(literal)
            ?? Double(literal).flatMap { $0.rounded() == $0 && abs($0) < 9.2e18 ? Int64($0) : nil }
        let fix: String
        if let value {
            guard format == .int32, Int32(exactly: value) == nil else { return }
            fix = "change \(site.phrase(after: "to `\"format\": \"int64\"`"))"
        } else if Double(literal).map({ $0.rounded() == $0 }) == true {
            fix = "change \(site.phrase(after: "to `\"type\": \"number\"`")): the value does not fit a 64-bit integer"
        } else {
            fix = "change \(site.phrase(after: "to `\"type\": \"number\"`"))"
        }
        appendMismatch(node, schema: schema, fix: fix, path: path, site: site, into: &mismatches)
    }

    /// Checks a number: any finite JSON number, within `Float`'s range for `float`.
    func checkNumber(
        _ node: JSONNode,
        format: Schema.NumberFormat,
        schema: Schema,
        path: String,
        site: Site,
        into mismatches: inout [BodyMismatch]
    ) {
        guard case .number(let literal) = node.value else {
            return wrongType(node, schema: schema, path: path, site: site, into: &mismatches)
        }
        let value = Double(literal) ?? .infinity
        let fix: String
        if !value.isFinite {
            fix = "change \(site.phrase(after: "to `\"type\": \"string\"`")): the value does not fit a `Double`"
        } else if format == .float, abs(value) > Double(Float.greatestFiniteMagnitude) {
            fix = "remove `\"format\": \"float\"` from \(site.phrase): the value does not fit a `Float`"
        } else {
            return
        }
        appendMismatch(node, schema: schema, fix: fix, path: path, site: site, into: &mismatches)
    }

    /// Reports a value of another JSON type than the schema's, with the type that fits it as the fix.
    func wrongType(_ node: JSONNode, schema: Schema, path: String, site: Site, into mismatches: inout [BodyMismatch]) {
        let fix = "change \(site.phrase(after: "to \(Self.suggestedSchema(for: node))"))"
        let type: String? =
            switch node.value {
            case .bool: "boolean"
            case .number(let literal): Int64(literal) != nil ? "integer" : "number"
            case .string: "string"
            case .null, .array, .object: nil
            }
        appendMismatch(
            node,
            schema: schema,
            fix: fix,
            path: path,
            site: site,
            correction: type.map { .type($0) },
            into: &mismatches
        )
    }

    /// Reports that `node` is not what `schema` says, with `fix` as the spec change to make.
    private func appendMismatch(
        _ node: JSONNode,
        schema: Schema,
        fix: String,
        path: String,
        site: Site,
        correction: BodyMismatch.Correction? = nil,
        into mismatches: inout [BodyMismatch]
    ) {
        mismatches.append(
            BodyMismatch(
                path: path,
                expected: describe(schema),
                found: Self.describe(node),
                fix: fix,
                location: node.location,
                specLocation: site.specLocation,
                correction: correction
            )
        )
    }

    // MARK: - Describing

    /// What `schema` says, as messages show it: `` `integer` ``, ``a `Hit` object``, ``an array``.
    func describe(_ schema: Schema) -> String {
        if case .reference(let name) = schema.kind, let model = modelsByName[name] {
            switch model.kind {
            case .object: return "a `\(name)` object"
            case .enumeration: return "a string of enum `\(name)`"
            case .valueEnumeration(let enumeration):
                return "\(Self.describe(enumeration.valueKind)) of enum `\(name)`"
            case .oneOf: return "one of the alternatives of `\(name)`"
            }
        }
        return Self.describe(schema.kind)
    }

    /// What a schema kind is, as messages show it.
    static func describe(_ kind: Schema.Kind) -> String {
        switch kind {
        case .string: "`string`"
        case .integer(let format?): "`integer` (format `\(format.rawValue)`)"
        case .integer(nil): "`integer`"
        case .number(.float): "`number` (format `float`)"
        case .number(.double): "`number`"
        case .boolean: "`boolean`"
        case .dateTime: "`string` with format `date-time`"
        case .date: "`string` with format `date`"
        case .uuid: "`string` with format `uuid`"
        case .uri: "`string` with format `uri`"
        case .byte: "`string` with format `byte`"
        case .enumeration: "`string` with `enum`"
        case .reference(let name): "`\(name)`"
        case .array: "an array"
        case .map: "an object (a map with `additionalProperties`)"
        case .any: "any value"
        }
    }

    /// What `node` is, as messages show it: `null`, `a string "12"`, `a number 4.5`, `an object`.
    static func describe(_ node: JSONNode) -> String {
        switch node.value {
        case .null: return "null"
        case .bool(let flag): return flag ? "`true`" : "`false`"
        case .number(let literal): return "a number \(literal)"
        case .string(let text):
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return "a string \(JSONString.quoted(shown))"
        case .array(let elements): return elements.isEmpty ? "an empty array" : "an array"
        case .object: return "an object"
        }
    }

    /// The schema keys that fit `node`, for a wrong type's fix.
    static func suggestedSchema(for node: JSONNode) -> String {
        switch node.value {
        case .null: "`\"nullable\": true`"
        case .bool: "`\"type\": \"boolean\"`"
        case .number(let literal):
            Int64(literal) != nil ? "`\"type\": \"integer\"`" : "`\"type\": \"number\"`"
        case .string: "`\"type\": \"string\"`"
        case .array: "`\"type\": \"array\"` with `items`"
        case .object: "a `$ref` to an object model (or `\"type\": \"object\"` with `additionalProperties`)"
        }
    }
}
