import Foundation

/// A task executor whose jobs run on the connection thread that waits for the handler, so answering a request
/// never needs a thread of the shared concurrency pool (which busy test processes can starve for seconds).
///
/// The connection thread calls ``runUntilFinished()``; the handler task, started with this executor as its
/// preference, calls ``finish()`` as its last step. Jobs that arrive after that (from work the handler left
/// behind) go to the global concurrent executor.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
final class ConnectionTaskExecutor: TaskExecutor, @unchecked Sendable {
    // @unchecked: `jobs`, `isFinished` and `isDraining` are only touched with `condition` locked.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var isFinished = false
    private var isDraining = true

    func enqueue(_ job: consuming ExecutorJob) {
        condition.lock()
        guard isDraining else {
            condition.unlock()
            globalConcurrentExecutor.enqueue(job)
            return
        }
        jobs.append(UnownedJob(job))
        condition.signal()
        condition.unlock()
    }

    /// Marks the handler as done; ``runUntilFinished()`` returns once the jobs queued so far have run.
    func finish() {
        condition.lock()
        isFinished = true
        condition.signal()
        condition.unlock()
    }

    /// Runs queued jobs on the calling thread until ``finish()`` was called and the queue is empty.
    func runUntilFinished() {
        while true {
            condition.lock()
            while jobs.isEmpty && !isFinished { condition.wait() }
            let batch = jobs
            jobs.removeAll()
            if batch.isEmpty {
                isDraining = false
                condition.unlock()
                return
            }
            condition.unlock()
            for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
        }
    }
}
