import EndpointSpec

/// Compact JSON text of a `SpecValue`, as the `yaml` fuzz entry writes it for its round trip.
enum CompactJSON {
    /// `value` as JSON text, members in order.
    static func text(_ value: SpecValue) -> String {
        var output = ""
        write(value, to: &output)
        return output
    }

    private static func write(_ value: SpecValue, to output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): JSONString.appendQuoted(text, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                write(element, to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                JSONString.appendQuoted(member.key, to: &output)
                output += ":"
                write(member.value, to: &output)
            }
            output += "}"
        }
    }
}
