// MARK: - Mapping items

extension ResponseStream {
    /// The items, each transformed by `transform` as it is read, as an `AsyncThrowingStream`: what a generated
    /// repository method returns, so the domain layer sees its own types and no runtime type.
    ///
    /// Items are still read only as they are asked for, and dropping the returned stream closes the connection.
    /// What `transform` throws ends the stream with that error. As with any `AsyncThrowingStream`, a task cancelled
    /// between two items sees the stream end; one cancelled while waiting gets `CancellationError`.
    public func mapItems<Transformed: Sendable>(
        _ transform: @escaping @Sendable (Element) throws -> Transformed
    ) -> AsyncThrowingStream<Transformed, any Error> {
        let iterator = SharedIterator(makeAsyncIterator())
        return AsyncThrowingStream(unfolding: {
            try await iterator.next(transform)
        })
    }
}

/// The iterator of a ``ResponseStream`` shared with the `AsyncThrowingStream` that pulls from it.
///
/// `@unchecked Sendable`: `AsyncThrowingStream(unfolding:)` calls its closure for one `next()` at a time, so the
/// iterator is never used concurrently.
private final class SharedIterator<Element: Sendable>: @unchecked Sendable {
    private var iterator: ResponseStream<Element>.Iterator

    init(_ iterator: ResponseStream<Element>.Iterator) {
        self.iterator = iterator
    }

    /// The next item transformed; a failing `transform` ends the iteration and closes the connection first.
    func next<Transformed>(_ transform: (Element) throws -> Transformed) async throws -> Transformed? {
        guard let item = try await iterator.next() else { return nil }
        do {
            return try transform(item)
        } catch {
            await iterator.finish()
            throw error
        }
    }
}
