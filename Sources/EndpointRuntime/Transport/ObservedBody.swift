import Foundation

/// A streamed body passed through unchanged while its bytes are counted, with one call when it ends.
///
/// Decorators use it to watch a body they hand on: every chunk, error and the end reach the consumer as the
/// decoratee produced them; cancelling the consumer's task cancels the decoratee's iteration, and dropping the
/// returned stream drops the decoratee's (a streaming transport closes the connection then). A body cut short by
/// the consumer's cancellation throws `CancellationError`, even where the decoratee's stream just ended.
enum ObservedBody {
    /// How an observed body ended.
    enum End: Sendable {
        /// The body ended normally.
        case finished
        /// The body ended with `error` (`CancellationError` when the consumer's task was cancelled).
        case failed(any Error)
        /// The consumer dropped the body before its end.
        case dropped
    }

    /// `body`, calling `onEnd` once with the bytes delivered and how it ended.
    static func observing(
        _ body: AsyncThrowingStream<Data, any Error>,
        onEnd: @escaping @Sendable (_ bytes: Int, _ end: End) -> Void
    ) -> AsyncThrowingStream<Data, any Error> {
        let source = Source(body.makeAsyncIterator(), onEnd: onEnd)
        return AsyncThrowingStream(unfolding: { try await source.next() })
    }

    /// The decoratee's iterator, used by the one consumer at a time (`AsyncThrowingStream(unfolding:)` never calls
    /// it concurrently), and the count so far.
    private final class Source: @unchecked Sendable {
        // @unchecked: only the consuming task touches the state, one `next()` at a time.
        private var iterator: AsyncThrowingStream<Data, any Error>.Iterator
        private let onEnd: @Sendable (Int, End) -> Void
        private var bytes = 0
        private var hasEnded = false

        init(_ iterator: AsyncThrowingStream<Data, any Error>.Iterator, onEnd: @escaping @Sendable (Int, End) -> Void) {
            self.iterator = iterator
            self.onEnd = onEnd
        }

        func next() async throws -> Data? {
            guard !hasEnded else { return nil }
            do {
                guard let chunk = try await iterator.next() else {
                    // A stream ends quietly when its consumer is cancelled; never let that pass for a whole body.
                    if Task.isCancelled { throw CancellationError() }
                    end(.finished)
                    return nil
                }
                bytes += chunk.count
                return chunk
            } catch {
                let error: any Error = Task.isCancelled ? CancellationError() : error
                end(.failed(error))
                throw error
            }
        }

        private func end(_ end: End) {
            hasEnded = true
            onEnd(bytes, end)
        }

        deinit {
            if !hasEnded { onEnd(bytes, .dropped) }
        }
    }
}
