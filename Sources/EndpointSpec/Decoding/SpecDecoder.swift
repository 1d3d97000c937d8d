/// Turns a parsed JSON tree into a `Spec`, reporting every structural problem instead of stopping at the first.
///
/// The decoder reads and locates: JSON types, required and unknown keys, values that do not parse. What is allowed
/// across the spec (references, name collisions, repositories' use of endpoints and models) is decided by
/// `SpecValidator`, which finds the decoder's locations in `sourceMap`.
struct SpecDecoder {
    /// Everything found so far.
    var log = DiagnosticLog()
    /// Every model name written under `models`, including models too broken to decode.
    var declaredModels: Set<String> = []
    /// Every endpoint name written under `endpoints`, including endpoints too broken to decode.
    var declaredEndpoints: Set<String> = []
    /// The models decoded so far, by name; repositories check `from` against them.
    var modelsByName: [String: ModelDefinition] = [:]
    /// The endpoints decoded so far, by name; repositories check their parameters against them.
    var endpointsByName: [String: EndpointDefinition] = [:]
    /// Every scheme name written under `securitySchemes`, including schemes too broken to decode, in source order.
    var declaredSecuritySchemes: [String] = []
    /// Every `$ref`, checked once all models are known.
    var references: [ModelReference] = []
    /// Where the parts the model does not locate were written, for the validator's findings.
    var sourceMap = SpecSourceMap()
    /// The endpoints whose `idempotencyKey` is `false`: the spec's key does not apply to them.
    var endpointsWithoutIdempotencyKey: Set<String> = []

    /// A `$ref` as written, with its `default` if any.
    struct ModelReference {
        /// The referenced model's name.
        var modelName: String
        /// Where the name is written.
        var location: SourceLocation
    }

    // MARK: - Objects

    /// `node` as an object, reporting a type mismatch and every key outside `keys`.
    mutating func object(
        _ node: JSONNode,
        context: String,
        anchor: SourceLocation? = nil,
        keys: [String]
    ) -> ObjectView? {
        guard case .object(let members) = node.value else {
            log.error("\(context) must be an object, found \(node.typeDescription)", at: node.location)
            return nil
        }
        for member in members where !keys.contains(member.key) {
            var hint = Suggestion.hint(for: member.key, in: keys)
            if hint.isEmpty { hint = SpecKeys.habitHints[member.key] ?? "" }
            log.error("unknown key '\(member.key)' in \(context)\(hint)", at: member.keyLocation)
        }
        return ObjectView(members: members, context: context, anchor: anchor ?? node.location, location: node.location)
    }

    /// The members of the object under `key`, reporting a type mismatch (and absence when `required`).
    mutating func members(_ key: String, in object: ObjectView, required: Bool = false) -> [JSONNode.Member]? {
        guard let member = value(key, in: object, required: required) else { return nil }
        guard case .object(let members) = member.value.value else {
            typeMismatch(member, expected: "an object")
            return nil
        }
        return members
    }

    /// The elements of the array under `key`, reporting a type mismatch (and absence when `required`).
    mutating func elements(_ key: String, in object: ObjectView, required: Bool = false) -> [JSONNode]? {
        guard let member = value(key, in: object, required: required) else { return nil }
        guard case .array(let elements) = member.value.value else {
            typeMismatch(member, expected: "an array")
            return nil
        }
        return elements
    }

    /// The member under `key`, reporting its absence when `required`.
    mutating func value(_ key: String, in object: ObjectView, required: Bool = false) -> JSONNode.Member? {
        if let member = object[key] { return member }
        if required { log.error("\(object.context) is missing required key '\(key)'", at: object.anchor) }
        return nil
    }

    // MARK: - Scalars

    /// The string under `key`, reporting a type mismatch (and absence when `required`).
    mutating func string(_ key: String, in object: ObjectView, required: Bool = false) -> String? {
        guard let member = value(key, in: object, required: required) else { return nil }
        guard case .string(let text) = member.value.value else {
            typeMismatch(member, expected: "a string")
            return nil
        }
        return text
    }

    /// The string under `key` as one of `Choice`'s raw values. Any other string is reported at its location as
    /// `'key' <expectation>, found '<text>'`, with the nearest raw value suggested, and gives `nil`, as absence does.
    mutating func choice<Choice: RawRepresentable & CaseIterable>(
        _ key: String,
        in object: ObjectView,
        required: Bool = false,
        expectation: String
    ) -> Choice? where Choice.RawValue == String {
        guard let text = string(key, in: object, required: required), let location = object[key]?.value.location
        else { return nil }
        guard let value = Choice(rawValue: text) else {
            log.error(
                "'\(key)' \(expectation), found '\(text)'"
                    + Suggestion.hint(for: text, in: Choice.allCases.map(\.rawValue)),
                at: location
            )
            return nil
        }
        return value
    }

    /// The non-empty string under `key`; an empty string is reported like a missing one.
    mutating func nonEmptyString(_ key: String, in object: ObjectView, required: Bool = false) -> String? {
        guard let text = string(key, in: object, required: required) else { return nil }
        guard !text.trimmingSpaces.isEmpty else {
            log.error("'\(key)' must not be empty", at: object[key]?.value.location ?? object.anchor)
            return nil
        }
        return text
    }

    /// The boolean under `key`, reporting a type mismatch.
    mutating func bool(_ key: String, in object: ObjectView) -> Bool? {
        guard let member = object[key] else { return nil }
        guard case .bool(let flag) = member.value.value else {
            typeMismatch(member, expected: "a boolean")
            return nil
        }
        return flag
    }

    /// The strings of the array under `key` with their locations, reporting non-string elements.
    mutating func strings(_ key: String, in object: ObjectView) -> [(String, SourceLocation)]? {
        guard let elements = elements(key, in: object) else { return nil }
        var strings: [(String, SourceLocation)] = []
        for element in elements {
            guard case .string(let text) = element.value else {
                log.error(
                    "every element of '\(key)' must be a string, found \(element.typeDescription)",
                    at: element.location
                )
                continue
            }
            strings.append((text, element.location))
        }
        return strings
    }

    /// Reports that `member`'s value has the wrong JSON type.
    mutating func typeMismatch(_ member: JSONNode.Member, expected: String) {
        log.error(
            "'\(member.key)' must be \(expected), found \(member.value.typeDescription)",
            at: member.value.location
        )
    }

    // MARK: - Statuses

    /// The HTTP status code written as `text` (three digits, 100–599), or `nil`.
    static func statusCode(_ text: String) -> Int? {
        guard text.utf8.count == 3, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let code = Int(text),
            (100...599).contains(code)
        else { return nil }
        return code
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
