import EndpointSpec

/// A JSON value to be written as readable text, with a layout hint for objects and arrays.
indirect enum JSONText: Sendable {
    /// A string.
    case string(String)
    /// A number, as its literal text.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// An array; written on one line when it fits.
    case array([JSONText])
    /// An object, members in the given order; `expanded` objects always put each member on its own line,
    /// compact ones are written on one line when they fit.
    case object([(key: String, value: JSONText)], expanded: Bool)

    /// The maximum line width compact values may take.
    static let lineWidth = 120

    // MARK: - Rendering

    /// The value as a document: 2-space indentation and a trailing newline.
    var document: String { rendered(indent: 0, prefixWidth: 0) + "\n" }

    /// The value rendered at `indent` spaces, after `prefixWidth` characters already on its first line.
    func rendered(indent: Int, prefixWidth: Int) -> String {
        switch self {
        case .string(let text): return Self.quoted(text)
        case .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array(let elements):
            if elements.isEmpty { return "[]" }
            let single = singleLine
            if indent + prefixWidth + single.count <= Self.lineWidth { return single }
            let inner = String(repeating: " ", count: indent + 2)
            let lines = elements.map { inner + $0.rendered(indent: indent + 2, prefixWidth: 0) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "]"
        case .object(let members, let expanded):
            if members.isEmpty { return "{}" }
            if !expanded {
                let single = singleLine
                if indent + prefixWidth + single.count <= Self.lineWidth { return single }
            }
            let inner = String(repeating: " ", count: indent + 2)
            let lines = members.map { member in
                let key = Self.quoted(member.key) + ": "
                return inner + key + member.value.rendered(indent: indent + 2, prefixWidth: key.count)
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "}"
        }
    }

    /// The value on one line: `{ "type": "string" }`, `["a", "b"]`.
    var singleLine: String {
        switch self {
        case .array(let elements):
            return "[" + elements.map(\.singleLine).joined(separator: ", ") + "]"
        case .object(let members, _):
            if members.isEmpty { return "{}" }
            return "{ " + members.map { Self.quoted($0.key) + ": " + $0.value.singleLine }.joined(separator: ", ")
                + " }"
        default:
            return rendered(indent: 0, prefixWidth: 0)
        }
    }

    /// `text` as a JSON string literal (see ``JSONString/quoted(_:)``).
    static func quoted(_ text: String) -> String { JSONString.quoted(text) }
}
