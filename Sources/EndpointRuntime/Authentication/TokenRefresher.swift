/// One ``TokenProvider`` shared by every request of an ``Authenticator``: a refresh after a rejected token runs
/// once however many requests were rejected with that token (single flight).
actor TokenRefresher {
    private let provider: any TokenProvider
    /// The refresh in flight and the token it replaces.
    private var inFlight: (rejected: String, task: Task<String?, any Error>)?
    /// The last refresh that finished: the token it replaced and the one it gave.
    private var lastRefresh: (rejected: String, token: String?)?

    init(provider: any TokenProvider) {
        self.provider = provider
    }

    /// The provider's current token; while a refresh is in flight, the token it gives (so no request is sent with
    /// a token already known to be rejected).
    func token() async throws -> String? {
        if let inFlight, let refreshed = try await inFlight.task.value { return refreshed }
        return try await provider.token()
    }

    /// A token to replace `rejected`: the refresh in flight for it, or the result of the last refresh of it, or a
    /// new refresh; `nil` when the provider cannot refresh.
    func refresh(rejecting rejected: String) async throws -> String? {
        if let inFlight, inFlight.rejected == rejected { return try await inFlight.task.value }
        if let lastRefresh, lastRefresh.rejected == rejected { return lastRefresh.token }
        let task = Task { [provider] in try await provider.refreshedToken(replacing: rejected) }
        inFlight = (rejected, task)
        let result = await task.result
        if inFlight?.rejected == rejected { inFlight = nil }
        if case .success(let token) = result { lastRefresh = (rejected, token) }
        return try result.get()
    }
}
