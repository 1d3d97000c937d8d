/// The records a ``StreamFramer`` finds in an asynchronous sequence of byte chunks (`Data`, `[UInt8]`, …), one
/// at a time: what a streaming response body becomes.
///
/// ```swift
/// for try await event in FramedRecords(chunks, framer: ServerSentEventParser()) {
///     print(event.type, event.data)
/// }
/// ```
///
/// Errors of the chunks (a lost connection) and of the framer end the sequence after the records already found;
/// a cancelled task ends it as its chunks do.
@_spi(Generated) public struct FramedRecords<Chunks: AsyncSequence, Framer: StreamFramer>: AsyncSequence
where Chunks.Element: Sequence, Chunks.Element.Element == UInt8 {
    /// One record.
    public typealias Element = Framer.Record

    private let chunks: Chunks
    private let framer: Framer

    /// The records `framer` finds in `chunks`.
    public init(_ chunks: Chunks, framer: Framer) {
        self.chunks = chunks
        self.framer = framer
    }

    /// An iterator over the records.
    public func makeAsyncIterator() -> Iterator {
        Iterator(chunks: chunks.makeAsyncIterator(), framer: framer)
    }

    /// Reads chunks only when the records already found are used up.
    public struct Iterator: AsyncIteratorProtocol {
        private var chunks: Chunks.AsyncIterator
        private var framer: Framer
        private var pending: [Framer.Record] = []
        private var nextIndex = 0
        private var isFinished = false

        init(chunks: Chunks.AsyncIterator, framer: Framer) {
            self.chunks = chunks
            self.framer = framer
        }

        /// The next record, or `nil` after the last.
        public mutating func next() async throws -> Framer.Record? {
            while nextIndex == pending.count {
                guard !isFinished else { return nil }
                pending.removeAll(keepingCapacity: true)
                nextIndex = 0
                do {
                    if let chunk = try await chunks.next() {
                        pending = try framer.records(in: chunk)
                    } else {
                        isFinished = true
                        pending = try framer.finish()
                    }
                } catch {
                    isFinished = true
                    throw error
                }
            }
            defer { nextIndex += 1 }
            return pending[nextIndex]
        }
    }
}

extension FramedRecords: Sendable where Chunks: Sendable {}
