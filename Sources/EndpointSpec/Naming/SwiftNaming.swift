/// Turns wire names (`price_cents`, `created-at`, `@type`, `2fa_enabled`) into idiomatic, valid Swift names.
///
/// Shared by validation (to report collisions with locations) and code generation (to emit names).
/// The wire name itself is always kept for coding keys; only the Swift spelling changes.
///
/// Names are split into words at separators (anything that is not a letter or an ASCII digit, so a leading `_` is
/// dropped: `_tags` → `tags`) and at case changes (`userID` → `user`, `ID`; `HTTPSProxy` → `HTTPS`, `Proxy`).
/// Words in ``Initialisms`` are uniformly cased as the Swift API Design Guidelines ask: in capitals
/// (`story_url` → `storyURL`, `parent_id` → `parentID`), in lower case as the first word of a member name
/// (`uuid_string` → `uuidString`, `ID` → `id`). Other acronyms keep their case except as the first word of a
/// member name (`XMLValue` → `xmlValue`); names written entirely in capitals are treated as ordinary words
/// (`IN_STOCK` → `inStock`) apart from their initialisms (`HTTP_STATUS` → `HTTPStatus`, `httpStatus`); a
/// run-together word of an ``Acronyms/compounds`` is spelled as its words (`gpuinfo` → `GPUInfo`). A leading `+`
/// or `-` becomes `plus` or `minus` (`-name` → `minusName`), a name starting with a digit gets a leading underscore
/// (`2fa_enabled` → `_2faEnabled`), and names without any letter or digit are spelled out (`""` → `empty`, `*` →
/// `asterisk`).
public enum SwiftNaming {
    // MARK: Public API

    /// An UpperCamelCase type name, for example `price_cents` → `PriceCents`; never empty.
    ///
    /// Names the compiler reserves for types (`Type`, `Self`, `Any`, `Protocol`, `AnyObject`) get a `Value` suffix.
    /// `acronyms` (a document's, ``Spec/acronyms``) are spelled as ``Initialisms`` are: `vpc_peering` → `VPCPeering`.
    public static func typeName(_ raw: String, acronyms: Acronyms = .none) -> String {
        let name = ASCIINaming.typeName(raw, acronyms: acronyms) ?? spelledTypeName(raw, acronyms: acronyms)
        return typeKeywords.contains(name) ? name + "Value" : name
    }

    /// A lowerCamelCase member name, for example `price_cents` → `priceCents`; not escaped.
    ///
    /// Names that cannot be used as members even with backticks (`self`, `init`, …) get a `Value` suffix.
    /// `acronyms` (a document's, ``Spec/acronyms``) are spelled as ``Initialisms`` are: `peer_vpc` → `peerVPC`.
    public static func memberName(_ raw: String, acronyms: Acronyms = .none) -> String {
        let name = ASCIINaming.memberName(raw, acronyms: acronyms) ?? spelledMemberName(raw, acronyms: acronyms)
        return unusableMemberNames.contains(name) ? name + "Value" : name
    }

    /// The words of `name` as naming splits them, in their case: `getVPCPeering` → `get`, `VPC`, `Peering`.
    public static func words(of name: String) -> [String] {
        NameWords(name).parts
    }

    /// `name` wrapped in backticks when it is a Swift keyword that needs them where a declaration is named.
    public static func escaped(_ name: String) -> String {
        reservedWords.contains(name) ? "`\(name)`" : name
    }

    /// `name`, or `name` with the smallest numeric suffix (`name2`, `name3`, …) not in `taken`.
    public static func unique(_ name: String, avoiding taken: Set<String>) -> String {
        unique(name, isTaken: taken.contains)
    }

    /// `name`, or `name` with the smallest numeric suffix (`name2`, `name3`, …) that `isTaken` rejects: the
    /// package's one "make this name unique" rule, for taken names that are not collected in one set.
    public static func unique(_ name: String, isTaken: (String) -> Bool) -> String {
        guard isTaken(name) else { return name }
        var counter = 2
        while isTaken("\(name)\(counter)") { counter += 1 }
        return "\(name)\(counter)"
    }

