/// One entry of `securitySchemes`: how a credential travels with a request.
public struct SecurityScheme: Hashable, Sendable {
    /// Where an API key travels.
    public enum KeyLocation: String, Hashable, Sendable, CaseIterable {
        /// A request header named by the scheme.
        case header
        /// A query item named by the scheme.
        case query
        /// A cookie named by the scheme, in the `Cookie` header.
        case cookie
    }

    /// The kinds of scheme the spec format knows.
    public enum Kind: Hashable, Sendable {
        /// `type: apiKey`: a key sent as the header, query item or cookie `name`.
        case apiKey(name: String, location: KeyLocation)
        /// `type: http`, `scheme: basic`: `Authorization: Basic base64(username:password)`.
        case basic
        /// `type: http`, `scheme: bearer`: `Authorization: Bearer <token>` from a token provider;
        /// `bearerFormat` is documentation only.
        case bearer(format: String?)
        /// `type: oauth2`: a bearer token from a provider (how the provider obtains it is the app's business).
        case oauth2
        /// `type: openIdConnect`: a bearer token from a provider; `openIdConnectUrl` is documentation only.
        case openIdConnect(url: String?)

        /// Whether the credential is a token from a provider, sent as `Authorization: Bearer …`.
        public var isBearerToken: Bool {
            switch self {
            case .bearer, .oauth2, .openIdConnect: return true
            case .apiKey, .basic: return false
            }
        }
    }

    /// The request header the credential travels in, lowercased (`authorization` for basic and tokens); `nil` for a
    /// query or cookie key. Two schemes of one requirement may not share one.
    public var headerName: String? {
        switch kind {
        case .apiKey(let name, .header): name.lowercased()
        case .apiKey: nil
        case .basic, .bearer, .oauth2, .openIdConnect: "authorization"
        }
    }

    /// The scheme's name: its key under `securitySchemes`, which `security` requirements name.
    public var name: String
    /// How the credential travels.
    public var kind: Kind
    /// `description`, rendered as a doc comment.
    public var description: String?
    /// Where the scheme's key is written.
    public var location: SourceLocation

    /// Creates a scheme.
    public init(name: String, kind: Kind, description: String? = nil, location: SourceLocation) {
        self.name = name
        self.kind = kind
        self.description = description
        self.location = location
    }
}
