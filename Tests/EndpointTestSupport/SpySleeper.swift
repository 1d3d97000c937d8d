import EndpointLocking
import EndpointRuntime

/// Records every requested wait and returns at once — unless built with `blocksUntilCancelled`, in which
/// case each wait stays suspended until its task is cancelled (announced through ``started``) and then
/// throws `CancellationError`, like `Task.sleep`.
public final class SpySleeper: Sleeper {
    /// Announces each wait that is suspended until cancellation (only with `blocksUntilCancelled`).
    public let started: AsyncStream<Duration>
    private let startedContinuation: AsyncStream<Duration>.Continuation
    private let blocksUntilCancelled: Bool
    private let recorded = Locked<[Duration]>([])

    /// Creates a sleeper that returns at once, or with `blocksUntilCancelled` one that waits for cancellation.
    public init(blocksUntilCancelled: Bool = false) {
        self.blocksUntilCancelled = blocksUntilCancelled
        (started, startedContinuation) = AsyncStream.makeStream()
    }

    /// The waits requested so far, in order.
    public var durations: [Duration] { recorded.current }

    /// Records `duration`, then returns or waits for cancellation.
    public func sleep(for duration: Duration) async throws {
        recorded.withLock { $0.append(duration) }
        try Task.checkCancellation()
        guard blocksUntilCancelled else { return }
        let waiter = Locked<CheckedContinuation<Void, Never>?>(nil)
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = waiter.withLock { stored in
                    if Task.isCancelled { return true }
                    stored = continuation
                    return false
                }
                if resumeNow { continuation.resume() } else { startedContinuation.yield(duration) }
            }
        } onCancel: {
            waiter.withLock { stored in
                stored?.resume()
                stored = nil
            }
        }
        throw CancellationError()
    }
}

/// Returns from every wait at once.
public struct ImmediateSleeper: Sleeper {
    /// Creates the sleeper.
    public init() {}

    /// Returns at once.
    public func sleep(for duration: Duration) async throws {}
}
