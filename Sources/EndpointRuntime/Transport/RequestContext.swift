/// Facts about the request being sent that decorators can read without widening ``HTTPClient``.
public enum RequestContext {
    /// Whether the endpoint being sent may be retried (set by ``APIClient`` around each send);
    /// `nil` outside a send, where decorators fall back to the method's idempotency.
    @TaskLocal public static var isRetryable: Bool?

    /// The number of the attempt in flight, starting at 1 (set by ``RetryingHTTPClient`` around each attempt);
    /// `nil` when no retrying client is in the chain.
    @TaskLocal public static var attempt: Int?

    /// What is left of the retry budget (``RetryPolicy/totalTimeout``) when the attempt in flight started (set by
    /// ``RetryingHTTPClient`` around each attempt); `nil` when there is no budget. ``URLSessionHTTPClient`` ends an
    /// attempt with `URLError.timedOut` once this has passed, so no attempt outlives the budget.
    @TaskLocal public static var timeRemaining: Duration?

    /// The header, query item and cookie names the API's security schemes declare (set by ``APIClient`` around
    /// each send when it has an ``Authenticator``): ``Redaction`` hides them in logs and ``URLSessionHTTPClient``
    /// strips them from a redirect to another origin; `nil` when no authenticator is in use.
    @TaskLocal public static var credentialNames: CredentialNames?

    /// The count of the records a streamed call decodes (set by ``APIClient`` around opening each stream), which
    /// ``LoggingHTTPClient`` logs when the stream ends; `nil` for a body read as bytes.
    @TaskLocal static var streamTally: StreamTally?
}
