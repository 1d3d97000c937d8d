/// Finds the known word a mistyped one was probably meant to be, for "did you mean" hints.
enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is at most 2 edits away and the edits touch at
    /// most a third of the word, so that short words such as `-x` do not match everything.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(word, $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2, best.1 * 3 <= word.count else { return nil }
        return best.0
    }

    /// `message` with `"; did you mean 'X'?"` inserted before its final period when a suggestion exists.
    static func appending(to message: String, for word: String, among candidates: [String]) -> String {
        guard let match = closest(to: word, among: candidates) else { return message }
        return String(message.dropLast()) + "; did you mean '\(match)'?"
    }

    /// The Levenshtein distance between `lhs` and `rhs`, counted in characters.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let source = Array(lhs)
        let target = Array(rhs)
        guard !source.isEmpty else { return target.count }
        guard !target.isEmpty else { return source.count }
        var previous = Array(0...target.count)
        for (row, sourceCharacter) in source.enumerated() {
            var current = [row + 1] + Array(repeating: 0, count: target.count)
            for (column, targetCharacter) in target.enumerated() {
                let substitution = previous[column] + (sourceCharacter == targetCharacter ? 0 : 1)
                current[column + 1] = min(previous[column + 1] + 1, current[column] + 1, substitution)
            }
            previous = current
        }
        return previous[target.count]
    }
}
