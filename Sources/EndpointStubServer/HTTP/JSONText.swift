import EndpointSpec

/// Renders JSON text: quoted strings and spec values.
enum JSONText {
    /// `text` as a JSON string literal (see ``JSONString/quoted(_:)``).
    static func quoted(_ text: String) -> String { JSONString.quoted(text) }

    /// `value` as compact JSON: object members in spec order, numbers as their literal text.
    static func render(_ value: SpecValue) -> String {
        var output = ""
        append(value, to: &output)
        return output
    }

    private static func append(_ value: SpecValue, to output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let literal): output += literal
        case .string(let text): output += quoted(text)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                append(element, to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                output += quoted(member.key) + ":"
                append(member.value, to: &output)
            }
            output += "}"
        }
    }
}
