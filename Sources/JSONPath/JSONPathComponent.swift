/// One step from a node to a child: a member name or an array index (never negative).
public enum JSONPathComponent: Sendable, Hashable {
    /// The object member named so.
    case name(String)
    /// The array element at this index, counted from 0.
    case index(Int)

    // MARK: - Normalized paths

    /// The normalized path (RFC 9535 §2.7) of `location`: `$` then `['name']` or `[index]` per step, names in single
    /// quotes with only `'`, `\` and control characters escaped (`\b \f \n \r \t`, else `\u00xx`).
    public static func normalizedPath(_ location: some Sequence<JSONPathComponent>) -> String {
        var text = "$"
        for component in location { component.appendNormalizedSegment(to: &text) }
        return text
    }

    /// This step as a normalized segment: `['name']` or `[index]`.
    public var normalizedSegment: String {
        var text = ""
        appendNormalizedSegment(to: &text)
        return text
    }

    func appendNormalizedSegment(to text: inout String) {
        switch self {
        case .index(let index):
            text += "[\(index)]"
        case .name(let name):
            text += "['"
            for scalar in name.unicodeScalars {
                switch scalar {
                case "\u{8}": text += "\\b"
                case "\u{C}": text += "\\f"
                case "\n": text += "\\n"
                case "\r": text += "\\r"
                case "\t": text += "\\t"
                case "'": text += "\\'"
                case "\\": text += "\\\\"
                case "\u{0}"..."\u{1F}":
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u00" + (hex.count < 2 ? "0" : "") + hex
                default: text.unicodeScalars.append(scalar)
                }
            }
            text += "']"
        }
    }
}
