import Dispatch
import Testing

/// Runs every test it marks on an executor of its own: `@Suite(.ownExecutor)`.
///
/// Swift Testing starts all tests at once on Swift's cooperative pool, one thread per core. A test that awaits a
/// loopback server resumes at the back of that pool's queue, behind the jobs of every other test, and on a busy
/// two-core machine (or under ThreadSanitizer) that wait alone can exceed a timing test's bound. Marked tests run
/// their jobs — their task groups and timers included — on a serial queue of their own instead, so what they time
/// is their own work and the machine's, not the rest of the suite's queue.
///
/// Where task executors are not available (before macOS 15 / iOS 18) the tests run as usual.
public struct OwnExecutorTrait: SuiteTrait, TestTrait, TestScoping {
    /// Applies to every test of a marked suite, nested suites included.
    public var isRecursive: Bool { true }

    /// A scope for each test case; none for the suite itself.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Runs the test case with a task executor of its own preferred.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            try await withTaskExecutorPreference(SerialQueueExecutor(label: test.name), operation: function)
        } else {
            try await function()
        }
    }
}

extension OwnExecutorTrait {
    /// Whether the calling code runs on the queue of a test's own executor.
    public static var isCurrentExecutor: Bool {
        DispatchQueue.getSpecific(key: ownQueueKey) != nil
    }

    /// Marks the queues of ``SerialQueueExecutor``.
    fileprivate static let ownQueueKey = DispatchSpecificKey<Bool>()
}

extension Trait where Self == OwnExecutorTrait {
    /// Runs each test on an executor of its own, away from the queue of Swift's shared cooperative pool.
    public static var ownExecutor: Self { OwnExecutorTrait() }
}

/// A task executor that runs jobs one at a time on a dispatch queue of its own (dispatch gives such a queue a
/// thread when it has work, outside Swift's cooperative pool).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class SerialQueueExecutor: TaskExecutor {
    private let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: "EndpointTestSupport.OwnExecutor \(label)")
        queue.setSpecific(key: OwnExecutorTrait.ownQueueKey, value: true)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
