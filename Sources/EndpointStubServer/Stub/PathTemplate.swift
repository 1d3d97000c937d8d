/// A path template such as `/products/{id}`, split into literal and placeholder segments.
public struct PathTemplate: Sendable, Hashable, CustomStringConvertible {
    /// One `/`-separated part of the template.
    public enum Segment: Sendable, Hashable {
        /// Text that must equal the request's decoded segment exactly.
        case literal(String)
        /// `{name}`: captures one non-empty decoded segment under `name`.
        case placeholder(String)
    }

    /// The template as written.
    public let description: String
    /// The segments after the leading `/`; `/` alone has one empty literal segment.
    public let segments: [Segment]

    /// Parses `template`; a segment is a placeholder only when it is exactly `{name}`.
    public init(_ template: String) {
        description = template
        let body = template.hasPrefix("/") ? template.dropFirst() : Substring(template)
        segments = body.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            if segment.count > 2, segment.hasPrefix("{"), segment.hasSuffix("}") {
                return .placeholder(String(segment.dropFirst().dropLast()))
            }
            return .literal(String(segment))
        }
    }

    /// The placeholder values when `pathSegments` (already percent-decoded) fit this template, else `nil`.
    public func match(_ pathSegments: [String]) -> [String: String]? {
        guard pathSegments.count == segments.count else { return nil }
        var captured: [String: String] = [:]
        for (segment, value) in zip(segments, pathSegments) {
            switch segment {
            case .literal(let text):
                guard text == value else { return nil }
            case .placeholder(let name):
                guard !value.isEmpty else { return nil }
                captured[name] = value
            }
        }
        return captured
    }

    /// Whether this template is more specific than `other`: at the first segment where one has a literal and the
    /// other a placeholder, the literal wins (`/products/search` beats `/products/{id}`).
    /// Templates of different lengths never fit the same path; the shorter one counts as more specific so that
    /// ordering by this relation is consistent.
    public func isMoreSpecific(than other: PathTemplate) -> Bool {
        guard segments.count == other.segments.count else { return segments.count < other.segments.count }
        for (mine, theirs) in zip(segments, other.segments) {
            switch (mine, theirs) {
            case (.literal, .placeholder): return true
            case (.placeholder, .literal): return false
            default: continue
            }
        }
        return false
    }
}
