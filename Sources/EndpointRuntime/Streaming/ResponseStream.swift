import Foundation

/// The items of a streamed response, decoded one at a time as their bytes arrive: what a generated call on a
/// `text/event-stream`, JSON Lines or JSON text sequence endpoint returns once the server's head has arrived.
///
/// ```swift
/// let updates = try await client.watchPrices(symbol: "ACME")
/// for try await update in updates { print(update.data.price) }
/// ```
///
/// - It is read once, by one consumer; bytes are read from the connection only as items are asked for.
/// - Cancelling the consuming task, or dropping the stream before its end, closes the connection; the pending
///   `next()` throws `CancellationError`.
/// - A declared sentinel (such as `[DONE]`), the end of the body, or an error ends it; the connection is closed
///   right then, even while the stream value is still held.
/// - Errors: ``APIError/idleTimeout(_:)`` when nothing arrives for ``APIClient/StreamingOptions/idleTimeout``,
///   ``APIError/invalidStream(_:)`` when the bytes break the format or one item passes the size limit,
///   ``APIError/decoding(_:)`` when an item does not match the schema, and the transport's errors.
public struct ResponseStream<Element: Sendable>: AsyncSequence, Sendable {
    /// The response status (a 2xx the endpoint declares).
    public let statusCode: Int
    /// Every header the server sent.
    public let headerFields: HeaderFields

    private let body: AsyncThrowingStream<Data, any Error>
    private let makeReader: @Sendable (StreamChunkSource) -> any StreamItemReading<Element>
    private let idleTimeout: Duration?
    private let clock: any Clock<Duration>

    init(
        statusCode: Int,
        headerFields: HeaderFields,
        body: AsyncThrowingStream<Data, any Error>,
        idleTimeout: Duration?,
        clock: any Clock<Duration>,
        makeReader: @escaping @Sendable (StreamChunkSource) -> any StreamItemReading<Element>
    ) {
        self.statusCode = statusCode
        self.headerFields = headerFields
        self.body = body
        self.idleTimeout = idleTimeout
        self.clock = clock
        self.makeReader = makeReader
    }

    /// The iterator; make one only, since the body can be read once.
    public func makeAsyncIterator() -> Iterator {
        let source = StreamChunkSource(body.makeAsyncIterator(), idleTimeout: idleTimeout, clock: clock)
        return Iterator(source: source, reader: makeReader(source))
    }

    /// Reads a chunk only when the items already framed are used up; decodes each item as it is asked for.
    public struct Iterator: AsyncIteratorProtocol {
        /// The body while it may still be open; `nil` once the items ended.
        private var source: StreamChunkSource?
        private let reader: any StreamItemReading<Element>

        init(source: StreamChunkSource, reader: any StreamItemReading<Element>) {
            self.source = source
            self.reader = reader
        }

        /// The next item, or `nil` after the last.
        public mutating func next() async throws -> Element? {
            guard source != nil else { return nil }
            do {
                if let item = try await reader.next() { return item }
                if reader.hasReachedSentinel {
                    await finish()
                } else {
                    // The body ended; one cut short by cancellation is not a complete stream.
                    try Task.checkCancellation()
                    source = nil
                }
                return nil
            } catch {
                await finish()
                throw ErrorClassification.surfacingCancellation(error)
            }
        }

        /// Ends the iteration and closes the connection if the body is still open.
        mutating func finish() async {
            guard let source else { return }
            self.source = nil
            await source.close()
        }
    }
}
