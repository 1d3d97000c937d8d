import Foundation

/// A value guarded by a lock, so test doubles and server threads can share state.
public final class Locked<Value>: @unchecked Sendable {
    // @unchecked: every access to `value` goes through `lock`.
    private let lock = NSLock()
    private var value: Value

    /// Creates a lock-guarded `value`.
    public init(_ value: Value) { self.value = value }

    /// Reads or changes the value under the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// The current value.
    public var current: Value { withLock { $0 } }
}
