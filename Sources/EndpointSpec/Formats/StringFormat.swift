import Foundation

/// Checks that a string has the shape a `format` promises, shared by the spec validator and the OpenAPI importer.
public enum StringFormat {
    /// Whether `text` is a calendar date `YYYY-MM-DD` (month 1–12, day 1–31).
    public static func isDate(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 10, scalars[4] == "-", scalars[7] == "-" else { return false }
        let digits = [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy { ("0"..."9").contains(scalars[$0]) }
        guard digits, let month = Int(String(text.dropFirst(5).prefix(2))), let day = Int(String(text.suffix(2)))
        else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }

    /// Whether `text` is an RFC 3339 date-time, with or without fractional seconds, ending in `Z` or an offset.
    public static func isDateTime(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 20, scalars[10] == "T" || scalars[10] == "t", isDate(String(text.prefix(10))) else {
            return false
        }
        let isDigit: (Int) -> Bool = { $0 < scalars.count && ("0"..."9").contains(scalars[$0]) }
        guard [11, 12, 14, 15, 17, 18].allSatisfy(isDigit), scalars[13] == ":", scalars[16] == ":" else { return false }
        var index = 19
        if scalars[index] == "." {
            index += 1
            guard isDigit(index) else { return false }
            while isDigit(index) { index += 1 }
        }
        guard index < scalars.count else { return false }
        if scalars[index] == "Z" || scalars[index] == "z" { return index == scalars.count - 1 }
        guard scalars[index] == "+" || scalars[index] == "-", scalars.count == index + 6 else { return false }
        return [index + 1, index + 2, index + 4, index + 5].allSatisfy(isDigit) && scalars[index + 3] == ":"
    }

    /// Whether `text` is standard base64 (`A–Z a–z 0–9 + /`, padded to a multiple of four).
    public static func isBase64(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        let padding = scalars.reversed().prefix { $0 == "=" }.count
        let body = scalars.dropLast(padding)
        let isAlphabet: (Unicode.Scalar) -> Bool = {
            ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "/"
        }
        return scalars.count % 4 == 0 && padding <= 2 && body.allSatisfy(isAlphabet)
    }

    /// Whether `text` is a URI that Foundation's `URL` keeps exactly (RFC 3986: no space, no brace, every `%`
    /// followed by two hexadecimal digits): what a generated `uri` value decodes, and nothing else.
    public static func isURI(_ text: String) -> Bool {
        guard let url = URL(string: text, encodingInvalidCharacters: false) else { return false }
        return url.absoluteString == text
    }

    /// Whether `text` is a UUID in its 8-4-4-4-12 hexadecimal form.
    public static func isUUID(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 36 else { return false }
        return scalars.indices.allSatisfy { index in
            [8, 13, 18, 23].contains(index) ? scalars[index] == "-" : scalars[index].properties.isASCIIHexDigit
        }
    }
}
