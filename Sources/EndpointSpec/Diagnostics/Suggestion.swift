/// Finds the closest known spelling of a mistyped name, for "did you mean …?" hints.
enum Suggestion {
    /// The candidate closest to `name`, if it is close enough to be a plausible typo.
    static func closest<Candidates: Sequence<String>>(to name: String, in candidates: Candidates) -> String? {
        let lowered = Array(name.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let target = Array(candidate.lowercased().unicodeScalars)
            let limit = max(1, min(3, max(lowered.count, target.count) / 3))
            guard abs(lowered.count - target.count) <= limit else { continue }
            let distance = editDistance(lowered, target)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// `; did you mean 'x'?` when a close candidate exists, otherwise an empty string.
    static func hint<Candidates: Sequence<String>>(for name: String, in candidates: Candidates) -> String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and adjacent transpositions.
    static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        let width = rhs.count + 1
        var previousPrevious = [Int](repeating: 0, count: width)
        var previous = Array(0...rhs.count)
        var row = [Int](repeating: 0, count: width)
        for i in 1...lhs.count {
            row[0] = i
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    row[j] = min(row[j], previousPrevious[j - 2] + 1)
                }
            }
            previousPrevious = previous
            previous = row
        }
        return previous[rhs.count]
    }
}
