import Foundation

/// Tells the caller how many attempts ``RetryingHTTPClient`` made, so a message can say truthfully
/// "answered 503 Service Unavailable after 3 attempts".
///
/// Bind a recorder around the calls you make; every ``RetryingHTTPClient`` running in that task (or its child
/// tasks) reports to it when a request finishes, answered or failed:
///
/// ```swift
/// let attempts = AttemptRecorder()
/// do {
///     let product = try await attempts.record { try await api.getProduct(id: "p-1") }
/// } catch let error as APIError {
///     print("\(error) (after \(attempts.lastAttempts ?? 1) attempts)")
/// }
/// ```
///
/// Without a recorder nothing is recorded; without a ``RetryingHTTPClient`` in the chain
/// ``lastAttempts`` stays `nil`, which means one attempt. A cancelled request records nothing.
public final class AttemptRecorder: @unchecked Sendable {
    // @unchecked: all mutable state is guarded by `lock`.
    private let lock = NSLock()
    private var last: Int?
    private var total = 0

    /// Creates an empty recorder.
    public init() {}

    // MARK: Reading

    /// How many attempts the most recently finished request took; `nil` when none has finished yet.
    public var lastAttempts: Int? {
        lock.withLock { last }
    }

    /// How many attempts all finished requests took together.
    public var totalAttempts: Int {
        lock.withLock { total }
    }

    // MARK: Recording

    /// Runs `operation` with this recorder bound as ``RequestContext/attemptRecorder``.
    @discardableResult
    public func record<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws -> Result
    ) async rethrows -> Result {
        try await RequestContext.with({ $0.attemptRecorder = self }, isolation: isolation, operation: operation)
    }

    /// Notes that a request finished after `attempts` attempts.
    public func requestFinished(attempts: Int) {
        lock.withLock {
            last = attempts
            total += attempts
        }
    }
}
