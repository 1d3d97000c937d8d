/// The response type of an endpoint whose successful response has no body.
public struct EmptyResponse: Hashable, Sendable {
    /// Creates the empty response.
    public init() {}
}
