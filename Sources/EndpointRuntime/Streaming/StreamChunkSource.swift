import Foundation

/// The chunks of one streamed body for a ``ResponseStream``, each awaited for at most the idle timeout.
///
/// `@unchecked Sendable`: the iterator is used by one `next()` or `close()` at a time, each awaited to the end
/// (child tasks included) before the next starts, as ``ResponseStream/Iterator`` guarantees.
final class StreamChunkSource: @unchecked Sendable {
    private var chunks: AsyncThrowingStream<Data, any Error>.AsyncIterator
    private let idleTimeout: Duration?
    private let clock: any Clock<Duration>

    init(
        _ chunks: AsyncThrowingStream<Data, any Error>.AsyncIterator,
        idleTimeout: Duration?,
        clock: any Clock<Duration>
    ) {
        self.chunks = chunks
        self.idleTimeout = idleTimeout
        self.clock = clock
    }

    /// The next chunk, `nil` at the end of the body.
    ///
    /// - Throws: ``APIError/idleTimeout(_:)`` when none arrives within the idle timeout (the wait for it is
    ///   cancelled, which closes the connection), the body's error, or `CancellationError`.
    func next() async throws -> Data? {
        guard let idleTimeout else { return try await chunks.next() }
        return try await withThrowingTaskGroup(of: Data?.self) { group in
            group.addTask { try await self.chunks.next() }
            group.addTask { [clock] in
                try await clock.sleep(for: idleTimeout)
                throw APIError.idleTimeout(idleTimeout)
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
    }

    /// Stops a body that has not ended: a read in a cancelled task cancels it, and the transport closes the
    /// connection. Nothing happens to a body that already ended.
    func close() async {
        await withTaskGroup(of: Void.self) { group in
            group.cancelAll()
            group.addTask { _ = try? await self.chunks.next() }
        }
    }
}

/// The chunks of a ``StreamChunkSource`` as the asynchronous sequence ``FramedRecords`` reads.
struct StreamChunks: AsyncSequence {
    typealias Element = Data

    let source: StreamChunkSource

    func makeAsyncIterator() -> Iterator { Iterator(source: source) }

    /// Each `next()` waits for the source's next chunk (within its idle timeout).
    struct Iterator: AsyncIteratorProtocol {
        let source: StreamChunkSource

        func next() async throws -> Data? { try await source.next() }
    }
}
