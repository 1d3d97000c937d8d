/// The value an app supplies for one ``SecurityScheme``.
@_spi(Generated) public enum Credential: Sendable {
    /// An API key (``SecurityScheme/Kind/apiKey(name:location:)``).
    case apiKey(String)
    /// A user name and password for HTTP basic authentication.
    case basic(BasicCredentials)
    /// Bearer tokens from a provider, refreshed after a `401` when the provider can
    /// (``TokenProvider/refreshedToken(replacing:)``).
    case token(any TokenProvider)
}
