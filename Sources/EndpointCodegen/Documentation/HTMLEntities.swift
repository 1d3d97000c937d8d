/// Character references in HTML text: `&amp;`, `&#39;`, `&#x2014;` and the named ones API documents use.
enum HTMLEntities {
    /// The named references decoded; any other `&name;` stays as written.
    static let named: [Substring: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "ensp": " ", "emsp": " ",
        "thinsp": " ", "copy": "©", "reg": "®", "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–",
        "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "laquo": "«", "raquo": "»", "bull": "•",
        "middot": "·", "deg": "°", "plusmn": "±", "times": "×", "divide": "÷", "le": "≤", "ge": "≥", "ne": "≠",
        "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓", "harr": "↔", "euro": "€", "pound": "£", "yen": "¥",
        "cent": "¢", "sect": "§", "para": "¶", "micro": "µ", "shy": "", "zwj": "\u{200D}", "zwnj": "\u{200C}",
    ]

    /// `text` with its character references replaced by the characters they name.
    static func decoded(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var result = ""
        var rest = text
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let reference = rest[rest.index(after: ampersand)...].prefix(32)
            if let semicolon = reference.firstIndex(of: ";"), let character = character(reference[..<semicolon]) {
                result += character
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
                rest = rest[rest.index(after: ampersand)...]
            }
        }
        return result + rest
    }

    /// The character `name` (between `&` and `;`) refers to, if it is a known name or a valid code point.
    private static func character(_ name: Substring) -> String? {
        guard name.first == "#" else { return named[name] }
        let digits = name.dropFirst()
        let value: UInt32?
        if digits.first == "x" || digits.first == "X" {
            value = UInt32(digits.dropFirst(), radix: 16)
        } else {
            value = UInt32(digits, radix: 10)
        }
        // NUL and other control characters would reach a doc comment; they read as a space, as HTML shows them.
        guard let value, let scalar = Unicode.Scalar(value) else { return nil }
        return value < 0x20 || (0x7F..<0xA0).contains(value) ? " " : String(Character(scalar))
    }
}
