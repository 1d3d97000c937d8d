// Shared by the entries whose work is async (linked into each target's directory): runs it in a task and returns
// only once the task has ended.
import Dispatch

/// Runs `operation` in a task and returns once the task has ended: its operation returned and the task released
/// its closure, with everything the closure captured (the input among it).
///
/// Returning when the operation signals, as the entries did, let libFuzzer's leak check after the input run while
/// the task still held the input, which LeakSanitizer reported as a leak; leak checking was off for these targets.
/// Here the signal comes from the deinit of a value only the task's closure holds, which runs when the task
/// releases that closure, after the operation and everything it captured are done with.
func runTaskToTheEnd(_ operation: @escaping @Sendable () async -> Void) {
    let ended = DispatchSemaphore(value: 0)
    Task { [release = ClosureRelease(signalling: ended)] in
        await operation()
        withExtendedLifetime(release) {}
    }
    ended.wait()
}

/// Signals its semaphore when it is deinitialized.
private final class ClosureRelease: Sendable {
    private let semaphore: DispatchSemaphore

    init(signalling semaphore: DispatchSemaphore) { self.semaphore = semaphore }

    deinit { semaphore.signal() }
}
