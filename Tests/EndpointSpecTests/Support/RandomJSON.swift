import EndpointTestSupport

/// Random JSON texts for property tests: nested arrays and objects, every escape, non-ASCII text, numbers in every
/// JSON form, and JSON whitespace (spaces, tabs, line breaks) between tokens.
enum RandomJSON {
    /// One random JSON document.
    static func document(using generator: inout SeededGenerator) -> String {
        var text = space(using: &generator)
        value(depth: 0, into: &text, using: &generator)
        text += space(using: &generator)
        return text
    }

    private static func value(depth: Int, into text: inout String, using generator: inout SeededGenerator) {
        let choice = depth > 5 ? Int.random(in: 0..<5, using: &generator) : Int.random(in: 0..<8, using: &generator)
        switch choice {
        case 0: text += ["true", "false", "null"].randomElement(using: &generator) ?? "null"
        case 1, 2: text += number(using: &generator)
        case 3, 4: text += string(using: &generator)
        case 5:
            text += "["
            let count = Int.random(in: 0..<4, using: &generator)
            for index in 0..<count {
                if index > 0 { text += "," }
                text += space(using: &generator)
                value(depth: depth + 1, into: &text, using: &generator)
                text += space(using: &generator)
            }
            text += "]"
        default:
            text += "{"
            let count = Int.random(in: 0..<4, using: &generator)
            for index in 0..<count {
                if index > 0 { text += "," }
                text += space(using: &generator)
                text += "\"k\(index)\(["", "\\n", " x", "\\u00e9", ":", "#"].randomElement(using: &generator) ?? "")\""
                text += space(using: &generator) + ":" + space(using: &generator)
                value(depth: depth + 1, into: &text, using: &generator)
                text += space(using: &generator)
            }
            text += "}"
        }
    }

    private static func space(using generator: inout SeededGenerator) -> String {
        ["", "", " ", "\t", "\n", "\n  ", "\r\n", " \n\t "].randomElement(using: &generator) ?? ""
    }

    private static func number(using generator: inout SeededGenerator) -> String {
        ["0", "-0", "12", "-7", "1.5", "0.25", "1e3", "1E+2", "-2.5e-3", "123456789012345678901234567890", "0.0"]
            .randomElement(using: &generator) ?? "0"
    }

    private static func string(using generator: inout SeededGenerator) -> String {
        let pieces = [
            "a", "word", " ", "\\\"", "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t", "\\u0041", "\\u00e9",
            "\\ud83d\\ude00", "é", "😀", "\u{2028}", "\u{7F}", "#", ": ", " #", "- ", "'", "[", "{", "&a", "*a", "!",
            "%", "@", "`", "|", ">", "---", "...", "~", "null", "true", "0x1F", ".inf",
        ]
        var text = "\""
        for _ in 0..<Int.random(in: 0..<6, using: &generator) {
            text += pieces.randomElement(using: &generator) ?? ""
        }
        return text + "\""
    }
}
