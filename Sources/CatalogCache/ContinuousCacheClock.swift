/// The real ``CacheClock``: monotonic time from `ContinuousClock`, which keeps counting while the system sleeps.
public struct ContinuousCacheClock: CacheClock {
    /// The instant ``elapsed`` is measured from.
    private let origin: ContinuousClock.Instant

    /// Creates a clock whose origin is the moment of creation.
    public init() {
        self.origin = ContinuousClock.now
    }

    /// The time elapsed since this clock was created.
    public var elapsed: Duration { origin.duration(to: ContinuousClock.now) }
}
