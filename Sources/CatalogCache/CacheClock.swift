/// Tells ``ProductCache`` what time it is, so that tests can move time forward by hand instead of waiting.
public protocol CacheClock: Sendable {
    /// The time elapsed since a fixed, arbitrary origin; it never decreases.
    var elapsed: Duration { get }
}
