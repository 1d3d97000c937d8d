import EndpointLocking
import Foundation
import Testing

@testable import EndpointSpec

@Suite("JoinedThreads: work on threads joined before the call returns")
struct JoinedThreadsTests {
    @Test(arguments: [0, 1, 2, 3, 23, 200])
    func callsTheBodyOnceForEveryIndex(iterations: Int) {
        let calls = Locked<[Int]>([])
        JoinedThreads.perform(iterations: iterations, maximumThreads: 4) { index in
            calls.withLock { $0.append(index) }
        }
        #expect(calls.current.sorted() == Array(0..<iterations))
    }

    @Test(arguments: [1, 2, 3])
    func runsOnAtMostMaximumThreads(maximumThreads: Int) {
        let callerThread = pthread_self()
        let threads = Locked<Set<String>>([])
        let onCaller = Locked(0)
        JoinedThreads.perform(iterations: 64, maximumThreads: maximumThreads) { _ in
            if pthread_equal(pthread_self(), callerThread) != 0 { onCaller.withLock { $0 += 1 } }
            threads.withLock { _ = $0.insert("\(pthread_self())") }
        }
        #expect(threads.current.count <= maximumThreads)
        if maximumThreads == 1 { #expect(onCaller.current == 64) }
    }

    /// Every started thread has ended when the call returns: each one that ran the body gets a thread-specific
    /// value whose destructor runs as the thread ends, and all those destructors have run by then.
    @Test func everyStartedThreadHasEndedWhenTheCallReturns() {
        let caller = pthread_self()
        let started = Locked(0)
        let endedBefore = endedThreads.current
        JoinedThreads.perform(iterations: 64, maximumThreads: 4) { _ in
            guard pthread_equal(pthread_self(), caller) == 0, pthread_getspecific(threadEndKey) == nil else { return }
            started.withLock { $0 += 1 }
            _ = pthread_setspecific(threadEndKey, UnsafeRawPointer(bitPattern: 1))
        }
        #expect(endedThreads.current - endedBefore == started.current)
    }

    @Test func successiveCallsEachDoAllTheirWork() {
        for round in 0..<50 {
            let sum = Locked(0)
            JoinedThreads.perform(iterations: 10) { index in sum.withLock { $0 += index + round } }
            #expect(sum.current == 45 + 10 * round)
        }
    }
}

/// How many threads that set ``threadEndKey`` have ended.
private let endedThreads = Locked(0)

/// A thread-specific key whose destructor counts the thread's end in ``endedThreads``.
private let threadEndKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { _ in endedThreads.withLock { $0 += 1 } }
    precondition(status == 0)
    return key
}()
