import CatalogCache
import Foundation

/// A ``CacheClock`` that stands still until the test advances it.
final class ManualClock: CacheClock, @unchecked Sendable {
    private let lock = NSLock()
    private var elapsed: Duration = .zero

    var now: Duration {
        lock.withLock { elapsed }
    }

    /// Moves time forward by `duration`.
    func advance(by duration: Duration) {
        lock.withLock { elapsed += duration }
    }
}
