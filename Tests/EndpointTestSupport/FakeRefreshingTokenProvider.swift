import EndpointLocking
@_spi(Generated) import EndpointRuntime

/// A token provider whose refresh issues `<prefix>-<n>` (the n-th refresh) and counts the refreshes; or, made with
/// `canRefresh: false`, one that cannot refresh.
public final class FakeRefreshingTokenProvider: TokenProvider, Sendable {
    private let prefix: String
    private let canRefresh: Bool
    private let state: Locked<(token: String, refreshes: Int, rejected: [String])>

    /// Starts with `token`; refreshes to `<refreshPrefix>-1`, `<refreshPrefix>-2`, …
    public init(token: String, refreshPrefix: String = "refreshed", canRefresh: Bool = true) {
        self.prefix = refreshPrefix
        self.canRefresh = canRefresh
        self.state = Locked((token, 0, []))
    }

    /// How many times a refresh was asked for.
    public var refreshCount: Int { state.current.refreshes }
    /// The tokens refreshes were asked to replace, in order.
    public var rejectedTokens: [String] { state.current.rejected }

    public func token() async throws -> String? { state.current.token }

    public func refreshedToken(replacing rejected: String) async throws -> String? {
        state.withLock { state in
            state.refreshes += 1
            state.rejected.append(rejected)
            guard canRefresh else { return nil }
            state.token = "\(prefix)-\(state.refreshes)"
            return state.token
        }
    }
}
