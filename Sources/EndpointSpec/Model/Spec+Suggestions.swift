// MARK: - Did-you-mean for names users type

extension Spec {
    /// The declared endpoint name closest to `name`, for a "did you mean …?" hint; `nil` when none is close.
    public func endpointName(closestTo name: String) -> String? {
        Suggestion.closest(to: name, in: endpoints.map(\.name))
    }
}
