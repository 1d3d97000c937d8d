/// What one selection keeps while it runs: its work budget, the nodes of absolute queries inside filters
/// (evaluated once, since `$` does not change), and patterns compiled at evaluation time.
@usableFromInline final class EvaluationState<Node> {
    /// The nodes of each absolute filter query, by its memo key.
    @usableFromInline var absoluteQueries: [Int: [Node]] = [:]
    /// Compiled patterns by their UTF-8 bytes (nil: invalid), at most `maximumPatterns`.
    @usableFromInline var patterns: [[UInt8]: IRegexp?] = [:]
    /// How many compiled patterns are kept before the cache starts over.
    @inlinable static var maximumPatterns: Int { 64 }

    /// The work units left.
    @usableFromInline var remainingWork: Int
    /// Whether the budget ran out: the selection's result is incomplete.
    @usableFromInline var isExhausted = false

    @inlinable init(workLimit: Int) {
        remainingWork = max(0, workLimit)
    }

    /// Spends `units` of work; false, and exhausted from then on, if the budget does not cover them.
    @inlinable func charge(_ units: Int) -> Bool {
        guard !isExhausted else { return false }
        guard units <= remainingWork else {
            isExhausted = true
            remainingWork = 0
            return false
        }
        remainingWork -= units
        return true
    }
}
