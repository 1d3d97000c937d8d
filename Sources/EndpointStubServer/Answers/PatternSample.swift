import Foundation

/// A string matching a simple regular expression (`pattern`), for values built from a schema.
///
/// Understands literals, escapes (`\d`, `\w`, `\s`, `\.`…), character classes (`[a-z0-9_]`, first range taken),
/// `.`, groups with alternatives (the first taken), anchors, and the quantifiers `?`, `*`, `+`, `{n}`, `{n,}`,
/// `{n,m}` (the fewest repetitions, at least one for `*` and `+` so the sample shows the shape). Anything else
/// (look-arounds, back-references, negated classes) gives `nil`, and so does a sample that Foundation's regular
/// expressions say does not match: the caller falls back to a plain string.
enum PatternSample {
    /// The longest pattern looked at; a longer one is not simple.
    static let maximumLength = 256

    /// A string matching `pattern` (unanchored, as JSON Schema's `pattern` is); `nil` when the pattern is not
    /// simple.
    static func string(matching pattern: String) -> String? {
        guard pattern.count <= maximumLength else { return nil }
        var parser = Parser(scalars: Array(pattern.unicodeScalars))
        guard let sample = parser.alternatives(), parser.index == parser.scalars.count else { return nil }
        guard let expression = try? NSRegularExpression(pattern: pattern),
            expression.firstMatch(in: sample, range: NSRange(sample.startIndex..., in: sample)) != nil
        else { return nil }
        return sample
    }

    /// A recursive-descent reader of the pattern that writes the sample as it goes.
    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        var depth = 0

        /// `a|b|c`: the first alternative's sample.
        mutating func alternatives() -> String? {
            guard depth < 16 else { return nil }
            depth += 1
            defer { depth -= 1 }
            guard let first = sequence() else { return nil }
            while index < scalars.count, scalars[index] == "|" {
                index += 1
                guard sequence() != nil else { return nil }
            }
            return first
        }

        /// Atoms with their quantifiers, up to `|` or `)`.
        mutating func sequence() -> String? {
            var text = ""
            while index < scalars.count, scalars[index] != "|", scalars[index] != ")" {
                guard let atom = atom() else { return nil }
                guard let count = quantifier() else { return nil }
                text += String(repeating: atom, count: count)
            }
            return text
        }

        /// One atom's sample; anchors give the empty string.
        mutating func atom() -> String? {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "^", "$": return ""
            case ".": return "a"
            case "(":
                if index < scalars.count, scalars[index] == "?" {
                    // Only a non-capturing group `(?:…)` is simple.
                    guard index + 1 < scalars.count, scalars[index + 1] == ":" else { return nil }
                    index += 2
                }
                guard let inner = alternatives(), index < scalars.count, scalars[index] == ")" else { return nil }
                index += 1
                return inner
            case "[": return characterClass()
            case "\\": return escape(inClass: false)
            case "*", "+", "?", "{", ")", "]", "}": return nil
            default: return String(scalar)
            }
        }

        /// `\d`, `\w`, `\s` and escaped literals; a back-reference or word boundary is not simple.
        mutating func escape(inClass _: Bool) -> String? {
            guard index < scalars.count else { return nil }
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "d": return "0"
            case "w": return "a"
            case "s": return " "
            case "t": return "\t"
            case "n": return "\n"
            case "D", "W", "S", "b", "B", "p", "P", "u", "x", "k": return nil
            default:
                if ("0"..."9").contains(scalar) { return nil }
                return String(scalar)
            }
        }

        /// `[…]`: its first character (or range's first); a negated class is not simple.
        mutating func characterClass() -> String? {
            guard index < scalars.count, scalars[index] != "^" else { return nil }
            var first: String?
            while index < scalars.count, scalars[index] != "]" {
                let scalar = scalars[index]
                index += 1
                let character: String?
                if scalar == "\\" {
                    character = escape(inClass: true)
                } else if scalar == "[" {
                    return nil
                } else {
                    character = String(scalar)
                }
                guard let character else { return nil }
                if first == nil { first = character }
                // A range `a-z`: skip its end (an escaped end is not simple).
                if index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] != "]" {
                    guard scalars[index + 1] != "\\" else { return nil }
                    index += 2
                }
            }
            guard index < scalars.count, let first else { return nil }
            index += 1
            return first
        }

        /// How many times the atom is repeated: `nil` for a quantifier that is not simple.
        mutating func quantifier() -> Int? {
            guard index < scalars.count else { return 1 }
            var count: Int
            switch scalars[index] {
            case "?":
                index += 1
                count = 1
            case "*", "+":
                index += 1
                count = 1
            case "{":
                guard let close = scalars[index...].firstIndex(of: "}") else { return nil }
                let body = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
                let bounds = body.split(separator: ",", omittingEmptySubsequences: false)
                guard (1...2).contains(bounds.count), let low = Int(bounds[0]), low <= 1000 else { return nil }
                if bounds.count == 2, !bounds[1].isEmpty, Int(bounds[1]) == nil { return nil }
                index = close + 1
                count = low
            default:
                return 1
            }
            // A lazy or possessive marker changes nothing for the sample.
            if index < scalars.count, scalars[index] == "?" || scalars[index] == "+" { index += 1 }
            return count
        }
    }
}
