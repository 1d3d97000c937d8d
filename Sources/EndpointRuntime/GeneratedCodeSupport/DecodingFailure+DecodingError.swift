import Foundation

// MARK: - DecodingError → DecodingFailure

extension DecodingFailure {
    /// Describes a `DecodingError` with its coding path written as `a.b[2].c`.
    ///
    /// Without the body, a missing value cannot be told from a `null` one; prefer decoding through ``JSONCoding``
    /// or ``APIClient``, which look at the body to say which.
    public init(_ error: DecodingError) {
        self.init(error, body: nil)
    }

    /// Describes a `DecodingError` raised while decoding `data`: the body is not JSON at all, is nested too deeply,
    /// or does not match the spec at a path (then what the body has there, and which spec key to change).
    init(_ error: DecodingError, decoding data: Data) {
        switch JSONBodyInspection.parse(data) {
        case .success(let root): self.init(error, body: root)
        case .failure(let failure): self = failure
        }
    }

    /// Describes `error`, looking values up in `body` (the parsed JSON) when it is given.
    private init(_ error: DecodingError, body: Any?) {
        switch error {
        case .typeMismatch(let type, let context):
            let found = body.flatMap { JSONBodyInspection.value(at: context.codingPath, in: $0) }
            self.init(
                codingPath: Self.render(context.codingPath),
                reason: found.map { "expected \(Self.name(of: type)), found \(JSONBodyInspection.describe($0))" }
                    ?? "expected \(Self.name(of: type)): \(context.debugDescription)",
                hint: Self.property(context.codingPath).map {
                    "If the API is right, change the \"type\" of \($0) in the spec."
                }
            )
        case .valueNotFound(let type, let context):
            let found = body.flatMap { JSONBodyInspection.value(at: context.codingPath, in: $0) }
            let isNull = found.map { $0 is NSNull } ?? false
            let hint = isNull ? Self.property(context.codingPath) : nil
            self.init(
                codingPath: Self.render(context.codingPath),
                reason: body == nil
                    ? "expected \(Self.name(of: type)), found null or nothing"
                    : "expected \(Self.name(of: type)), found \(isNull ? "null" : "nothing")",
                hint: hint.map { "If the API sends null there, mark \($0) \"nullable\": true in the spec." }
            )
        case .keyNotFound(let key, let context):
            self.init(
                codingPath: Self.render(context.codingPath + [key]),
                reason: "the required key '\(key.stringValue)' is missing",
                hint:
                    "If the API leaves it out, leave '\(key.stringValue)' out of the model's \"required\" list in the spec."
            )
        case .dataCorrupted(let context):
            self.init(codingPath: Self.render(context.codingPath), reason: context.debugDescription)
        @unknown default:
            self.init(codingPath: "", reason: String(describing: error))
        }
    }

    /// Writes a coding path as `products[2].price_cents`.
    static func render(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = Self.index(of: key) {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    /// The array index `key` stands for, if it is one.
    static func index(of key: any CodingKey) -> Int? {
        guard let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue == String(index) else {
            return nil
        }
        return index
    }

    /// How a hint names the spec entry behind the value at `path`: `'url'` for a property, `the "items" of 'tags'`
    /// for an array element; `nil` for the body itself.
    private static func property(_ path: [any CodingKey]) -> String? {
        guard let last = path.last else { return nil }
        guard index(of: last) != nil else { return "'\(last.stringValue)'" }
        let array = path.dropLast().last(where: { index(of: $0) == nil })
        return array.map { "the \"items\" of '\($0.stringValue)'" } ?? "the \"items\" of the response"
    }

    /// The expected type as a message names it: `Int`, `URL`, and `an object` or `an array` for the containers
    /// the decoder asks for by their Foundation types.
    private static func name(of type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Dictionary<") { return "an object" }
        if name.hasPrefix("Array<") { return "an array" }
        return name
    }
}
