/// Supplies the bearer token ``AuthenticatingHTTPClient`` adds to each request.
public protocol TokenProvider: Sendable {
    /// The current token, or `nil` to send the request without `Authorization`.
    /// Errors (including cancellation) propagate to the caller unchanged.
    func token() async throws -> String?
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
