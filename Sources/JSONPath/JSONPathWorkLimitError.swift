/// A selection stopped because it needed more work than its limit (``JSONPathQuery/select(in:workLimit:)``).
public struct JSONPathWorkLimitError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The limit that was reached, in work units.
    public let workLimit: Int

    /// An error for a selection that needed more than `workLimit` units.
    public init(workLimit: Int) {
        self.workLimit = workLimit
    }

    /// `the query needs more than N units of work on this document`.
    public var description: String { "the query needs more than \(workLimit) units of work on this document" }
}
