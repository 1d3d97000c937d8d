import EndpointSpec

/// Writes a ``SpecValue`` back as compact JSON text, numbers exactly as written in the spec.
enum SpecValueJSON {
    /// `value` as JSON.
    static func text(_ value: SpecValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let text): text
        case .string(let text): JSONString.quoted(text)
        case .array(let items): "[" + items.map(text).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.map { JSONString.quoted($0.key) + ":" + text($0.value) }.joined(separator: ",") + "}"
        }
    }
}
