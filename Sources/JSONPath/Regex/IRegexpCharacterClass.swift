/// A set of Unicode scalars an I-Regexp atom matches: `.`, a literal, `[…]`, `\p{…}` or `\P{…}`.
struct IRegexpCharacterClass: Sendable {
    /// Whether the class matches the scalars its items do not (`[^…]`, `.`).
    var isNegated = false
    /// Scalar ranges, by value.
    var ranges: [ClosedRange<UInt32>] = []
    /// General-category sets (`\p{…}`), each a bit mask over `Category.allCases`, possibly complemented (`\P{…}`).
    var categories: [(mask: UInt32, isComplement: Bool)] = []

    /// `.`: any scalar but line feed and carriage return (XSD's `[^\n\r]`).
    static let dot = IRegexpCharacterClass(isNegated: true, ranges: [0x0A...0x0A, 0x0D...0x0D])

    /// Exactly `scalar`.
    static func single(_ scalar: Unicode.Scalar) -> IRegexpCharacterClass {
        IRegexpCharacterClass(ranges: [scalar.value...scalar.value])
    }

    /// Whether the class matches `scalar`.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        var found = ranges.contains { $0.contains(scalar.value) }
        if !found, !categories.isEmpty {
            let bit = Self.categoryBit(scalar.properties.generalCategory)
            found = categories.contains { ($0.mask & bit != 0) != $0.isComplement }
        }
        return found != isNegated
    }

    // MARK: - Categories

    /// The mask of the category name after `\p{` (`L`, `Lu`, …; RFC 9485 `IsCategory`), or nil if it is not one.
    static func categoryMask(named name: String) -> UInt32? {
        let groups: [Character: [(Character, Unicode.GeneralCategory)]] = [
            "L": [
                ("u", .uppercaseLetter), ("l", .lowercaseLetter), ("t", .titlecaseLetter), ("m", .modifierLetter),
                ("o", .otherLetter),
            ],
            "M": [("n", .nonspacingMark), ("c", .spacingMark), ("e", .enclosingMark)],
            "N": [("d", .decimalNumber), ("l", .letterNumber), ("o", .otherNumber)],
            "P": [
                ("c", .connectorPunctuation), ("d", .dashPunctuation), ("s", .openPunctuation),
                ("e", .closePunctuation), ("i", .initialPunctuation), ("f", .finalPunctuation),
                ("o", .otherPunctuation),
            ],
            "Z": [("s", .spaceSeparator), ("l", .lineSeparator), ("p", .paragraphSeparator)],
            "S": [("m", .mathSymbol), ("c", .currencySymbol), ("k", .modifierSymbol), ("o", .otherSymbol)],
            // RFC 9485 allows Cc, Cf, Cn and Co (no Cs: a scalar is never a surrogate); `\p{C}` includes Cs.
            "C": [("c", .control), ("f", .format), ("n", .unassigned), ("o", .privateUse), ("s", .surrogate)],
        ]
        let letters = Array(name)
        guard let first = letters.first, let group = groups[first], letters.count <= 2 else { return nil }
        if letters.count == 1 {
            return group.reduce(0) { $0 | categoryBit($1.1) }
        }
        guard letters[1] != "s" || first != "C", let entry = group.first(where: { $0.0 == letters[1] }) else {
            return nil
        }
        return categoryBit(entry.1)
    }

    private static func categoryBit(_ category: Unicode.GeneralCategory) -> UInt32 {
        let index: Int =
            switch category {
            case .uppercaseLetter: 0
            case .lowercaseLetter: 1
            case .titlecaseLetter: 2
            case .modifierLetter: 3
            case .otherLetter: 4
            case .nonspacingMark: 5
            case .spacingMark: 6
            case .enclosingMark: 7
            case .decimalNumber: 8
            case .letterNumber: 9
            case .otherNumber: 10
            case .connectorPunctuation: 11
            case .dashPunctuation: 12
            case .openPunctuation: 13
            case .closePunctuation: 14
            case .initialPunctuation: 15
            case .finalPunctuation: 16
            case .otherPunctuation: 17
            case .mathSymbol: 18
            case .currencySymbol: 19
            case .modifierSymbol: 20
            case .otherSymbol: 21
            case .spaceSeparator: 22
            case .lineSeparator: 23
            case .paragraphSeparator: 24
            case .control: 25
            case .format: 26
            case .surrogate: 27
            case .privateUse: 28
            case .unassigned: 29
            @unknown default: 29
            }
        return 1 << UInt32(index)
    }
}
