// MARK: - Names within a group

extension SwiftNaming {
    /// The lowerCamelCase member name of `raw` without the words of `group`, for a call reached through that
    /// group: `droplets_list` in `Droplets` → `list`, `getChargesCharge` in `Charges` → `getCharge`,
    /// `listAccountTransactions` in `Accounts` → `listTransactions`.
    ///
    /// A word matches whatever its case, and in the singular or plural (`Accounts` matches `Account`,
    /// `Policies` matches `Policy`). The group's words are looked for, in this order:
    /// - at the start of `raw` however its words are split: the group's letters, run together, are the letters of
    ///   `raw`'s first words (`addons_list` in `Add Ons` → `list`, `vpcnatgateways_get` in `VPC NAT Gateways` →
    ///   `get`);
    /// - as the first run of `raw`'s words that are the group's words (`getChargesCharge` → `getCharge`);
    /// - each in order, the first at the start of `raw` (`domains_list_records` in `Domain Records` → `list`).
    ///
    /// Words matched at the start and written again right after them go too (`circuits_circuits_list` in
    /// `circuits` → `list`); a different word that starts alike stays (`circuits_circuit_types_list` →
    /// `circuitTypesList`).
    ///
    /// What is left may be a Swift keyword: the declaration escapes it (``escaped(_:)``) and a call writes it after
    /// a dot as it is (`conversations_open` in `conversations` → `conversations.open()`, `pets_import` →
    /// `pets.import()`). `nil` when `raw` does not contain the group's words, when nothing else is left, or when what
    /// is left cannot be a member even in backticks (`init`, `self`): the caller keeps the whole name then.
    /// `acronyms` are spelled as in ``memberName(_:acronyms:)``.
    public static func memberName(
        _ raw: String,
        withoutWordsOf group: String,
        acronyms: Acronyms = .none
    ) -> String? {
        let words = NameWords(raw).parts
        let groupWords = NameWords(group).parts
        guard !groupWords.isEmpty, words.count > 1 else { return nil }
        let matches = [
            prefixRun(of: groupWords, in: words),
            wordRun(of: groupWords, in: words),
            leadingSubsequence(of: groupWords, in: words),
        ]
        guard var matched = matches.lazy.compactMap({ $0 }).first else { return nil }
        // An operation ID that writes the group's words twice (`circuits_circuits_list`, `Journey_JourneyResults`)
        // repeats them by accident of its generator: both go.
        let count = matched.count
        if matched == Set(0..<count), words.count > 2 * count,
            zip(words[0..<count], words[count..<(2 * count)]).allSatisfy({ $0.lowercased() == $1.lowercased() })
        {
            matched.formUnion(count..<(2 * count))
        }
        let remaining = words.indices.filter { !matched.contains($0) }.map { words[$0] }
        guard !remaining.isEmpty else { return nil }
        let joined = remaining.joined(separator: "_")
        let name = ASCIINaming.memberName(joined, acronyms: acronyms) ?? spelledMemberName(joined, acronyms: acronyms)
        guard !name.isEmpty, !unusableMemberNames.contains(name) else {
            return nil
        }
        return name
    }

    /// Whether `name` starts with the words of `group`, however either splits them (`vpcsList` in `VPCs`,
    /// `addonsList` in `Add Ons`): the redundant prefix a call reached through the group would repeat.
    public static func startsWithWords(of group: String, _ name: String) -> Bool {
        let words = NameWords(name).parts
        let groupWords = NameWords(group).parts
        guard !groupWords.isEmpty, words.count > 1 else { return false }
        return prefixRun(of: groupWords, in: words) != nil
    }

    /// The indices of the first words of `words` whose letters, run together, are those of `groupWords`, or their
    /// singular: `addons`, `list` for `Add`, `Ons`.
    private static func prefixRun(of groupWords: [String], in words: [String]) -> Set<Int>? {
        let groupLetters = groupWords.joined().lowercased()
        var letters = ""
        for index in words.indices.dropLast() {
            letters += words[index].lowercased()
            guard letters.count <= groupLetters.count + 3 else { return nil }
            if isSameWord(letters, groupLetters) { return Set(0...index) }
        }
        return nil
    }

    /// The indices of the first run of `words` that are `groupWords`.
    private static func wordRun(of groupWords: [String], in words: [String]) -> Set<Int>? {
        guard words.count > groupWords.count else { return nil }
        for start in 0...(words.count - groupWords.count) {
            let run = start..<(start + groupWords.count)
            if zip(words[run], groupWords).allSatisfy(isSameWord) { return Set(run) }
        }
        return nil
    }

    /// The indices of `groupWords` in `words`, each the first after the one before, the first at the start.
    private static func leadingSubsequence(of groupWords: [String], in words: [String]) -> Set<Int>? {
        guard groupWords.count > 1, words.count > groupWords.count, isSameWord(words[0], groupWords[0]) else {
            return nil
        }
        var matched: Set<Int> = [0]
        var index = 1
        for groupWord in groupWords.dropFirst() {
            while index < words.count, !isSameWord(words[index], groupWord) { index += 1 }
            guard index < words.count else { return nil }
            matched.insert(index)
            index += 1
        }
        return matched
    }

    /// Whether two words are the same word, ignoring case and a plural ending (`s`, `es`, `ies` for `y`).
    private static func isSameWord(_ first: String, _ second: String) -> Bool {
        let first = first.lowercased()
        let second = second.lowercased()
        return first == second || singular(first) == singular(second)
    }

    /// `word` without an English plural ending, when it has one.
    private static func singular(_ word: String) -> String {
        if word.count > 3, word.hasSuffix("ies") { return word.dropLast(3) + "y" }
        if word.count > 3,
            word.hasSuffix("sses") || word.hasSuffix("xes") || word.hasSuffix("ches")
                || word.hasSuffix("shes")
        {
            return String(word.dropLast(2))
        }
        if word.count > 1, word.hasSuffix("s"), !word.hasSuffix("ss") { return String(word.dropLast()) }
        return word
    }

    /// The singular of a capitalised English plural `word` (`Tags` → `Tag`, `Policies` → `Policy`, `Boxes` →
    /// `Box`), or `nil` when `word` is not plainly a plural (`Status`, `Analysis`, `Address`, `Aliases`: a `-ses`
    /// ending could be either) or is a noun that names one thing of several parts (`Settings`, `Details`,
    /// `Credentials`, `Metrics`, `Series`, `News`).
    public static func singularWord(_ word: String) -> String? {
        let lower = word.lowercased()
        guard lower.count > 3, lower.hasSuffix("s"), word.dropFirst().allSatisfy(\.isLowercase),
            !collectiveNouns.contains(lower)
        else { return nil }
        if ["ss", "us", "is", "ics", "ews"].contains(where: { lower.hasSuffix($0) }) { return nil }
        if lower.hasSuffix("ies") { return word.dropLast(3) + "y" }
        if ["sses", "xes", "ches", "shes", "zzes"].contains(where: { lower.hasSuffix($0) }) {
            return String(word.dropLast(2))
        }
        if lower.hasSuffix("ses") { return nil }
        return String(word.dropLast())
    }

    /// Plural-looking words that name one value: a value of several settings is still `Settings`.
    private static let collectiveNouns: Set<String> = [
        "settings", "details", "credentials", "stats", "options", "preferences", "permissions", "params",
        "parameters", "headers", "properties", "attributes", "links", "contents", "terms", "specs", "series",
        "species", "limits", "totals", "counts", "rights", "coordinates", "results", "errors", "data", "means",
    ]
}
