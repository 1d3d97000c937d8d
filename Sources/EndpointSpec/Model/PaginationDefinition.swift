/// `pagination`: how a list endpoint's pages follow each other, so the generated client can walk them
/// (`…Pages(…)`, a sequence of pages with an `items` view).
///
/// Declared in the spec (an endpoint's `pagination`), in a configuration file (`pagination`, per operation or by a
/// rule), or read from an OpenAPI document's vendor extension (`x-speakeasy-pagination`, `x-fern-pagination`,
/// `x-ms-pageable`, `x-pagination`). A declaration that does not fit its endpoint is dropped with a warning at it
/// (``Spec/checkingPagination(log:)``); the single-page call is generated either way.
public struct PaginationDefinition: Hashable, Sendable {
    /// How the next page is asked for.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A cursor parameter, given the value of a response field (`next_cursor`) or of a field of the last item
        /// (`starting_after` = the last item's `id`).
        case cursor
        /// An offset parameter: the index of the first item of the page.
        case offset
        /// A page-number parameter.
        case page
        /// The RFC 8288 `Link` header's `rel="next"` URL.
        case link
        /// A URL in the response body (`next`, `nextLink`).
        case nextURL
    }

    /// `kind`.
    public var kind: Kind
    /// `items`: the path of the items array in the response body, one property name per element; empty when the
    /// body itself is the array.
    public var items: [String]
    /// `cursorParameter` (``Kind/cursor``): the query parameter the cursor is sent in.
    public var cursorParameter: String?
    /// `nextCursor` (``Kind/cursor``): the path of the next cursor in the response body.
    public var nextCursor: [String]?
    /// `cursorFromItem` (``Kind/cursor``): the path of the next cursor in the last item (instead of
    /// ``nextCursor``).
    public var cursorFromItem: [String]?
    /// `hasMore`: the path of a boolean in the response body that is `false` on the last page.
    public var hasMore: [String]?
    /// `offsetParameter` (``Kind/offset``): the query parameter the offset is sent in.
    public var offsetParameter: String?
    /// `pageParameter` (``Kind/page``): the query parameter the page number is sent in.
    public var pageParameter: String?
    /// `firstPage` (``Kind/page``): the number of the first page when the caller gives none (1 by default).
    public var firstPage: Int
    /// `limitParameter`: the query parameter of the page size; a page shorter than the size asked for is the last.
    public var limitParameter: String?
    /// `nextURL` (``Kind/nextURL``): the path of the next page's URL in the response body.
    public var nextURL: [String]?
    /// Where the declaration is written (its `pagination` key, the configuration entry or the vendor extension).
    public var location: SourceLocation

    /// Creates a declaration of `kind` whose items are at `items`.
    public init(kind: Kind, items: [String] = [], firstPage: Int = 1, location: SourceLocation) {
        self.kind = kind
        self.items = items
        self.firstPage = firstPage
        self.location = location
    }

    /// The query parameters the declaration names, with the key naming each.
    public var namedParameters: [(key: String, name: String)] {
        [
            ("cursorParameter", cursorParameter), ("offsetParameter", offsetParameter),
            ("pageParameter", pageParameter), ("limitParameter", limitParameter),
        ].compactMap { key, name in name.map { (key, $0) } }
    }

    /// The parameter the position is sent in: the cursor, offset or page parameter; `nil` for a URL.
    public var positionParameter: String? {
        switch kind {
        case .cursor: cursorParameter
        case .offset: offsetParameter
        case .page: pageParameter
        case .link, .nextURL: nil
        }
    }

    /// `a.b.c` split into its property names; `$.a.b`, `$response.a.b` and `/a/b` (a JSON pointer) are read too.
    public static func path(_ text: String) -> [String] {
        var text = Substring(text).drop { $0 == " " }
        for prefix in ["$response.body#", "$response.body", "$response.", "$response", "$.", "$", "#"]
        where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
            break
        }
        if text.hasPrefix("/") {
            return text.split(separator: "/").map { unescapedPointerToken(String($0)) }
        }
        return text.split(separator: ".").map { String($0.filter { $0 != " " }) }
    }

    /// A JSON pointer token with `~1` and `~0` read as `/` and `~`.
    private static func unescapedPointerToken(_ token: String) -> String {
        var result = ""
        var iterator = token.makeIterator()
        while let character = iterator.next() {
            guard character == "~" else {
                result.append(character)
                continue
            }
            switch iterator.next() {
            case "1": result.append("/")
            case "0": result.append("~")
            case let other?: result.append("~\(other)")
            case nil: result.append("~")
            }
        }
        return result
    }
}

// MARK: - Writing

extension PaginationDefinition {
    /// The declaration as the spec format writes it (`kind`, then each key it sets).
    public var specValue: SpecValue {
        var members = [SpecMember("kind", .string(kind.rawValue))]
        func add(_ key: String, _ value: SpecValue?) {
            if let value { members.append(SpecMember(key, value)) }
        }
        add("items", items.isEmpty ? nil : .string(Self.text(of: items)))
        add("cursorParameter", cursorParameter.map(SpecValue.string))
        add("nextCursor", nextCursor.map { .string(Self.text(of: $0)) })
        add("cursorFromItem", cursorFromItem.map { .string(Self.text(of: $0)) })
        add("hasMore", hasMore.map { .string(Self.text(of: $0)) })
        add("offsetParameter", offsetParameter.map(SpecValue.string))
        add("pageParameter", pageParameter.map(SpecValue.string))
        add("firstPage", kind == .page && firstPage != 1 ? .number(String(firstPage)) : nil)
        add("limitParameter", limitParameter.map(SpecValue.string))
        add("nextURL", nextURL.map { .string(Self.text(of: $0)) })
        return .object(members)
    }

    /// `path` written as `a.b`, or as a JSON pointer (`/a.b/c`) when a name holds a `.`, `/`, `$`, `#` or space.
    static func text(of path: [String]) -> String {
        let plain = path.allSatisfy { name in
            !name.isEmpty
                && !name.contains { $0 == "." || $0 == "/" || $0 == "$" || $0 == "#" || $0 == " " || $0 == "~" }
        }
        if plain { return path.joined(separator: ".") }
        return path.map { "/" + $0.replacingEvery("~", with: "~0").replacingEvery("/", with: "~1") }.joined()
    }
}

extension String {
    /// The string with every `target` character replaced by `replacement`.
    fileprivate func replacingEvery(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
