import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs independent pieces of work on threads it starts itself and joins before it returns.
///
/// The generator's stages used `DispatchQueue.concurrentPerform`, whose worker threads belong to libdispatch's
/// pool and outlive the call: they go on running libdispatch code after the last piece of work, park for seconds,
/// and bring up libdispatch's manager thread and its pool monitor, all still running when `endpoint-gen` calls
/// `exit`, which tears the process down under them. The threads of ``perform(iterations:maximumThreads:_:)`` are
/// joined (`pthread_join`) before it returns, so once it has returned no thread it started exists: a process whose
/// only concurrency is this one exits with its main thread alone.
package enum JoinedThreads {
    /// The stack size of each started thread: the main thread's usual size on Linux, so a deeply nested document
    /// converts on a started thread as it would on the main thread (Darwin's default for a secondary thread is
    /// 512 KiB).
    package static let stackSize = 8 << 20

    /// Calls `body` once with each index in `0..<iterations`, on the calling thread and on up to
    /// `maximumThreads - 1` threads started for the call; returns when every call has returned and every started
    /// thread has ended and been joined.
    ///
    /// Indices are handed out in order to whichever thread is free, so calls run in no particular order. When a
    /// thread cannot be started (the process is out of threads), the others, the calling thread at least, do its
    /// share: the work always completes.
    package static func perform(
        iterations: Int,
        maximumThreads: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ body: @Sendable (_ index: Int) -> Void
    ) {
        guard iterations > 1, maximumThreads > 1 else {
            for index in 0..<max(iterations, 0) { body(index) }
            return
        }
        withoutActuallyEscaping(body) { body in
            let work = JoinedWork(iterations: iterations, body: body)
            var threads: [JoinableThread] = []
            for _ in 1..<min(iterations, maximumThreads) {
                guard let thread = JoinableThread.start(work) else { break }
                threads.append(thread)
            }
            work.drain()
            for thread in threads { thread.join() }
        }
    }
}

// MARK: - Work

/// The indices not handed out yet, and the body; shared by every thread of one call.
private final class JoinedWork: @unchecked Sendable {
    // @unchecked: `next` is only touched with `lock` held; `body` is only called.
    private let lock = NSLock()
    private var next = 0
    private let iterations: Int
    private let body: @Sendable (Int) -> Void

    init(iterations: Int, body: @escaping @Sendable (Int) -> Void) {
        self.iterations = iterations
        self.body = body
    }

    /// Runs the body for each index not handed out yet, one at a time, until none is left.
    func drain() {
        while let index = claim() { body(index) }
    }

    private func claim() -> Int? {
        lock.withLock {
            guard next < iterations else { return nil }
            defer { next += 1 }
            return next
        }
    }
}

// MARK: - Threads

/// A started POSIX thread, joinable (not detached).
private struct JoinableThread {
    let handle: pthread_t

    /// Starts a thread that drains `work`; `nil` when no thread could be started.
    static func start(_ work: JoinedWork) -> JoinableThread? {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        _ = pthread_attr_setstacksize(&attributes, JoinedThreads.stackSize)
        let context = Unmanaged.passRetained(work).toOpaque()
        #if canImport(Darwin)
            var handle: pthread_t?
            guard pthread_create(&handle, &attributes, drainWork, context) == 0, let handle else {
                Unmanaged<JoinedWork>.fromOpaque(context).release()
                return nil
            }
        #else
            var handle = pthread_t()
            guard pthread_create(&handle, &attributes, drainWork, context) == 0 else {
                Unmanaged<JoinedWork>.fromOpaque(context).release()
                return nil
            }
        #endif
        return JoinableThread(handle: handle)
    }

    /// Waits until the thread has ended.
    func join() {
        let status = pthread_join(handle, nil)
        precondition(status == 0, "pthread_join failed with \(status)")
    }
}

/// What a started thread runs: the work its context holds, retained for it by ``JoinableThread/start(_:)``.
#if canImport(Darwin)
    private func drainWork(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        Unmanaged<JoinedWork>.fromOpaque(context).takeRetainedValue().drain()
        return nil
    }
#else
    private func drainWork(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        if let context { Unmanaged<JoinedWork>.fromOpaque(context).takeRetainedValue().drain() }
        return nil
    }
#endif
