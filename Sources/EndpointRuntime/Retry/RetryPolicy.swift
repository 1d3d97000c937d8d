/// When and how long ``RetryingHTTPClient`` waits before trying a request again.
///
/// The wait before attempt *n + 1* is drawn with "full jitter" from `0 … min(maxDelay, baseDelay × multiplierⁿ⁻¹)`,
/// unless the response carries `Retry-After`, which is honoured up to ``maxRetryAfter``.
public struct RetryPolicy: Sendable, Hashable {
    /// The most attempts in all, the first one included; `1` never retries.
    public var maxAttempts: Int
    /// The backoff ceiling after the first failed attempt.
    public var baseDelay: Duration
    /// How much the ceiling grows after each further failed attempt.
    public var multiplier: Double
    /// The largest backoff ceiling.
    public var maxDelay: Duration
    /// The longest `Retry-After` wait honoured; a server asking for more is waited for this long.
    public var maxRetryAfter: Duration
    /// The most time all attempts and the waits between them may take together, from the first attempt on;
    /// `nil` for no overall limit (each attempt is then bounded only by its transport's own timeout).
    ///
    /// Each attempt gets what is left (``RequestContext/timeRemaining``, which ``URLSessionHTTPClient`` enforces),
    /// no wait is started that would end past the budget, and once it is spent the last answer or error is
    /// returned. With a transport timeout of 30 s and a budget of 30 s, a silent server fails the call after about
    /// 30 s instead of 3 × 30 s.
    public var totalTimeout: Duration?

    /// Creates a policy.
    public init(
        maxAttempts: Int = 3,
        baseDelay: Duration = .milliseconds(200),
        multiplier: Double = 2,
        maxDelay: Duration = .seconds(5),
        maxRetryAfter: Duration = .seconds(30),
        totalTimeout: Duration? = nil
    ) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.multiplier = multiplier
        self.maxDelay = maxDelay
        self.maxRetryAfter = maxRetryAfter
        self.totalTimeout = totalTimeout
    }

    /// Three attempts, 200 ms base delay doubling up to 5 s, `Retry-After` honoured up to 30 s, no overall limit.
    public static let `default` = RetryPolicy()

    /// A single attempt: no retries.
    public static let never = RetryPolicy(maxAttempts: 1)

    // MARK: Decisions

    /// Whether a response with `statusCode` is worth another attempt: any 5xx, and 429 Too Many Requests.
    public func isRetryable(statusCode: Int) -> Bool {
        statusCode == 429 || (500..<600).contains(statusCode)
    }

    /// The backoff ceiling after `failedAttempts` failed attempts: `min(maxDelay, baseDelay × multiplierⁿ⁻¹)`.
    public func backoffCeiling(afterFailedAttempts failedAttempts: Int) -> Duration {
        let exponent = Double(max(0, failedAttempts - 1))
        let ceiling = min(Self.nanoseconds(maxDelay), Self.nanoseconds(baseDelay) * Self.power(multiplier, exponent))
        return .nanoseconds(Int64(max(0, ceiling.isFinite ? ceiling : 0).rounded()))
    }

    /// The wait after `failedAttempts` failed attempts: `randomUnit` (clamped to 0…1) times the ceiling.
    public func backoffDelay(afterFailedAttempts failedAttempts: Int, randomUnit: Double) -> Duration {
        let unit = randomUnit.isFinite ? min(1, max(0, randomUnit)) : 0
        let ceiling = Self.nanoseconds(backoffCeiling(afterFailedAttempts: failedAttempts))
        return .nanoseconds(Int64((ceiling * unit).rounded()))
    }

    /// The wait a `Retry-After` of `requested` leads to: `requested`, at most ``maxRetryAfter``, never negative.
    public func retryAfterDelay(_ requested: Duration) -> Duration {
        max(.zero, min(requested, maxRetryAfter))
    }

    private static func nanoseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
    }

    private static func power(_ base: Double, _ exponent: Double) -> Double {
        var result = 1.0
        var remaining = Int(exponent)
        while remaining > 0 {
            result *= base
            remaining -= 1
            if !result.isFinite || result > 1e30 { return .infinity }
        }
        return result
    }
}
