/// Writes JSON string literals, shared by everything that prints JSON text (``JSONWriter``, the OpenAPI importer,
/// the stub server).
public enum JSONString {
    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped (and U+007F, U+2028,
    /// U+2029, which some JavaScript-based readers mishandle); everything else as it is.
    public static func quoted(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &result)
        return result
    }

    /// Appends `text` as a JSON string literal (see ``quoted(_:)``) to `result`; text that needs no escape,
    /// which is nearly all of it, is appended as it is.
    public static func appendQuoted(_ text: String, to result: inout String) {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == 0x22 || $0 == 0x5C }) else {
            result += "\""
            result += text
            result += "\""
            return
        }
        result += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        result += "\""
    }
}
