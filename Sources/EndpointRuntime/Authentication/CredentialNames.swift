/// The header, query item and cookie names credentials travel under, beyond those `Redaction` always hides:
/// the names an API's ``SecurityScheme``s declare.
///
/// ``APIClient`` sets ``RequestContext/credentialNames`` to its ``Authenticator``'s names around each send, so
/// ``LoggingHTTPClient`` redacts them and ``URLSessionHTTPClient`` strips them from a redirect to another origin.
@_spi(Generated) public struct CredentialNames: Sendable, Hashable {
    /// Header names, lowercased.
    public private(set) var headers: Set<String>
    /// Query item names, as sent (query names are case-sensitive).
    public private(set) var queryItems: Set<String>
    /// Cookie names, as sent (cookie names are case-sensitive).
    public private(set) var cookies: Set<String>

    /// Creates a set of names; header names compare case-insensitively.
    public init(headers: Set<String> = [], queryItems: Set<String> = [], cookies: Set<String> = []) {
        self.headers = Set(headers.map { $0.lowercased() })
        self.queryItems = queryItems
        self.cookies = cookies
    }

    /// Both sets of names.
    public func union(_ other: CredentialNames) -> CredentialNames {
        CredentialNames(
            headers: headers.union(other.headers),
            queryItems: queryItems.union(other.queryItems),
            cookies: cookies.union(other.cookies)
        )
    }

    /// Whether a header of this name carries a declared credential.
    public func containsHeader(_ name: String) -> Bool { headers.contains(name.lowercased()) }
}
