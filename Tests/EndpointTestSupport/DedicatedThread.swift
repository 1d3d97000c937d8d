import Foundation

/// Runs CPU-bound test work on a thread of its own.
///
/// Swift's cooperative pool has one thread per core, two on a small CI machine. A property test that computes
/// for seconds on one of them delays every loopback test beside it, whose clients, servers and timeouts need
/// those threads to make progress; on a slow machine the delay exceeds their bounds. Work moved here is
/// scheduled by the operating system instead, fairly with everything else.
///
/// `work` runs outside the test's task, where `#expect` cannot tell which test an issue belongs to: return what
/// was found (the cases that broke an invariant, say) and assert on it after the `await`.
public enum DedicatedThread {
    /// The value `work` returns (or the error it throws), computed on a new thread with a stack of `stackBytes`
    /// (8 MB unless told: the main thread's usual size).
    public static func run<Value: Sendable>(
        stackBytes: Int = 8 << 20,
        _ work: @escaping @Sendable () throws -> Value
    ) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try work() }) }
            thread.stackSize = stackBytes
            thread.start()
        }
    }
}
