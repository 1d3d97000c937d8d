/// Supplies the bearer tokens an ``Authenticator`` adds to requests, and
/// replaces a token the server rejected when it can.
public protocol TokenProvider: Sendable {
    /// The current token, or `nil` to send the request without `Authorization`.
    /// Errors (including cancellation) propagate to the caller unchanged.
    func token() async throws -> String?

    /// A new token to replace `rejected`, which the server answered `401 Unauthorized` to; `nil` when the provider
    /// cannot refresh (the default), and the `401` reaches the caller.
    ///
    /// Called at most once per rejected token however many requests it was rejected for: concurrent requests
    /// share one refresh. After it returns, ``token()`` should answer the new token too.
    func refreshedToken(replacing rejected: String) async throws -> String?
}

extension TokenProvider {
    /// Cannot refresh: `nil`.
    public func refreshedToken(replacing rejected: String) async throws -> String? { nil }
}

/// A ``TokenProvider`` with a fixed token, for example one read from the environment at start-up.
public struct StaticTokenProvider: TokenProvider {
    private let value: String?

    /// Creates a provider that always answers `token`.
    public init(_ token: String?) {
        self.value = token
    }

    /// The fixed token.
    public func token() async throws -> String? { value }
}
