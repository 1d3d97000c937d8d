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

// MARK: - Idempotency keys

extension EndpointWithHeaders {
    /// This endpoint made safe to retry by a key in the header `name` (`Idempotency-Key` and the like), how
    /// generated code declares a `POST` or `PATCH` whose server deduplicates by key: each call sends a fresh key
    /// (a UUID) unless ``headers`` already holds one for `name`, every retry of the call sends the same key, and
    /// the call is retried like an idempotent method.
    public func idempotent(keyHeader name: String) -> Self {
        var endpoint = self
        endpoint.idempotencyKeyHeader = name
        endpoint.isRetryable = true
        return endpoint
    }
}
