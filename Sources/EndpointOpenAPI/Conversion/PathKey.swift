import HTTPSemantics

/// A key of `paths` split into what a request is sent to and what only tells operations apart.
///
/// Real documents write a query or a fragment into the key: `/request/{id}?view=status`, `/#Action=CreateQueue`,
/// `/files/{file_id}#add_shared_link`, `/search?term={term}&page={page}`. The fragment is never sent (it only
/// distinguishes operations on one path); the query's `name=value` items are sent with every request, and a
/// `name={placeholder}` item says the placeholder's parameter travels in the query as `name`.
struct PathKey: Sendable {
    /// One `name=value` (or `name` alone) item of the key's query.
    struct Item: Sendable, Equatable {
        /// The item's name, percent-decoded.
        var name: String
        /// The item's value, percent-decoded; `nil` for a name without `=`.
        var value: String?

        /// The parameter a `{placeholder}` value names, if the value is one.
        var placeholder: String? {
            guard let value, value.count > 2, value.hasPrefix("{"), value.hasSuffix("}") else { return nil }
            let name = value.dropFirst().dropLast()
            return name.contains(where: { $0 == "{" || $0 == "}" }) ? nil : String(name)
        }
    }

    /// The key as written.
    let key: String
    /// The path the request is sent to: the key before any `?` or `#`.
    let path: String
    /// The query's items in order (empty without a query).
    let queryItems: [Item]
    /// The text after `#`, if any.
    let fragment: String?
    /// The placeholders written as RFC 6570 reserved expansion (`{+path}`), whose values may span segments; the
    /// ``path`` writes them plainly (`{path}`).
    let reservedPlaceholders: Set<String>

    /// Splits `key`.
    init(_ key: String) {
        self.key = key
        let hash = key.firstIndex(of: "#")
        fragment = hash.map { String(key[key.index(after: $0)...]) }
        let beforeFragment = key[..<(hash ?? key.endIndex)]
        let question = beforeFragment.firstIndex(of: "?")
        (path, reservedPlaceholders) = Self.plainReservedExpansions(
            String(beforeFragment[..<(question ?? beforeFragment.endIndex)])
        )
        let query = question.map { beforeFragment[beforeFragment.index(after: $0)...] } ?? ""
        queryItems = Self.items(of: query)
    }

    /// `path` with each `{+name}` written `{name}`, and those names.
    private static func plainReservedExpansions(_ path: String) -> (String, Set<String>) {
        guard path.contains("{+") else { return (path, []) }
        var names: Set<String> = []
        var written = ""
        var rest = Substring(path)
        while let open = rest.range(of: "{+") {
            written += rest[..<open.lowerBound] + "{"
            rest = rest[open.upperBound...]
            if let close = rest.firstIndex(of: "}") { names.insert(String(rest[..<close])) }
        }
        return (written + rest, names)
    }

    /// The `&`-separated `name=value` items of `query`, percent-decoded; items without a name are skipped.
    private static func items(of query: Substring) -> [Item] {
        query.split(separator: "&", omittingEmptySubsequences: true).compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = PercentDecoding.decodeLeniently(parts[0])
            guard !name.isEmpty else { return nil }
            return Item(name: name, value: parts.count > 1 ? PercentDecoding.decodeLeniently(parts[1]) : nil)
        }
    }

    /// `name=value`, or `name` alone.
    static func text(of item: Item) -> String { item.value.map { "\(item.name)=\($0)" } ?? item.name }

    /// Whether the key holds a query or a fragment.
    var hasQueryOrFragment: Bool { fragment != nil || key.utf8.contains(UInt8(ascii: "?")) }

    /// The query's items with a literal value (or none): sent with every request.
    var constantItems: [Item] { queryItems.filter { $0.placeholder == nil } }

    /// The fragment read as a query's `name=value` items (AWS writes `/#Action=CreateQueue`), only those with a
    /// literal value.
    var fragmentAssignments: [Item] {
        Self.items(of: Substring(fragment ?? "")).filter { $0.value != nil && $0.placeholder == nil }
    }

    /// Words that tell this key's operations apart from others on the same path, for names derived from it: the
    /// fragment, else the constant query items (`view=status` → `view status`); empty when there are none.
    var distinguishingWords: String {
        let text =
            fragment
            ?? constantItems.map { [$0.name, $0.value ?? ""].joined(separator: " ") }
            .joined(separator: " ")
        return String(text.map { $0.isLetter || $0.isNumber ? $0 : " " })
    }
}
