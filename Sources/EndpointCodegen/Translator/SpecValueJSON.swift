import EndpointSpec

/// Writes a ``SpecValue`` back as compact JSON text, numbers exactly as written in the spec.
enum SpecValueJSON {
    /// `value` as JSON.
    static func text(_ value: SpecValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let text): text
        case .string(let text): string(text)
        case .array(let items): "[" + items.map(text).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.map { string($0.key) + ":" + text($0.value) }.joined(separator: ",") + "}"
        }
    }

    /// `text` as a JSON string literal.
    private static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
