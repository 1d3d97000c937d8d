import Foundation

// MARK: - Composing decorators

extension HTTPClient {
    /// Wraps this client so every exchange is logged, redacted, to `logger`, timed on `clock`.
    public func logging(
        to logger: any HTTPLogger,
        clock: any Clock<Duration> = ContinuousClock()
    ) -> LoggingHTTPClient {
        LoggingHTTPClient(decoratee: self, logger: logger, clock: clock)
    }

    /// Wraps this client so failed retryable requests are tried again as `policy` allows.
    ///
    /// Put it outermost to retry everything inside and, with logging inside it, to log every attempt:
    /// `URLSessionHTTPClient().logging(to: log).retrying()`. Credentials come from the ``Authenticator`` that
    /// ``APIClient`` holds, added before the chain, so every attempt carries them. Waits between attempts are
    /// slept on `clock`.
    public func retrying(
        policy: RetryPolicy = .default,
        clock: any Clock<Duration> = ContinuousClock()
    ) -> RetryingHTTPClient {
        RetryingHTTPClient(decoratee: self, policy: policy, clock: clock)
    }
}
