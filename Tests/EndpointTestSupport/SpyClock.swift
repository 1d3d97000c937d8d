import EndpointLocking

/// A clock that only moves when a test advances it or something sleeps on it, and records every sleep.
///
/// By default a sleep returns at once, the clock jumping to its deadline. Built with `sleepsUntilCancelled`, each
/// sleep stays suspended (announced through ``started``) until its task is cancelled, when it throws
/// `CancellationError` like `Task.sleep`, or until the test calls ``elapse()``, when it returns as if its time had
/// passed.
public final class SpyClock: Clock, Sendable {
    /// A point in the clock's time: how far it is from the clock's start.
    public struct Instant: InstantProtocol {
        /// The time since the clock's start.
        public var offset: Duration

        /// Creates an instant `offset` after the clock's start.
        public init(offset: Duration) { self.offset = offset }

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    /// Announces each sleep that is suspended until cancellation (only with `sleepsUntilCancelled`).
    public let started: AsyncStream<Duration>
    private let startedContinuation: AsyncStream<Duration>.Continuation
    private let sleepsUntilCancelled: Bool
    private let current = Locked(Instant(offset: .zero))
    private let recorded = Locked<[Duration]>([])
    private let suspended = Locked<[UInt64: (deadline: Instant, wait: CheckedContinuation<Bool, Never>)]>([:])
    private let nextIdentifier = Locked<UInt64>(0)

    /// Creates a clock at its start whose sleeps return at once, or with `sleepsUntilCancelled` wait for
    /// cancellation or ``elapse()``.
    public init(sleepsUntilCancelled: Bool = false) {
        self.sleepsUntilCancelled = sleepsUntilCancelled
        (started, startedContinuation) = AsyncStream.makeStream()
    }

    // MARK: Time

    /// The current instant.
    public var now: Instant { current.current }
    /// The time since the clock's start.
    public var elapsed: Duration { now.offset }
    /// The smallest step the clock can take.
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// Moves the clock forward by `duration`.
    public func advance(by duration: Duration) {
        current.withLock { $0 = $0.advanced(by: duration) }
    }

    // MARK: Sleeping

    /// How long each sleep asked for, in order.
    public var sleeps: [Duration] { recorded.current }

    /// Records the sleep, then jumps to `deadline`, or waits for cancellation or ``elapse()``.
    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        recorded.withLock { $0.append(now.duration(to: deadline)) }
        try Task.checkCancellation()
        guard sleepsUntilCancelled else {
            current.withLock { $0 = max($0, deadline) }
            return
        }
        let identifier = nextIdentifier.withLock { value in
            defer { value += 1 }
            return value
        }
        let elapsed = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = suspended.withLock { waits in
                    if Task.isCancelled { return true }
                    waits[identifier] = (deadline, continuation)
                    return false
                }
                if resumeNow {
                    continuation.resume(returning: false)
                } else {
                    startedContinuation.yield(now.duration(to: deadline))
                }
            }
        } onCancel: {
            suspended.withLock { $0.removeValue(forKey: identifier) }?.wait.resume(returning: false)
        }
        guard elapsed else { throw CancellationError() }
    }

    /// Ends every sleep suspended now as if its time had passed: the clock moves to the latest deadline, and each
    /// sleep returns normally.
    public func elapse() {
        let waits = suspended.withLock { waits in
            defer { waits.removeAll() }
            return Array(waits.values)
        }
        if let latest = waits.map(\.deadline).max() {
            current.withLock { $0 = max($0, latest) }
        }
        for sleep in waits { sleep.wait.resume(returning: true) }
    }
}
