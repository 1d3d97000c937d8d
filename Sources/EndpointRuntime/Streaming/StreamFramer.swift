/// Splits a byte stream that arrives in chunks of any size into records: the events of `text/event-stream`, the
/// lines of JSON Lines, the records of `application/json-seq`.
///
/// A framer keeps what it has not yet completed between calls, so feeding a stream in one chunk or in any split
/// of it yields the same records. Each bounds what it holds: a record larger than its limit is an error, never
/// an unbounded buffer.
@_spi(Generated) public protocol StreamFramer: Sendable {
    /// One complete record.
    associatedtype Record: Sendable

    /// The records that `chunk` completes, in order.
    ///
    /// - Throws: ``StreamFramingError`` when the stream breaks the format's rules or a record exceeds the limit.
    mutating func records(in chunk: some Sequence<UInt8>) throws(StreamFramingError) -> [Record]

    /// The records the end of the stream completes (what the format says an unfinished record becomes).
    mutating func finish() throws(StreamFramingError) -> [Record]
}

/// Why a stream could not be split into records.
public enum StreamFramingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One record (an event, a line) grew past `limit` bytes before it ended.
    case recordTooLarge(limit: Int)
    /// An `application/json-seq` stream has bytes before its first record separator (U+001E).
    case missingRecordSeparator
    /// An `application/json-seq` record does not end with a line feed, so it may have been cut short (RFC 7464 §2.1).
    case truncatedRecord

    /// A sentence for people.
    public var description: String {
        switch self {
        case .recordTooLarge(let limit):
            "a record of the stream is larger than the \(limit) bytes allowed"
        case .missingRecordSeparator:
            "the JSON text sequence does not start with a record separator (U+001E)"
        case .truncatedRecord:
            "a record of the JSON text sequence does not end with a line feed, so it may have been cut short"
        }
    }
}
