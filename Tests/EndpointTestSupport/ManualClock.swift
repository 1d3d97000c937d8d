import EndpointLocking

/// A clock that only moves when a test advances it; sleeping on it jumps to the deadline at once.
public final class ManualClock: Clock, Sendable {
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

    private let current = Locked(Instant(offset: .zero))

    /// Creates a clock at its start.
    public init() {}

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

    /// Jumps to `deadline` instead of waiting.
    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        current.withLock { $0 = max($0, deadline) }
    }
}
