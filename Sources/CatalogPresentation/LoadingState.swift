/// What a screen shows while it fetches a value: nothing yet, progress, the value, or a message for the user.
public enum LoadingState<Value> {
    /// Nothing has been requested, or the last request was cancelled before anything settled.
    case idle
    /// A request is in flight.
    case loading
    /// The request succeeded.
    case loaded(Value)
    /// The request failed; holds the message to show, as written by ``UserFacingMessage``.
    case failed(String)

    // MARK: Conveniences

    /// The loaded value, if any.
    public var value: Value? {
        if case .loaded(let value) = self { value } else { nil }
    }

    /// The failure message, if any.
    public var errorMessage: String? {
        if case .failed(let message) = self { message } else { nil }
    }

    /// Whether a request is in flight.
    public var isLoading: Bool {
        if case .loading = self { true } else { false }
    }
}

// MARK: - Conformances

extension LoadingState: Equatable where Value: Equatable {}

extension LoadingState: Sendable where Value: Sendable {}
