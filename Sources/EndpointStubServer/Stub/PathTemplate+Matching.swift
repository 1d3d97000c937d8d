import EndpointSpec
import HTTPSemantics

// MARK: - Matching request paths

extension PathTemplate {
    /// The placeholder values when the percent-decoded `pathSegments` of a request fit this template, else `nil`;
    /// the first of ``matches(_:limit:)``.
    func match(_ pathSegments: [String], multiSegment: Set<String> = []) -> [String: String]? {
        matches(pathSegments, multiSegment: multiSegment, limit: 1).first
    }

    /// Every way the percent-decoded `pathSegments` of a request fit this template (at most `limit`), preferred
    /// first; empty when they do not fit.
    ///
    /// Each template segment must cover exactly one request segment: literal text must appear as written
    /// (compared scalar by scalar), and each placeholder takes a value, which is empty only when the placeholder is
    /// the whole segment (`/contents/` gives `path` = `""`). A segment with several placeholders (`{a}-{b}`) can
    /// fit one value in several ways (`x-y-z`); the preferred way gives earlier placeholders the shortest values
    /// (`a` = `x`, `b` = `y-z`). A placeholder written twice must get the same value. A placeholder named in
    /// `multiSegment` that is a whole segment covers one request segment or more, joined by `/` (shortest first).
    func matches(_ pathSegments: [String], multiSegment: Set<String> = [], limit: Int = 64) -> [[String: String]] {
        let spanning = segments.map { segment -> String? in
            guard segment.parts.count == 1, case .placeholder(let name) = segment.parts[0],
                multiSegment.contains(name)
            else { return nil }
            return name
        }
        if spanning.allSatisfy({ $0 == nil }), pathSegments.count != segments.count { return [] }
        guard pathSegments.count >= segments.count else { return [] }
        var results: [[String: String]] = []
        collect(from: 0, pathSegments[...], spanning: spanning, [:], limit, into: &results)
        return results
    }

    /// Appends to `results` every way the template's segments from `index` on cover `rest`, extending `captured`.
    private func collect(
        from index: Int,
        _ rest: ArraySlice<String>,
        spanning: [String?],
        _ captured: [String: String],
        _ limit: Int,
        into results: inout [[String: String]]
    ) {
        guard results.count < limit else { return }
        guard index < segments.count else {
            if rest.isEmpty { results.append(captured) }
            return
        }
        let remaining = segments.count - index - 1
        guard rest.count > remaining else { return }
        if let name = spanning[index] {
            for length in 1...(rest.count - remaining) {
                let value = rest.prefix(length).joined(separator: "/")
                if let earlier = captured[name], earlier != value { continue }
                var extended = captured
                extended[name] = value
                collect(from: index + 1, rest.dropFirst(length), spanning: spanning, extended, limit, into: &results)
            }
            return
        }
        var extended: [[String: String]] = []
        let scalars = Array(rest[rest.startIndex].unicodeScalars)[...]
        Self.collect(segments[index].parts[...], scalars, captured, limit - results.count, into: &extended)
        for each in extended {
            collect(from: index + 1, rest.dropFirst(), spanning: spanning, each, limit, into: &results)
        }
    }

    /// Appends to `results` (up to `limit`) every extension of `captured` with which `parts` cover `scalars`,
    /// trying the shortest value first for each placeholder.
    private static func collect(
        _ parts: ArraySlice<Part>,
        _ scalars: ArraySlice<Unicode.Scalar>,
        _ captured: [String: String],
        _ limit: Int,
        into results: inout [[String: String]]
    ) {
        guard results.count < limit else { return }
        guard let part = parts.first else {
            if scalars.isEmpty { results.append(captured) }
            return
        }
        let rest = parts.dropFirst()
        switch part {
        case .literal(let text):
            let literal = Array(text.unicodeScalars)
            guard scalars.starts(with: literal) else { return }
            collect(rest, scalars.dropFirst(literal.count), captured, limit, into: &results)
        case .placeholder(let name):
            if scalars.isEmpty {
                // Empty only as the whole segment: RFC 6570 expands an empty value to an empty segment.
                guard parts.startIndex == 0, rest.isEmpty, (captured[name] ?? "").isEmpty else { return }
                var extended = captured
                extended[name] = ""
                results.append(extended)
                return
            }
            for length in (rest.isEmpty ? scalars.count : 1)...scalars.count {
                let value = String(String.UnicodeScalarView(scalars.prefix(length)))
                if let earlier = captured[name], earlier != value { continue }
                var extended = captured
                extended[name] = value
                collect(rest, scalars.dropFirst(length), extended, limit, into: &results)
            }
        }
    }

    /// Whether this template is more specific than `other`: at the first segment where they differ, a segment
    /// without placeholders beats one with, and otherwise the one with more literal text wins
    /// (`/products/search` beats `/products/{id}`, `/files/{name}.json` beats `/files/{name}`).
    /// Templates of different lengths never fit the same path; the shorter one counts as more specific so that
    /// ordering by this relation is consistent.
    func isMoreSpecific(than other: PathTemplate) -> Bool {
        guard segments.count == other.segments.count else { return segments.count < other.segments.count }
        for (mine, theirs) in zip(segments, other.segments) {
            let (myRank, theirRank) = (Self.rank(mine), Self.rank(theirs))
            if myRank != theirRank { return myRank > theirRank }
        }
        return false
    }

    /// Whether this template claims, with a segment of literal text only, a segment `other` leaves to a
    /// placeholder (`/sites/{id}/{type}/count` claims `count` from `/sites/{id}/zones/{zone}`), or is the same
    /// template: then a request fitting both may be meant for this one even though `other` is preferred. A
    /// template that is nowhere more literal (`/products/{id}` beside `/products/search`) claims nothing.
    func claimsASegment(from other: PathTemplate) -> Bool {
        guard segments.count == other.segments.count else { return false }
        if self == other { return true }
        return zip(segments, other.segments).contains { mine, theirs in mine.isLiteral && !theirs.isLiteral }
    }

    /// Literal-only segments first, then by the amount of literal text.
    private static func rank(_ segment: Segment) -> Int {
        guard !segment.isLiteral else { return .max }
        return segment.parts.reduce(0) { count, part in
            if case .literal(let text) = part { count + text.unicodeScalars.count } else { count }
        }
    }
}
