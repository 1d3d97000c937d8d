/// Facts about the request being sent that decorators and transports read without widening ``HTTPClient``.
///
/// The runtime's one task-local: ``current`` carries a single value down the decorator chain. Each layer that
/// knows something adds it for the layers below (``APIClient`` sets ``isRetryable`` and, with an ``Authenticator``,
/// the credential names its schemes declare; ``RetryingHTTPClient`` sets ``attempt`` and ``timeRemaining``; an ``AttemptRecorder`` binds
/// itself as ``attemptRecorder``), and everything below reads ``current``. Outside a call every field is `nil`.
///
/// A decorator of your own reads it the same way (`RequestContext.current.attempt`); a test of such a decorator
/// sets it with `RequestContext.$current.withValue(RequestContext(attempt: 2)) { … }`.
public struct RequestContext: Sendable {
    // MARK: The one task-local

    /// The context of the request being sent in this task; every field `nil` outside a call.
    @TaskLocal public static var current = RequestContext()

    // MARK: Fields

    /// Whether the endpoint being sent may be retried (set by ``APIClient`` around each send); `nil` outside a
    /// send, where decorators fall back to the method's idempotency.
    public var isRetryable: Bool?

    /// The number of the attempt in flight, starting at 1 (set by ``RetryingHTTPClient`` around each attempt);
    /// `nil` when no retrying client is in the chain.
    public var attempt: Int?

    /// What is left of the retry budget (``RetryPolicy/totalTimeout``) when the attempt in flight started (set by
    /// ``RetryingHTTPClient`` around each attempt); `nil` when there is no budget. ``URLSessionHTTPClient`` ends an
    /// attempt with `URLError.timedOut` once this has passed, so no attempt outlives the budget.
    public var timeRemaining: Duration?

    /// The header, query item and cookie names the API's security schemes declare (set by ``APIClient`` around
    /// each send when it has an ``Authenticator``): `Redaction` hides them in logs and ``URLSessionHTTPClient``
    /// strips them from a redirect to another origin; `nil` when no authenticator is in use.
    @_spi(Generated) public var credentialNames: CredentialNames?

    /// The recorder that ``RetryingHTTPClient`` reports its attempt counts to (bound by
    /// ``AttemptRecorder/record(isolation:_:)``); `nil` when none is bound.
    public var attemptRecorder: AttemptRecorder?

    /// The count of the records a streamed call decodes (set by ``APIClient`` around opening each stream), which
    /// ``LoggingHTTPClient`` logs when the stream ends; `nil` for a body read as bytes.
    var streamTally: StreamTally?

    // MARK: Creating

    /// A context with the given facts; the fields left out are `nil`.
    public init(
        isRetryable: Bool? = nil,
        attempt: Int? = nil,
        timeRemaining: Duration? = nil,
        attemptRecorder: AttemptRecorder? = nil
    ) {
        self.isRetryable = isRetryable
        self.attempt = attempt
        self.timeRemaining = timeRemaining
        self.attemptRecorder = attemptRecorder
    }

    // MARK: Adding facts

    /// Runs `operation` with ``current`` changed by `change`, for the layers below this one.
    static func with<Result>(
        _ change: (inout RequestContext) -> Void,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        var context = current
        change(&context)
        return try await $current.withValue(context, operation: operation, isolation: isolation)
    }
}
