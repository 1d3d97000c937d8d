/// How one credential of an API travels with a request: a scheme of the spec's `securitySchemes`.
///
/// Generated clients declare one for each scheme their spec declares (an internal `securitySchemes`) and hand them to
/// their ``Authenticator``: SPI, read only by generated code and the authenticator. An app names its credentials
/// through the generated `Credentials`.
@_spi(Generated) public struct SecurityScheme: Sendable, Hashable {
    /// Where an API key travels.
    public enum KeyLocation: String, Sendable, Hashable {
        /// A request header.
        case header
        /// A query item.
        case query
        /// A cookie in the `Cookie` header.
        case cookie
    }

    /// What the credential is and where it goes.
    public enum Kind: Sendable, Hashable {
        /// A key sent as the header, query item or cookie `name`.
        case apiKey(name: String, location: KeyLocation)
        /// `Authorization: Basic base64(username:password)`.
        case basic
        /// `Authorization: Bearer <token>`, the token from a ``TokenProvider`` (HTTP bearer, OAuth 2, OpenID Connect).
        case bearer
    }

    /// The scheme's name in the spec, which an endpoint's security requirements and the credentials name.
    public var name: String
    /// What the credential is and where it goes.
    public var kind: Kind

    /// Creates a scheme.
    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// The header, query item and cookie names this scheme's credential travels under.
    var credentialNames: CredentialNames {
        switch kind {
        case .apiKey(let name, .header): return CredentialNames(headers: [name])
        case .apiKey(let name, .query): return CredentialNames(queryItems: [name])
        case .apiKey(let name, .cookie): return CredentialNames(cookies: [name])
        case .basic, .bearer: return CredentialNames(headers: ["Authorization"])
        }
    }
}
