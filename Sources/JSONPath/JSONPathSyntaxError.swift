/// Why a JSONPath query is not valid (RFC 9535), and where.
public struct JSONPathSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, e.g. `expected ']' to close the bracketed selection`.
    public let message: String
    /// Where it is wrong: the 1-based offset in Unicode scalars into the query text.
    public let column: Int

    /// An error saying `message` about the query at `column` (1-based, in Unicode scalars).
    public init(message: String, column: Int) {
        self.message = message
        self.column = column
    }

    /// `column N: message`.
    public var description: String { "column \(column): \(message)" }
}
