// MARK: - Members a document renamed

extension Suggestion {
    /// The hint for a member name (a property's JSON name) that `members` lacks: a vendor update renames members
    /// far beyond a typo (`name` → `display_name`), so after the closest spelling come, in order,
    /// - the one member sharing a word with the name (`name` → `display_name`, `size` → `size_slug`), or the one
    ///   among them that nothing else reads when several do;
    /// - the one member of `unread` (the required members nothing else reads: where a rename of a required member
    ///   leaves the old value; an optional one the caller never read is not a likely rename), when given;
    /// - the list of the members, so the message says what there is.
    ///
    /// `"; did you mean 'display_name'?"`, `"; its properties are 'id', 'name' and 'ram'"`, or empty without members.
    package static func memberHint(for name: String, in members: [String], unread: [String]? = nil) -> String {
        if let close = closest(to: name, in: members) { return "; did you mean '\(close)'?" }
        let nameWords = Set(words(of: name))
        let sharing = members.filter { $0 != name && !nameWords.isDisjoint(with: words(of: $0)) }
        if sharing.count == 1, let only = sharing.first { return "; did you mean '\(only)'?" }
        if let unread {
            let unreadSharing = sharing.filter(unread.contains)
            if unreadSharing.count == 1, let only = unreadSharing.first { return "; did you mean '\(only)'?" }
            if sharing.isEmpty, unread.count == 1, let only = unread.first { return "; did you mean '\(only)'?" }
        }
        guard let last = members.last else { return "" }
        let shown = members.prefix(maximumListed).map { "'\($0)'" }
        let list =
            members.count > maximumListed
            ? shown.joined(separator: ", ") + " and \(members.count - maximumListed) more"
            : members.count == 1 ? "'\(last)'" : shown.dropLast().joined(separator: ", ") + " and '\(last)'"
        return members.count == 1 ? "; its only property is \(list)" : "; its properties are \(list)"
    }

    /// The most members a hint lists by name.
    static let maximumListed = 8

    /// The lowercased words of a name: split at anything but letters and digits and where a lowercase letter or
    /// digit meets an uppercase one (`display_name`, `displayName`, `display-name` → `display`, `name`).
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousIsLowerOrDigit = false
        for character in name {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousIsLowerOrDigit = false
                continue
            }
            if character.isUppercase, previousIsLowerOrDigit, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current += character.lowercased()
            previousIsLowerOrDigit = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
