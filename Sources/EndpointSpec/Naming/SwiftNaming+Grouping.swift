// MARK: - Names within a group

extension SwiftNaming {
    /// The lowerCamelCase member name of `raw` without the words of `group` (its first run of them), for a call
    /// reached through that group: `droplets_list` in `Droplets` → `list`, `getChargesCharge` in `Charges` →
    /// `getCharge`, `listAccountTransactions` in `Accounts` → `listTransactions`.
    ///
    /// A word matches whatever its case, and in the singular or plural (`Accounts` matches `Account`,
    /// `Policies` matches `Policy`). `nil` when `raw` does not contain the group's words, when nothing else is
    /// left, or when what is left is a Swift keyword or a name that cannot be a member (`import`, `init`): the
    /// caller keeps the whole name then. `acronyms` are spelled as in ``memberName(_:acronyms:)``.
    public static func memberName(
        _ raw: String,
        withoutWordsOf group: String,
        acronyms: Acronyms = .none
    ) -> String? {
        let words = NameWords(raw).parts
        let groupWords = NameWords(group).parts
        guard !groupWords.isEmpty, words.count > groupWords.count else { return nil }
        for start in 0...(words.count - groupWords.count) {
            let run = start..<(start + groupWords.count)
            guard zip(words[run], groupWords).allSatisfy(isSameWord) else { continue }
            var remaining = words
            remaining.removeSubrange(run)
            let joined = remaining.joined(separator: "_")
            let name =
                ASCIINaming.memberName(joined, acronyms: acronyms) ?? spelledMemberName(joined, acronyms: acronyms)
            guard !name.isEmpty, !reservedWords.contains(name), !unusableMemberNames.contains(name) else {
                return nil
            }
            return name
        }
        return nil
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
}
