/// Waits for a while: the one dependency ``RetryingHTTPClient`` has on time, injected so tests never wait.
public protocol Sleeper: Sendable {
    /// Suspends for `duration`; throws `CancellationError` as soon as the task is cancelled.
    func sleep(for duration: Duration) async throws
}

/// The production ``Sleeper``: `Task.sleep`, which ends early with `CancellationError` on cancellation.
public struct TaskSleeper: Sleeper {
    /// Creates the sleeper.
    public init() {}

    /// Sleeps with `Task.sleep(for:)`.
    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}