    // MARK: General spelling

    /// The UpperCamelCase spelling of any wire name, before the keyword check: the path for names
    /// ``ASCIINaming`` does not handle (and the reference its answers are tested against).
    static func spelledTypeName(_ raw: String, acronyms: Acronyms = .none) -> String {
        let words = NameWords(raw)
        let isShouting = words.isShouting && !(words.parts.count == 1 && acronyms.composes(words.parts[0]))
        var name = splitParts(words.parts, acronyms: acronyms).map { part in
            part.isVersion
                ? part.word
                : upperInitialism(part.word, acronyms: acronyms) ?? capitalized(part.word, lowercasingRest: isShouting)
        }
        .joined()
        if let first = name.unicodeScalars.first, isASCIIDigit(first) { name = "_" + name }
        return name
    }

    /// The lowerCamelCase spelling of any wire name, before the keyword check: the path for names
    /// ``ASCIINaming`` does not handle (and the reference its answers are tested against).
    static func spelledMemberName(_ raw: String, acronyms: Acronyms = .none) -> String {
        let words = NameWords(raw)
        let isShouting = words.isShouting && !(words.parts.count == 1 && acronyms.composes(words.parts[0]))
        var name = ""
        for (index, (word, isVersion)) in splitParts(words.parts, acronyms: acronyms).enumerated() {
            if isVersion {
                name += word
            } else if index == 0 {
                let lowercasesAll = isAllUppercase(word) || isShouting || acronyms.match(word) != nil
                name += lowercasesAll ? word.lowercased() : lowercasedFirst(word)
            } else {
                name +=
                    upperInitialism(word, acronyms: acronyms) ?? capitalized(word, lowercasingRest: isShouting)
            }
        }
        if let first = name.unicodeScalars.first, isASCIIDigit(first) { name = "_" + name }
        return name
    }

    // MARK: Word helpers

    /// `parts` with each word ``Acronyms/split(_:)`` splits replaced by its words, the version of a split
    /// (`snmpv3` → `snmp`, `v3`) marked to keep its case.
    private static func splitParts(_ parts: [String], acronyms: Acronyms) -> [(word: String, isVersion: Bool)] {
        parts.flatMap { part -> [(word: String, isVersion: Bool)] in
            guard let split = acronyms.split(part) else { return [(part, false)] }
            return split.enumerated().map { ($1, $0 > 0 && Acronyms.isVersion($1)) }
        }
    }

    /// `word` in capitals when it is an initialism (`url` → `URL`), with a plural `s` kept lower case
    /// (`ids` → `IDs`); `nil` for any other word.
    private static func upperInitialism(_ word: String, acronyms: Acronyms) -> String? {
        switch acronyms.match(word) {
        case .exact: word.uppercased()
        case .plural: word.dropLast().uppercased() + "s"
        case nil: nil
        }
    }

    private static func capitalized(_ word: String, lowercasingRest: Bool) -> String {
        guard let first = word.first else { return word }
        let rest = word.dropFirst()
        return first.uppercased() + (lowercasingRest ? rest.lowercased() : String(rest))
    }

    private static func lowercasedFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }

    /// Whether `word` is in capitals (`URL`, `EC2`), or capitals and a plural `s` (`VPCs`).
    private static func isAllUppercase(_ word: String) -> Bool {
        if word.count > 2, word.last == "s", word.dropLast().last?.isUppercase == true {
            return !word.dropLast().contains { $0.isLowercase }
        }
        return word.contains { $0.isUppercase } && !word.contains { $0.isLowercase }
    }

    static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    // MARK: Keyword tables

    /// Keywords that need backticks when used as an identifier in a declaration or argument label position.
    static let reservedWords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Member names that stay ambiguous even in backticks, because `.name` after a value means something else.
    static let unusableMemberNames: Set<String> = ["self", "init", "deinit", "subscript", "super"]

    /// Type names the compiler gives a special meaning, which a generated type must not take.
    static let typeKeywords: Set<String> = ["Any", "Self", "Type", "Protocol", "AnyObject"]
}
