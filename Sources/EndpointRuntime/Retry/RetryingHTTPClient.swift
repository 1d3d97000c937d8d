import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Retries a request that failed for reasons likely to pass: 5xx and 429 answers, and transport failures.
///
/// - Only retryable requests are retried: ``RequestContext/isRetryable`` when set (``APIClient`` sets it from
///   ``EndpointWithHeaders/isRetryable``), otherwise the method's idempotency — so a plain `POST` is sent once.
/// - Never retried: other 4xx answers, errors that are not transport failures, and cancellation; nor a request
///   whose body is a stream that cannot be read again (a streamed multipart or file body is: each attempt reads a
///   fresh copy).
/// - Waits follow the ``RetryPolicy`` (exponential backoff with full jitter from `randomUnit`, or the
///   response's `Retry-After` up to a cap), slept on the injected clock.
/// - With a ``RetryPolicy/totalTimeout``, all attempts and waits share one time budget, measured on the same
///   clock: each attempt gets what is left (``RequestContext/timeRemaining``), and no wait starts that would end
///   past it.
/// - Cancellation during a wait or between attempts stops at once with `CancellationError`.
/// - When all attempts are used up, the last answer is returned (or the last error thrown) unchanged, so
///   ``APIClient`` reports the real status. How many attempts were made goes to ``RequestContext/attemptRecorder``;
///   the attempt number in flight is in ``RequestContext/attempt``.
public struct RetryingHTTPClient: HTTPClient {
    /// The client that sends each attempt.
    public let decoratee: any HTTPClient
    /// When and how long to wait.
    public var policy: RetryPolicy
    /// Waits for a duration on the injected clock.
    private let sleep: @Sendable (Duration) async throws -> Void
    private let randomUnit: @Sendable () -> Double
    private let now: @Sendable () -> Date
    /// Starts measuring time on the injected clock; the returned function tells the time passed since.
    private let startStopwatch: @Sendable () -> @Sendable () -> Duration

    /// Creates a retrying client.
    ///
    /// - Parameters:
    ///   - decoratee: The client that sends each attempt.
    ///   - policy: When and how long to wait.
    ///   - clock: Waits between attempts, and measures the time spent against ``RetryPolicy/totalTimeout``;
    ///     inject a test clock so tests never wait.
    ///   - randomUnit: The jitter source, returning values in `0…1`.
    ///   - now: The current date, to read `Retry-After` HTTP-dates.
    public init(
        decoratee: any HTTPClient,
        policy: RetryPolicy = .default,
        clock: some Clock<Duration> = ContinuousClock(),
        randomUnit: @escaping @Sendable () -> Double = { Double.random(in: 0...1) },
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.decoratee = decoratee
        self.policy = policy
        self.sleep = { duration in try await clock.sleep(for: duration) }
        self.randomUnit = randomUnit
        self.now = now
        self.startStopwatch = {
            let start = clock.now
            return { start.duration(to: clock.now) }
        }
    }

    // MARK: HTTPClient

    /// Sends `request`, retrying as the policy allows, and returns the final answer.
    public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try await retrying(request, response: { $0.1 }) { attempt in try await decoratee.data(for: attempt) }
    }

    /// Opens a stream for `request`, retrying as ``data(for:)`` does while only the head is known: the head of
    /// each attempt decides, and the body of a head that will be retried is dropped (a streaming transport closes
    /// its connection). Once a head is returned nothing is retried: a body that fails after its first byte ends
    /// with that failure, since a replay could not resume where it stopped.
    public func stream(for request: URLRequest) async throws -> HTTPStreamingResponse {
        try await retrying(request, response: \.response) { attempt in try await decoratee.stream(for: attempt) }
    }

    // MARK: Attempts

    /// Runs `send` as many times as the policy allows for `request`, judging each answer by its `response`.
    private func retrying<Answer>(
        _ request: URLRequest,
        response: (Answer) -> HTTPURLResponse,
        send: (URLRequest) async throws -> Answer
    ) async throws -> Answer {
        let method = HTTPMethod(rawValue: request.httpMethod ?? "GET")
        let isRetryable = RequestContext.current.isRetryable ?? method.isIdempotent
        let maxAttempts = isRetryable ? max(1, policy.maxAttempts) : 1
        let elapsed = startStopwatch()
        let budget = policy.totalTimeout
        /// What is left of the budget now; `nil` without one.
        func remaining() -> Duration? { budget.map { $0 - elapsed() } }
        var attempt = 1
        var current = request
        while true {
            try Task.checkCancellation()
            let sent = current
            let outcome = await attemptResult(attempt, timeRemaining: remaining().map { max(.zero, $0) }) {
                try await send(sent)
            }
            if case .failure(let error) = outcome, Task.isCancelled || ErrorClassification.isCancellation(error) {
                throw CancellationError()
            }
            // A body stream is used up by its attempt: the next one needs a fresh copy, or is not made.
            guard attempt < maxAttempts, let delay = delay(before: attempt + 1, after: outcome.map(response)),
                remaining().map({ delay < $0 }) ?? true, let next = request.withReplayableBody()
            else {
                RequestContext.current.attemptRecorder?.requestFinished(attempts: attempt)
                return try outcome.get()
            }
            do {
                try await sleep(delay)
            } catch {
                throw ErrorClassification.surfacingCancellation(error)
            }
            attempt += 1
            current = next
        }
    }

    /// One attempt, with its number and what is left of the budget in ``RequestContext``.
    private func attemptResult<Answer>(
        _ attempt: Int,
        timeRemaining: Duration?,
        _ send: () async throws -> Answer
    ) async -> Result<Answer, any Error> {
        do {
            let answer = try await RequestContext.with({
                $0.attempt = attempt
                $0.timeRemaining = timeRemaining
            }) { try await send() }
            return .success(answer)
        } catch {
            return .failure(error)
        }
    }

    /// The wait before attempt `nextAttempt`, or `nil` when `outcome` is not worth retrying.
    private func delay(before nextAttempt: Int, after outcome: Result<HTTPURLResponse, any Error>) -> Duration? {
        let failedAttempts = nextAttempt - 1
        switch outcome {
        case .success(let response):
            guard policy.isRetryable(statusCode: response.statusCode) else { return nil }
            if let header = response.value(forHTTPHeaderField: "Retry-After"),
                let requested = RetryAfter.delay(from: header, now: now())
            {
                return policy.retryAfterDelay(requested)
            }
            return policy.backoffDelay(afterFailedAttempts: failedAttempts, randomUnit: randomUnit())
        case .failure(let error):
            guard ErrorClassification.isTransportFailure(error) else { return nil }
            return policy.backoffDelay(afterFailedAttempts: failedAttempts, randomUnit: randomUnit())
        }
    }
}
