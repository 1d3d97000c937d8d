// MARK: - Per-endpoint servers

extension EndpointWithHeaders {
    /// This endpoint, sent to `server` instead of the client's base URL: how generated code declares a path's or
    /// operation's own `servers`. ``APIClient/serverOverrides`` can redirect it (to a staging host, say).
    public func sent(toServer server: String) -> Self {
        var endpoint = self
        endpoint.server = server
        return endpoint
    }
}
