import Dispatch
import EndpointTestSupport
import Testing

/// `.ownExecutor` really moves a test's jobs to a queue of its own, before and after it suspends.
@Suite("The ownExecutor test trait")
struct OwnExecutorTraitTests {
    @Test(.ownExecutor) func jobsRunOnTheTestsOwnQueue() async {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        #expect(OwnExecutorTrait.isCurrentExecutor)
        // A real suspension, resumed from another thread: the job that continues must come back to the queue.
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume() }
        }
        #expect(OwnExecutorTrait.isCurrentExecutor)
        let childRunsThere = await withTaskGroup(of: Bool.self) { group in
            group.addTask { OwnExecutorTrait.isCurrentExecutor }
            return await group.next() ?? false
        }
        #expect(childRunsThere)
    }

    @Test func unmarkedTestsStayOnTheSharedPool() {
        #expect(!OwnExecutorTrait.isCurrentExecutor)
    }
}
