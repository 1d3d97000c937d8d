/// Text to search products by, validated: trimmed and at least ``minimumLength`` characters long.
public struct SearchQuery: Equatable, Sendable {
    // MARK: Properties

    /// The fewest characters a query may have after trimming.
    public static let minimumLength = 2

    /// The trimmed text to search for.
    public let text: String

    // MARK: Initialization

    /// Validates `raw`: leading and trailing whitespace and newlines are removed, and what remains must have at
    /// least ``minimumLength`` characters.
    ///
    /// - Throws: ``SearchError/queryTooShort`` when the trimmed text is shorter than ``minimumLength``.
    public init(_ raw: String) throws {
        // `Character.isWhitespace` covers spaces, tabs and every kind of newline.
        guard
            let first = raw.firstIndex(where: { !$0.isWhitespace }),
            let last = raw.lastIndex(where: { !$0.isWhitespace }),
            raw[first...last].count >= Self.minimumLength
        else { throw SearchError.queryTooShort }
        self.text = String(raw[first...last])
    }
}
