import EndpointLocking
@_spi(Generated) import EndpointRuntime

/// Records every requested wait and returns at once — unless built with `blocksUntilCancelled`, in which
/// case each wait stays suspended (announced through ``started``) until its task is cancelled, when it throws
/// `CancellationError` like `Task.sleep`, or until the test calls ``elapse()``, when it returns as if its time
/// had passed.
public final class SpySleeper: Sleeper {
    /// Announces each wait that is suspended until cancellation (only with `blocksUntilCancelled`).
    public let started: AsyncStream<Duration>
    private let startedContinuation: AsyncStream<Duration>.Continuation
    private let blocksUntilCancelled: Bool
    private let recorded = Locked<[Duration]>([])
    private let suspended = Locked<[UInt64: CheckedContinuation<Bool, Never>]>([:])
    private let nextIdentifier = Locked<UInt64>(0)

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
        let identifier = nextIdentifier.withLock { value in
            defer { value += 1 }
            return value
        }
        let elapsed = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = suspended.withLock { waits in
                    if Task.isCancelled { return true }
                    waits[identifier] = continuation
                    return false
                }
                if resumeNow { continuation.resume(returning: false) } else { startedContinuation.yield(duration) }
            }
        } onCancel: {
            suspended.withLock { $0.removeValue(forKey: identifier) }?.resume(returning: false)
        }
        guard elapsed else { throw CancellationError() }
    }

    /// Ends every wait suspended now as if its time had passed: each returns normally.
    public func elapse() {
        let waits = suspended.withLock { waits in
            defer { waits.removeAll() }
            return Array(waits.values)
        }
        for wait in waits { wait.resume(returning: true) }
    }
}

/// Returns from every wait at once.
public struct ImmediateSleeper: Sleeper {
    /// Creates the sleeper.
    public init() {}

    /// Returns at once.
    public func sleep(for duration: Duration) async throws {}
}
