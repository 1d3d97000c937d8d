/// Finds the closest known spelling of a mistyped name, for "did you mean …?" hints: the one suggestion rule of
/// the package, used for spec keys, names and values and for the command lines of `endpoint-gen` and `catalog`.
///
/// Names are compared ignoring case, by optimal string alignment distance (insertions, deletions, substitutions
/// and swaps of two neighbouring characters, one edit each). A candidate is close enough when
/// - it takes at most a third of the longer name's length in edits, but always 1 and never more than 3
///   (`strng` → `string`, `GTE` → `GET`, `--lmit` → `--limit`), and
/// - the edits change less than half of the longer name, so that two-character names such as `-x` and `-h`
///   are never suggested for each other.
///
/// The closest candidate wins; of equally close ones, the first in `candidates`. A candidate spelled exactly
/// like the name is not a suggestion.
package enum Suggestion {
    /// The most edits a suggestion may take, however long the names.
    package static let maximumDistance = 3

    /// The candidate closest to `name`, if it is close enough to be a plausible typo.
    package static func closest<Candidates: Sequence<String>>(
        to name: String,
        in candidates: Candidates
    ) -> String? {
        let lowered = Array(name.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let target = Array(candidate.lowercased().unicodeScalars)
            let limit = limit(lowered.count, target.count)
            guard abs(lowered.count - target.count) <= limit else { continue }
            let distance = editDistance(lowered, target)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Up to `limit` candidates nearest to `name`, for a did-you-mean over many names: those that contain it or
    /// that it contains (ignoring case) and those close enough to be a typo, nearest first; when there are none,
    /// simply the nearest. Ties keep the order of `candidates`; duplicates are listed once.
    package static func nearest<Candidates: Sequence<String>>(
        to name: String,
        in candidates: Candidates,
        limit: Int
    ) -> [String] {
        let lowered = name.lowercased()
        let scalars = Array(lowered.unicodeScalars)
        var seen: Set<String> = []
        var ranked: [(candidate: String, distance: Int, isClose: Bool, order: Int)] = []
        for (order, candidate) in candidates.enumerated() where candidate != name && seen.insert(candidate).inserted {
            let target = candidate.lowercased()
            let distance = editDistance(scalars, Array(target.unicodeScalars))
            let isClose =
                distance <= self.limit(scalars.count, target.unicodeScalars.count)
                || !lowered.isEmpty && (target.contains(lowered) || lowered.contains(target))
            ranked.append((candidate, distance, isClose, order))
        }
        let close = ranked.filter(\.isClose)
        return (close.isEmpty ? ranked : close)
            .sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }
            .prefix(max(limit, 0))
            .map(\.candidate)
    }

    /// `; did you mean 'x'?` when a close candidate exists, otherwise an empty string.
    package static func hint<Candidates: Sequence<String>>(for name: String, in candidates: Candidates) -> String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The most edits allowed between names of `lhs` and `rhs` characters (see ``Suggestion``).
    static func limit(_ lhs: Int, _ rhs: Int) -> Int {
        let longer = max(lhs, rhs)
        return min(max(1, min(maximumDistance, longer / 3)), (longer - 1) / 2)
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
