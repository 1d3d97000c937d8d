/// A wire name split into the words ``SwiftNaming`` joins into camel case.
struct NameWords {
    /// The words in order; never empty.
    let parts: [String]
    /// Whether the name is written entirely in capitals (`IN_STOCK`, `ACTIVE`), so each word is treated as an
    /// ordinary word rather than an acronym. Short single words (`ID`, `URL`, `HTTP`) stay acronyms.
    let isShouting: Bool

    // MARK: Splitting

    /// Splits `raw` at separators and case changes.
    init(_ raw: String) {
        var parts: [String] = []
        var current = String.UnicodeScalarView()
        let scalars = Array(raw.unicodeScalars)

        func flush() {
            if !current.isEmpty { parts.append(String(current)) }
            current = String.UnicodeScalarView()
        }

        if scalars.count > 1, let sign = NameWords.signWords[scalars[0]], NameWords.isWordScalar(scalars[1]) {
            parts.append(sign)
        }
        for (index, scalar) in scalars.enumerated() {
            if NameWords.isCombiningMark(scalar) {
                if !current.isEmpty { current.append(scalar) }
                continue
            }
            guard NameWords.isWordScalar(scalar) else {
                flush()
                continue
            }
            if let previous = current.last,
                NameWords.startsNewWord(
                    previous,
                    scalar,
                    next: scalars[safe: index + 1],
                    afterNext: scalars[safe: index + 2]
                )
            {
                flush()
            }
            current.append(scalar)
        }
        flush()

        if parts.isEmpty {
            parts = scalars.isEmpty ? ["empty"] : scalars.map { NameWords.spelledOut($0) }
        }
        self.parts = parts
        let hasUppercase = raw.contains { $0.isUppercase }
        let hasLowercase = raw.contains { $0.isLowercase }
        self.isShouting = hasUppercase && !hasLowercase && (parts.count > 1 || raw.count > 4)
    }

    /// Whether `scalar` begins a new word after `previous`: `userId` at `I`, `HTTPSProxy` at `P`, `IPsec` at `P`.
    ///
    /// Capitals followed by a lone `s` that ends the word (the name's end, a capital, a digit or a separator next)
    /// are one word, an acronym's plural: `VPCs`, `userIDs` → `user`, `IDs`, `VPCsList` → `VPCs`, `List`.
    private static func startsNewWord(
        _ previous: Unicode.Scalar,
        _ scalar: Unicode.Scalar,
        next: Unicode.Scalar?,
        afterNext: Unicode.Scalar?
    ) -> Bool {
        guard isUppercase(scalar) else { return false }
        if isLowercase(previous) { return true }
        guard isUppercase(previous), let next, isLowercase(next) else { return false }
        return !(next == "s" && endsPlural(afterNext))
    }

    /// Whether a lone `s` followed by `afterNext` ends its word: at the name's end, before a capital, a digit or a
    /// separator.
    private static func endsPlural(_ afterNext: Unicode.Scalar?) -> Bool {
        guard let afterNext else { return true }
        if isCombiningMark(afterNext) { return false }
        return isUppercase(afterNext) || SwiftNaming.isASCIIDigit(afterNext) || !isWordScalar(afterNext)
    }

    /// `Unicode.Scalar.Properties.isUppercase`, answered without the property lookup for ASCII.
    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("A"..."Z").contains(scalar) : scalar.properties.isUppercase
    }

    /// `Unicode.Scalar.Properties.isLowercase`, answered without the property lookup for ASCII.
    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("a"..."z").contains(scalar) : scalar.properties.isLowercase
    }

    // MARK: Character classes

    /// ASCII letters and digits, and non-ASCII letters Swift accepts at the start of an identifier.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || SwiftNaming.isASCIIDigit(scalar)
        }
        return scalar.properties.isAlphabetic && isIdentifierHead(scalar)
    }

    /// Combining marks Swift accepts inside an identifier (after its first character).
    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x0300...0x036F).contains(value) || (0x1DC0...0x1DFF).contains(value)
            || (0x20D0...0x20FF).contains(value) || (0xFE20...0xFE2F).contains(value)
    }

    /// The non-ASCII ranges of the Swift grammar's `identifier-head`.
    private static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return identifierHeadRanges.contains { $0.contains(value) }
    }

    private static let identifierHeadRanges: [ClosedRange<UInt32>] = [
        0x00A8...0x00A8, 0x00AA...0x00AA, 0x00AD...0x00AD, 0x00AF...0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA,
        0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x02FF, 0x0370...0x167F,
        0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF,
        0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F,
        0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD,
        0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
    ]

    // MARK: Spelling out symbols

    private static let signWords: [Unicode.Scalar: String] = ["+": "plus", "-": "minus"]

    private static let symbolWords: [Unicode.Scalar: String] = [
        "+": "plus", "-": "minus", "*": "asterisk", "/": "slash", "\\": "backslash", ".": "dot", ",": "comma",
        ":": "colon", ";": "semicolon", "_": "underscore", "@": "at", "#": "hash", "$": "dollar", "%": "percent",
        "&": "and", "|": "pipe", "!": "exclamation", "?": "question", "=": "equals", "<": "less", ">": "greater",
        "~": "tilde", "^": "caret", "'": "apostrophe", "\"": "quote", "`": "backtick", " ": "space",
        "(": "leftParenthesis", ")": "rightParenthesis", "[": "leftBracket", "]": "rightBracket",
        "{": "leftBrace", "}": "rightBrace",
    ]

    /// A word for a symbol (`+` → `plus`), or `u` and its hexadecimal code (`🚀` → `u1F680`).
    private static func spelledOut(_ scalar: Unicode.Scalar) -> String {
        symbolWords[scalar] ?? "u" + String(scalar.value, radix: 16, uppercase: true)
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
