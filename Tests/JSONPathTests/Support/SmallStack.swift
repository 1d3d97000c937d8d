import Foundation

/// Runs work on a thread of its own with a small stack, to show that recursion stays shallow.
enum SmallStack {
    /// What `work` returns, computed on a new thread with a stack of `stackBytes`.
    static func run<Value: Sendable>(stackBytes: Int, _ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: work()) }
            thread.stackSize = stackBytes
            thread.start()
        }
    }
}
