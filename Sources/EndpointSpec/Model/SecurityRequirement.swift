/// One alternative of a `security` list: every scheme it names is sent together ("all of"); a list of
/// requirements is satisfied by any one of them ("any of"), and an empty requirement (`{}`) by no credential at all.
public struct SecurityRequirement: Hashable, Sendable {
    /// One scheme a requirement names, with the OAuth scopes it asks for (documentation only).
    public struct Scheme: Hashable, Sendable {
        /// The name of a scheme under `securitySchemes`.
        public var name: String
        /// The scopes listed for it, in order.
        public var scopes: [String]
        /// Where the name is written.
        public var location: SourceLocation

        /// Creates a named scheme of a requirement.
        public init(name: String, scopes: [String] = [], location: SourceLocation) {
            self.name = name
            self.scopes = scopes
            self.location = location
        }
    }

    /// The schemes sent together, in source order; empty for the public alternative `{}`.
    public var schemes: [Scheme]
    /// Where the requirement object is written.
    public var location: SourceLocation

    /// Creates a requirement.
    public init(schemes: [Scheme], location: SourceLocation) {
        self.schemes = schemes
        self.location = location
    }

    /// The names of ``schemes``, in order.
    public var schemeNames: [String] { schemes.map(\.name) }

    /// The first two of ``schemes`` that would send their credentials in the same header (basic and a token both in
    /// `Authorization`, two API keys of one header name), with that header; `nil` when none do.
    public func headerConflict(in declared: [String: SecurityScheme]) -> (
        first: Scheme, second: Scheme, header: String
    )? {
        var seen: [String: Scheme] = [:]
        for scheme in schemes {
            guard let header = declared[scheme.name]?.headerName else { continue }
            if let first = seen[header] { return (first, scheme, header) }
            seen[header] = scheme
        }
        return nil
    }
}
