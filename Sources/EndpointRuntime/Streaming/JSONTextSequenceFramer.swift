import Foundation

/// Splits a JSON text sequence (`application/json-seq`, RFC 7464) into the bytes of one JSON text each.
///
/// Every record starts with the record separator U+001E and ends with a line feed; the whitespace around the text
/// is trimmed and an empty record is skipped. Two things RFC 7464 lets a parser pass over silently are errors here,
/// so that nothing is lost without a word: bytes other than whitespace before the first separator
/// (``StreamFramingError/missingRecordSeparator``), and a record without its final line feed, which may have been
/// cut short (``StreamFramingError/truncatedRecord``). A record longer than `maximumRecordSize` bytes throws
/// ``StreamFramingError/recordTooLarge(limit:)``.
@_spi(Generated) public struct JSONTextSequenceFramer: StreamFramer {
    /// The most bytes one record may hold.
    public let maximumRecordSize: Int

    private static let recordSeparator: UInt8 = 0x1E
    private var record: [UInt8] = []
    private var hasSeparator = false

    /// Creates a framer holding at most `maximumRecordSize` bytes of one record (1 MiB unless told).
    public init(maximumRecordSize: Int = 1 << 20) {
        self.maximumRecordSize = maximumRecordSize
    }

    /// The records that `chunk` completes: each ends where the next separator begins.
    public mutating func records(in chunk: some Sequence<UInt8>) throws(StreamFramingError) -> [Data] {
        var records: [Data] = []
        for byte in chunk {
            if byte == Self.recordSeparator {
                if let finished = try endRecord() { records.append(finished) }
                hasSeparator = true
                continue
            }
            guard hasSeparator || Self.isWhitespace(byte) else { throw .missingRecordSeparator }
            guard hasSeparator else { continue }
            record.append(byte)
            guard record.count <= maximumRecordSize else { throw .recordTooLarge(limit: maximumRecordSize) }
        }
        return records
    }

    /// The last record.
    public mutating func finish() throws(StreamFramingError) -> [Data] {
        try endRecord().map { [$0] } ?? []
    }

    private mutating func endRecord() throws(StreamFramingError) -> Data? {
        defer { record.removeAll(keepingCapacity: true) }
        guard let last = record.lastIndex(where: { !Self.isWhitespace($0) }) else { return nil }
        guard record.last == UInt8(ascii: "\n") else { throw .truncatedRecord }
        let first = record.firstIndex(where: { !Self.isWhitespace($0) }) ?? last
        return Data(record[first...last])
    }

    /// JSON's insignificant whitespace (RFC 8259 §2): space, tab, line feed, carriage return.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
