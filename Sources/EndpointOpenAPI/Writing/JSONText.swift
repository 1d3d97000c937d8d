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
    var document: String {
        var text = ""
        write(into: &text, indent: 0, prefixWidth: 0)
        text += "\n"
        return text
    }

    /// The value rendered at `indent` spaces, after `prefixWidth` characters already on its first line.
    func rendered(indent: Int, prefixWidth: Int) -> String {
        var text = ""
        write(into: &text, indent: indent, prefixWidth: prefixWidth)
        return text
    }

    /// Appends the value rendered at `indent` spaces, after `prefixWidth` characters already on its first
    /// line, to `text`: one buffer for the whole document, no copies of nested values.
    func write(into text: inout String, indent: Int, prefixWidth: Int) {
        switch self {
        case .string(let string): JSONString.appendQuoted(string, to: &text)
        case .number(let number): text += number
        case .bool(let flag): text += flag ? "true" : "false"
        case .null: text += "null"
        case .array(let elements):
            if elements.isEmpty {
                text += "[]"
                return
            }
            let single = singleLine
            if Self.fits(single, width: Self.lineWidth - indent - prefixWidth) {
                text += single
                return
            }
            text += "[\n"
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ",\n" }
                Self.appendSpaces(indent + 2, to: &text)
                element.write(into: &text, indent: indent + 2, prefixWidth: 0)
            }
            text += "\n"
            Self.appendSpaces(indent, to: &text)
            text += "]"
        case .object(let members, let expanded):
            if members.isEmpty {
                text += "{}"
                return
            }
            if !expanded {
                let single = singleLine
                if Self.fits(single, width: Self.lineWidth - indent - prefixWidth) {
                    text += single
                    return
                }
            }
            text += "{\n"
            for (index, member) in members.enumerated() {
                if index > 0 { text += ",\n" }
                Self.appendSpaces(indent + 2, to: &text)
                let keyStart = text.utf8.count
                JSONString.appendQuoted(member.key, to: &text)
                text += ": "
                let keyWidth = Self.width(ofLast: text.utf8.count - keyStart, in: text)
                member.value.write(into: &text, indent: indent + 2, prefixWidth: keyWidth)
            }
            text += "\n"
            Self.appendSpaces(indent, to: &text)
            text += "}"
        }
    }

    /// The value on one line: `{ "type": "string" }`, `["a", "b"]`.
    var singleLine: String {
        var text = ""
        appendSingleLine(to: &text)
        return text
    }

    /// Appends the value on one line to `text`.
    private func appendSingleLine(to text: inout String) {
        switch self {
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                element.appendSingleLine(to: &text)
            }
            text += "]"
        case .object(let members, _):
            if members.isEmpty {
                text += "{}"
                return
            }
            text += "{ "
            for (index, member) in members.enumerated() {
                if index > 0 { text += ", " }
                JSONString.appendQuoted(member.key, to: &text)
                text += ": "
                member.value.appendSingleLine(to: &text)
            }
            text += " }"
        default:
            write(into: &text, indent: 0, prefixWidth: 0)
        }
    }

    // MARK: - Widths

    /// Whether `text` takes at most `width` characters; its UTF-8 length answers unless it is longer.
    private static func fits(_ text: String, width: Int) -> Bool {
        text.utf8.count <= width || text.count <= width
    }

    /// The width in characters of the last `byteCount` UTF-8 bytes of `text` (a whole quoted key and `: `).
    private static func width(ofLast byteCount: Int, in text: String) -> Int {
        let utf8 = text.utf8
        let start = utf8.index(utf8.endIndex, offsetBy: -byteCount)
        guard utf8[start...].contains(where: { $0 >= 0x80 }) else { return byteCount }
        return text[start...].count
    }

    private static func appendSpaces(_ count: Int, to text: inout String) {
        for _ in 0..<count { text += " " }
    }

    /// `text` as a JSON string literal (see ``JSONString/quoted(_:)``).
    static func quoted(_ text: String) -> String { JSONString.quoted(text) }
}
