import Foundation

/// The body of one streamed response between the transport, which appends chunks as they arrive, and the one
/// consumer, which takes them in order through ``makeStream()``.
///
/// - Bounded: at most `limit` bytes received but not yet taken are held. A chunk that would pass it is refused
///   (``append(_:)`` returns `false`) and the transport ends the stream with ``APIError/responseTooLarge(limit:)``,
///   after the chunks already held; nothing is dropped silently.
/// - The end (success or a failure) is delivered after every chunk held, so nothing already received is lost.
/// - Cancelling the consuming task, or dropping the stream and its iterators, calls `cancel` once (the transport
///   closes the connection) and the pending `next()` throws `CancellationError`.
final class StreamingBody: @unchecked Sendable {
    // @unchecked: every stored property is only touched under `lock`.

    private let lock = NSLock()
    private let limit: Int
    private let cancel: @Sendable () -> Void
    private var chunks: [Data] = []
    private var heldBytes = 0
    /// How the body ended, once it has; delivered after `chunks` drain.
    private var end: Result<Void, any Error>?
    private var isCancelled = false
    private var waiter: CheckedContinuation<Data?, any Error>?

    /// Creates a body that holds at most `limit` untaken bytes and calls `cancel` when the consumer goes away.
    init(limit: Int, cancel: @escaping @Sendable () -> Void) {
        self.limit = limit
        self.cancel = cancel
    }

    // MARK: Transport side

    /// Hands `chunk` to the consumer; `false`, holding nothing more, when it would pass the limit.
    func append(_ chunk: Data) -> Bool {
        let (waiter, accepted) = lock.withLock { () -> (CheckedContinuation<Data?, any Error>?, Bool) in
            guard end == nil, !isCancelled else { return (nil, true) }
            if let waiter = self.waiter {
                self.waiter = nil
                return (waiter, true)
            }
            guard heldBytes + chunk.count <= limit else { return (nil, false) }
            chunks.append(chunk)
            heldBytes += chunk.count
            return (nil, true)
        }
        waiter?.resume(returning: chunk)
        return accepted
    }

    /// Ends the body after the chunks held: normally when `error` is `nil`, else with `error`. Later calls are
    /// ignored.
    func finish(throwing error: (any Error)? = nil) {
        let waiter = lock.withLock { () -> CheckedContinuation<Data?, any Error>? in
            guard end == nil, !isCancelled else { return nil }
            end = error.map { .failure($0) } ?? .success(())
            defer { self.waiter = nil }
            return self.waiter
        }
        guard let waiter else { return }
        if let error { waiter.resume(throwing: error) } else { waiter.resume(returning: nil) }
        lock.withLock { end = .success(()) }
    }

    // MARK: Consumer side

    /// The body as the one stream its consumer iterates.
    func makeStream() -> AsyncThrowingStream<Data, any Error> {
        let dropDetector = DropDetector { [weak self] in self?.cancelByConsumer() }
        return AsyncThrowingStream(unfolding: { [self] in
            withExtendedLifetime(dropDetector) {}
            return try await next()
        })
    }

    /// The next chunk, `nil` at the end; throws the failure the body ended with (once), or `CancellationError`.
    private func next() async throws -> Data? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let ready = lock.withLock { () -> Result<Data?, any Error>? in
                    if isCancelled { return .failure(CancellationError()) }
                    if !chunks.isEmpty {
                        let chunk = chunks.removeFirst()
                        heldBytes -= chunk.count
                        return .success(chunk)
                    }
                    switch end {
                    case .failure(let error)?:
                        end = .success(())
                        return .failure(error)
                    case .success?: return .success(nil)
                    case nil:
                        waiter = continuation
                        return nil
                    }
                }
                if let ready { continuation.resume(with: ready) }
            }
        } onCancel: {
            cancelByConsumer()
        }
    }

    /// Stops the body for a consumer that was cancelled or went away: calls `cancel` once and fails a pending
    /// `next()` with `CancellationError`.
    private func cancelByConsumer() {
        let (waiter, first) = lock.withLock { () -> (CheckedContinuation<Data?, any Error>?, Bool) in
            let first = !isCancelled && end == nil
            isCancelled = true
            chunks.removeAll()
            heldBytes = 0
            defer { self.waiter = nil }
            return (self.waiter, first)
        }
        waiter?.resume(throwing: CancellationError())
        if first { cancel() }
    }
}

/// Calls `onDrop` when the last reference to it goes, that is when a stream's consumer dropped the stream.
private final class DropDetector: Sendable {
    private let onDrop: @Sendable () -> Void

    init(onDrop: @escaping @Sendable () -> Void) {
        self.onDrop = onDrop
    }

    deinit { onDrop() }
}
