import Foundation

/// A value guarded by a lock, shared by the package's servers, CLIs and test doubles across threads.
///
/// The package's one lock type. It is `package`, not `public`: clients of the libraries never see it. It exists
/// instead of `Synchronization.Mutex`, which needs macOS 15 / iOS 18 while the package supports macOS 14 /
/// iOS 17 (`scripts/check-platforms.sh` keeps it that way). `NSLock` is available on every platform the package
/// declares, Linux included.
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: every access to `value` goes through `lock`.
    private let lock = NSLock()
    private var value: Value

    /// Creates a lock-guarded `value`.
    package init(_ value: Value) { self.value = value }

    /// Reads or changes the value under the lock; `body` must not call back into this lock.
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// The current value.
    package var current: Value { withLock { $0 } }
}
