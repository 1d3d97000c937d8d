/// Holds requests in flight until the test releases them, so tests control the order of completions exactly.
///
/// When `honorsCancellation` is true a held request whose task is cancelled leaves at once with
/// `CancellationError`, as `URLSession` does; otherwise it stays held until released, like a repository that
/// ignores cancellation.
actor RequestGate<Value: Sendable> {
    private let honorsCancellation: Bool
    private var held: [Int: CheckedContinuation<Value, any Error>] = [:]
    private var arrivalWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// How many requests have entered the gate so far.
    private(set) var enteredCount = 0
    /// How many requests found their task cancelled when they left the gate.
    private(set) var cancelledCount = 0

    init(honorsCancellation: Bool = true) {
        self.honorsCancellation = honorsCancellation
    }

    // MARK: Used by the repository

    /// Enters the gate as request number `enteredCount` and waits to be released.
    func pass() async throws -> Value {
        let number = enteredCount
        enteredCount += 1
        let ready = arrivalWaiters.filter { $0.count <= enteredCount }
        arrivalWaiters.removeAll { $0.count <= enteredCount }
        for waiter in ready { waiter.continuation.resume() }
        defer { if Task.isCancelled { cancelledCount += 1 } }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { held[number] = $0 }
        } onCancel: {
            Task { await self.cancel(number) }
        }
    }

    // MARK: Used by the test

    /// Returns once at least `count` requests have entered the gate.
    func waitUntilEntered(_ count: Int) async {
        guard enteredCount < count else { return }
        await withCheckedContinuation { arrivalWaiters.append((count, $0)) }
    }

    /// Lets request `number` (counting from 0) leave with `result`, first waiting for it to enter the gate;
    /// returns false when it is no longer held (it left cancelled).
    ///
    /// Waiting matters: a test that sees its callers registered elsewhere (a cache's waiters) cannot know that
    /// the request they share has reached the gate yet.
    @discardableResult
    func release(_ number: Int, with result: Result<Value, any Error>) async -> Bool {
        await waitUntilEntered(number + 1)
        guard let request = held.removeValue(forKey: number) else { return false }
        request.resume(with: result)
        return true
    }

    // MARK: Helpers

    private func cancel(_ number: Int) {
        guard honorsCancellation else { return }
        held.removeValue(forKey: number)?.resume(throwing: CancellationError())
    }
}
