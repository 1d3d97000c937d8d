import EndpointSpec
import EndpointTestSupport

/// Random ``SpecValue`` trees for the writers' property tests: nested arrays and objects (empty ones too), every
/// JSON number form, and strings and keys built from pieces that YAML treats specially — indicators, comment and
/// value markers, core-schema and YAML 1.1 words, blanks at either end, line breaks in every position, tabs,
/// controls, separators, a byte order mark, non-ASCII text — plus keys longer than an implicit key may be.
enum RandomSpecValue {
    /// One random document: a mapping at the root, as specs have; with `allowsLongKeys`, now and then a key
    /// longer than an implicit YAML key may be.
    static func document(using generator: inout SeededGenerator, allowsLongKeys: Bool = true) -> SpecValue {
        .object(members(depth: 0, allowsLongKeys: allowsLongKeys, using: &generator))
    }

    /// One random value at `depth`.
    static func value(depth: Int, allowsLongKeys: Bool = true, using generator: inout SeededGenerator) -> SpecValue {
        let choice = depth > 4 ? Int.random(in: 0..<5, using: &generator) : Int.random(in: 0..<8, using: &generator)
        switch choice {
        case 0: return [SpecValue.null, .bool(true), .bool(false)].randomElement(using: &generator) ?? .null
        case 1: return .number(numbers.randomElement(using: &generator) ?? "0")
        case 2, 3, 4: return .string(string(using: &generator))
        case 5:
            let count = Int.random(in: 0..<4, using: &generator)
            return .array(
                (0..<count).map { _ in value(depth: depth + 1, allowsLongKeys: allowsLongKeys, using: &generator) }
            )
        default:
            return .object(members(depth: depth + 1, allowsLongKeys: allowsLongKeys, using: &generator))
        }
    }

    private static func members(
        depth: Int,
        allowsLongKeys: Bool,
        using generator: inout SeededGenerator
    ) -> [SpecMember] {
        let count = Int.random(in: 0..<5, using: &generator)
        var keys: Set<String> = []
        var members: [SpecMember] = []
        for index in 0..<count {
            var key = Int.random(in: 0..<3, using: &generator) == 0 ? "k\(index)" : string(using: &generator)
            if allowsLongKeys, Int.random(in: 0..<40, using: &generator) == 0 {
                key = String(repeating: "long key ", count: 130)
            }
            guard keys.insert(key).inserted else { continue }  // YAML keys are unique
            members.append(SpecMember(key, value(depth: depth, allowsLongKeys: allowsLongKeys, using: &generator)))
        }
        return members
    }

    static let numbers = [
        "0", "-0", "12", "-7", "1.5", "0.25", "1e3", "1E+2", "-2.5e-3", "123456789012345678901234567890", "0.0",
    ]

    static let pieces = [
        "a", "word", "Name", " ", "  ", "\t", "\n", "\n\n", "\r", "\r\n", "\"", "\\", "'", "é", "😀", "\u{2028}",
        "\u{7F}", "\u{85}", "\u{A0}", "\u{FEFF}", "\u{1}", "#", ": ", " #", ":", "- ", "-", "?", "? ", ",", "[", "]",
        "{", "}", "&a", "*a", "!", "!!str", "%", "@", "`", "|", ">", "---", "...", "~", "null", "Null", "true",
        "False", "yes", "on", "Off", "y", "12", "0x1F", "0o7", "1e3", "-.5", ".inf", ".NaN", "<<", "/users/{id}",
        "text/plain", "$ref", "200",
    ]

    /// A string of zero to five pieces.
    static func string(using generator: inout SeededGenerator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0..<6, using: &generator) {
            text += pieces.randomElement(using: &generator) ?? ""
        }
        return text
    }
}
