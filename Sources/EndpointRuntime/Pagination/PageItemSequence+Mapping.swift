// MARK: - Mapping items and page errors

extension PageItemSequence {
    /// The items with each page's failure passed through `transform` first: a generated repository turns the
    /// statuses it declares into domain errors this way, for every page's request.
    ///
    /// `CancellationError` is never passed to `transform`: cancelling the task ends the items with it, unchanged.
    /// Errors of `transform` itself (the domain's) end the items too.
    ///
    /// ```swift
    /// let droplets = client.listDropletsPages().items.mapPageErrors { error in
    ///     do { throw error } catch let error where HTTPStatus.code(of: error) == 403 { throw DropletError.forbidden }
    /// }
    /// ```
    public func mapPageErrors(_ transform: @escaping @Sendable (any Error) throws -> Never) -> PageItemSequence<Item> {
        PageItemSequence { [makePages] in
            let nextPage = makePages()
            return {
                do {
                    return try await nextPage()
                } catch let error as CancellationError {
                    throw error
                } catch {
                    try transform(error)
                }
            }
        }
    }

    /// The items, each converted by `transform` as the loop reaches it, as an `AsyncThrowingStream`: a type the
    /// domain layer can name without this module. Pages are still fetched one at a time as the loop asks for
    /// them, in the loop's task, so cancelling it ends the stream with `CancellationError`; an error of
    /// `transform` ends the stream with that error.
    ///
    /// ```swift
    /// func allDroplets() -> AsyncThrowingStream<Droplet, any Error> {
    ///     client.listDropletsPages().items.mapItems { try $0.toDomain() }
    /// }
    /// ```
    public func mapItems<Transformed: Sendable>(
        _ transform: @escaping @Sendable (Item) throws -> Transformed
    ) -> AsyncThrowingStream<Transformed, any Error> {
        let iterator = SharedPageItemIterator(makeAsyncIterator())
        return AsyncThrowingStream(unfolding: {
            try await iterator.next().map(transform)
        })
    }
}

/// The iterator of a ``PageItemSequence`` shared with the `AsyncThrowingStream` that pulls from it.
///
/// `@unchecked Sendable`: `AsyncThrowingStream(unfolding:)` calls its closure for one `next()` at a time, so the
/// iterator is never used concurrently.
private final class SharedPageItemIterator<Item: Sendable>: @unchecked Sendable {
    private var iterator: PageItemSequence<Item>.Iterator

    init(_ iterator: PageItemSequence<Item>.Iterator) {
        self.iterator = iterator
    }

    /// The next item, `nil` after the last page's last item.
    func next() async throws -> Item? {
        try await iterator.next()
    }
}
