import Foundation

/// Turns the chunks of one streamed body into items, one at a time, for a ``ResponseStream``; one decoder serves
/// one body. Its framer type is hidden behind this protocol so the stream depends only on its items.
protocol StreamItemDecoding<Element>: AnyObject {
    /// The item type.
    associatedtype Element: Sendable

    /// Whether a sentinel record was found: nothing after it is read.
    var hasReachedSentinel: Bool { get }

    /// Frames `chunk` (`nil` for the end of the body) into records to decode.
    ///
    /// - Throws: ``APIError/invalidStream(_:)`` when the framer rejects the bytes.
    func feed(_ chunk: Data?) throws

    /// The next record, decoded; `nil` when every framed record before the sentinel was taken.
    ///
    /// - Throws: what the stream's `decode` function throws for that record.
    func nextItem() throws -> Element?
}

/// A ``StreamItemDecoding`` from a ``StreamFramer``, a sentinel test and a decoding function. Records are decoded
/// only as they are asked for, so an item that fails comes after every item before it.
final class StreamItemDecoder<Framer: StreamFramer, Element: Sendable>: StreamItemDecoding {
    private var framer: Framer
    private let isSentinel: @Sendable (Framer.Record) -> Bool
    private let decode: @Sendable (Framer.Record) throws -> Element
    private var records: [Framer.Record] = []
    private var nextIndex = 0
    private(set) var hasReachedSentinel = false

    init(
        framer: Framer,
        isSentinel: @escaping @Sendable (Framer.Record) -> Bool,
        decode: @escaping @Sendable (Framer.Record) throws -> Element
    ) {
        self.framer = framer
        self.isSentinel = isSentinel
        self.decode = decode
    }

    func feed(_ chunk: Data?) throws {
        guard !hasReachedSentinel else { return }
        var framed: [Framer.Record]
        do throws(StreamFramingError) {
            if let chunk { framed = try framer.records(in: chunk) } else { framed = try framer.finish() }
        } catch {
            throw APIError.invalidStream(error)
        }
        if let sentinel = framed.firstIndex(where: isSentinel) {
            framed.removeSubrange(sentinel...)
            hasReachedSentinel = true
        }
        records.removeFirst(nextIndex)
        nextIndex = 0
        records += framed
    }

    func nextItem() throws -> Element? {
        guard nextIndex < records.count else { return nil }
        defer { nextIndex += 1 }
        return try decode(records[nextIndex])
    }
}
