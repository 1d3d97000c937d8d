import Foundation

/// The items of one streamed body for a ``ResponseStream``, one at a time; its framer type is hidden behind this
/// protocol so the stream depends only on its items.
protocol StreamItemReading<Element>: AnyObject {
    /// The item type.
    associatedtype Element: Sendable

    /// Whether a sentinel record ended the items: nothing after it is read.
    var hasReachedSentinel: Bool { get }

    /// The next item, `nil` at the end of the body or at the sentinel.
    ///
    /// - Throws: ``APIError/invalidStream(_:)`` when the framer rejects the bytes, what the stream's `decode`
    ///   function throws for a record, or the body's error.
    func next() async throws -> Element?
}

/// A ``StreamItemReading`` over ``FramedRecords``: a ``StreamFramer`` finds the records in the chunks, a sentinel
/// test ends them, and `decode` makes each record an item only as it is asked for, so an item that fails comes
/// after every item before it. It counts the records it delivers on its ``StreamTally`` and settles the tally when
/// it is done (or dropped).
final class StreamItemDecoder<Framer: StreamFramer, Element: Sendable>: StreamItemReading {
    private var records: FramedRecords<StreamChunks, Framer>.Iterator
    private let isSentinel: @Sendable (Framer.Record) -> Bool
    private let decode: @Sendable (Framer.Record) throws -> Element
    private let tally: StreamTally
    private(set) var hasReachedSentinel = false

    init(
        chunks: StreamChunkSource,
        framer: Framer,
        tally: StreamTally,
        isSentinel: @escaping @Sendable (Framer.Record) -> Bool,
        decode: @escaping @Sendable (Framer.Record) throws -> Element
    ) {
        self.records = FramedRecords(StreamChunks(source: chunks), framer: framer).makeAsyncIterator()
        self.isSentinel = isSentinel
        self.decode = decode
        self.tally = tally
        tally.beginReading()
    }

    func next() async throws -> Element? {
        guard !hasReachedSentinel else { return nil }
        let record: Framer.Record?
        do {
            record = try await records.next()
        } catch {
            tally.settle()
            throw (error as? StreamFramingError).map(APIError.invalidStream) ?? error
        }
        guard let record else {
            tally.settle()
            return nil
        }
        guard !isSentinel(record) else {
            hasReachedSentinel = true
            tally.settle(atSentinel: true)
            return nil
        }
        tally.countRecord()
        do {
            return try decode(record)
        } catch {
            tally.settle()
            throw error
        }
    }

    deinit {
        tally.settle()
    }
}
