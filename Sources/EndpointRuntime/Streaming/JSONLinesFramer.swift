import Foundation

/// Splits JSON Lines (`application/jsonl`, `application/x-ndjson`) into the bytes of one JSON text each.
///
/// A line ends with LF; a CR before it is dropped (CRLF, as NDJSON allows); lines holding only whitespace are
/// skipped; the last line counts even without a final line feed. The records are not parsed here: each is decoded
/// as the declared schema by its consumer, so a malformed line is that line's decoding error, and the lines after
/// it still arrive. A line longer than `maximumLineSize` bytes throws ``StreamFramingError/recordTooLarge(limit:)``.
@_spi(Generated) public struct JSONLinesFramer: StreamFramer {
    /// The most bytes one line may hold.
    public let maximumLineSize: Int

    private var line: [UInt8] = []

    /// Creates a framer holding at most `maximumLineSize` bytes of one line (1 MiB unless told).
    public init(maximumLineSize: Int = 1 << 20) {
        self.maximumLineSize = maximumLineSize
    }

    /// The lines that `chunk` completes.
    public mutating func records(in chunk: some Sequence<UInt8>) throws(StreamFramingError) -> [Data] {
        var records: [Data] = []
        for byte in chunk {
            if byte == UInt8(ascii: "\n") {
                if let record = endLine() { records.append(record) }
                continue
            }
            line.append(byte)
            // One byte of slack for the CR of a CRLF, which is not part of the record.
            guard line.count <= maximumLineSize || (line.count == maximumLineSize + 1 && byte == UInt8(ascii: "\r"))
            else { throw .recordTooLarge(limit: maximumLineSize) }
        }
        return records
    }

    /// The last line, when the stream did not end with a line feed.
    public mutating func finish() throws(StreamFramingError) -> [Data] {
        endLine().map { [$0] } ?? []
    }

    private mutating func endLine() -> Data? {
        defer { line.removeAll(keepingCapacity: true) }
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        guard line.contains(where: { !JSONTextSequenceFramer.isWhitespace($0) }) else { return nil }
        return Data(line)
    }
}
