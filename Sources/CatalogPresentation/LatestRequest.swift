import Observation

/// Runs a view model's requests one at a time and publishes their outcome as a ``LoadingState``.
///
/// - Starting a request cancels the one in flight, and only the newest request may change ``state``: a
///   superseded request's result is dropped even if its operation ignores cancellation.
/// - A request that ends because it was cancelled (through ``cancel()`` or because the task awaiting ``run(_:)``
///   was cancelled) is not an error: ``state`` returns to the last settled state (`idle`, `loaded` or `failed`).
@MainActor
@Observable
final class LatestRequest<Value: Sendable> {
    // MARK: Properties

    /// The state to show.
    private(set) var state: LoadingState<Value> = .idle
    /// The last state that was not `loading`; restored when a request is cancelled.
    @ObservationIgnored private var settledState: LoadingState<Value> = .idle
    /// Bumped for every new request; a request may only publish while its number is current.
    @ObservationIgnored private var generation = 0
    @ObservationIgnored private var task: Task<Void, Never>?

    // MARK: Requests

    /// Cancels any request in flight, shows `loading`, runs `operation` and shows its outcome.
    ///
    /// Returns when the request has ended: finished, failed or cancelled. Superseding a request or cancelling the
    /// calling task cancels it; once superseded it can no longer change ``state``, even if it ends late.
    func run(_ operation: @escaping @Sendable () async throws -> Value) async {
        let generation = supersede()
        state = .loading
        let task = Task { await self.perform(operation, generation: generation) }
        self.task = task
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
    }

    /// Cancels any request in flight and shows `message` as a failure without running anything.
    func fail(with message: String) {
        supersede()
        settle(.failed(message))
    }

    /// Cancels any request in flight and returns to the last settled state.
    func cancel() {
        supersede()
        settle(settledState)
    }

    // MARK: Helpers

    /// Cancels the request in flight and makes a new generation current; returns its number.
    @discardableResult
    private func supersede() -> Int {
        task?.cancel()
        task = nil
        generation += 1
        return generation
    }

    private func perform(_ operation: @escaping @Sendable () async throws -> Value, generation: Int) async {
        let outcome: LoadingState<Value>
        do {
            let value = try await operation()
            outcome = Task.isCancelled ? settledState : .loaded(value)
        } catch {
            let wasCancelled = error is CancellationError || Task.isCancelled
            outcome = wasCancelled ? settledState : .failed(UserFacingMessage.describe(error))
        }
        guard generation == self.generation else { return }
        task = nil
        settle(outcome)
    }

    private func settle(_ newState: LoadingState<Value>) {
        state = newState
        settledState = newState
    }
}
