/// Spelling of values inside generated source: string literals and documentation text.
enum SwiftLiteral {
    /// `text` as a Swift string literal, with quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        // Most texts are printable ASCII without quotes or backslashes: nothing to escape.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == 0x22 || $0 == 0x5C }) {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `text` as documentation lines: line breaks normalized, trailing spaces and surrounding blank lines removed,
    /// runs of blank lines collapsed.
    static func documentationLines(_ text: String?) -> [String] {
        guard let text else { return [] }
        // Most descriptions are one clean line: no line breaks or control characters, no trailing blank.
        if ByteScan.allBytes(of: text, atLeast: 0x20), text.utf8.last != UInt8(ascii: " ") {
            return text.isEmpty ? [] : [text]
        }
        let normalized = text.replacingAll("\r\n", with: "\n").replacingAll("\r", with: "\n")
        var lines: [String] = []
        for rawLine in normalized.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
            let cleaned = String(line.unicodeScalars.map { $0.value < 0x20 && $0 != "\t" ? " " : Character($0) })
            if cleaned.isEmpty, lines.last?.isEmpty ?? true { continue }
            lines.append(cleaned)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// `value` quoted in code voice for documentation, with backticks and line breaks neutralized.
    static func codeVoice(_ value: String) -> String {
        // Nothing to neutralize in most values.
        if isPlainCodeVoice(value) { return "`" + value + "`" }
        let cleaned = codeVoiceCleaned(value)
        return cleaned.isEmpty ? "\"\"" : "`" + cleaned + "`"
    }

    /// ``codeVoice(_:)`` without its backticks: the neutralized text, or `""` (quoted) for an empty value.
    static func codeVoiceText(_ value: String) -> String {
        if isPlainCodeVoice(value) { return value }
        let cleaned = codeVoiceCleaned(value)
        return cleaned.isEmpty ? "\"\"" : cleaned
    }

    /// Whether `value` can be quoted in code voice as it is: not empty, no backticks or control characters.
    private static func isPlainCodeVoice(_ value: String) -> Bool {
        !value.isEmpty && !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "`") })
    }

    /// `value` with backticks turned into apostrophes and control characters into spaces.
    private static func codeVoiceCleaned(_ value: String) -> String {
        value.unicodeScalars.map { scalar -> String in
            if scalar == "`" { return "'" }
            if scalar.value < 0x20 || scalar.value == 0x7F { return " " }
            return String(scalar)
        }.joined()
    }
}

extension String {
    /// A copy with every occurrence of `target` replaced (standard library only).
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
