/// Splits a `text/event-stream` into ``ServerSentEvent``s following the HTML Living Standard (§9.2.6): lines end
/// with CR, LF or CRLF (also across chunks); a leading byte order mark is dropped; `:` starts a comment; a field's
/// value loses one leading space; `data:` lines are joined with line feeds; an empty line dispatches the event, none
/// when it has no data; `id:` with a NUL and `retry:` that is not all digits are ignored; an unfinished event at the
/// end of the stream is discarded, as the standard says.
///
/// Bytes are decoded as UTF-8, an invalid sequence becoming U+FFFD. At most `maximumEventSize` bytes are held
/// for one event (its data, type and current line); a larger one throws ``StreamFramingError/recordTooLarge(limit:)``.
/// Comment lines sent to keep a connection alive do not accumulate.
@_spi(Generated) public struct ServerSentEventParser: StreamFramer {
    /// The most bytes one event may hold.
    public let maximumEventSize: Int

    private var line: [UInt8] = []
    private var data: [UInt8] = []
    private var hasData = false
    private var type: [UInt8] = []
    private var lastEventID = ""
    private var retryMilliseconds: Int?
    private var skipsLineFeed = false
    private var atStreamStart = true
    private var byteOrderMarkPrefix = 0

    /// Creates a parser holding at most `maximumEventSize` bytes of one event (1 MiB unless told).
    public init(maximumEventSize: Int = 1 << 20) {
        self.maximumEventSize = maximumEventSize
    }

    // MARK: StreamFramer

    /// The events that `chunk` completes.
    public mutating func records(in chunk: some Sequence<UInt8>) throws(StreamFramingError) -> [ServerSentEvent] {
        var events: [ServerSentEvent] = []
        for byte in chunk {
            if atStreamStart, try skipsByteOrderMark(byte, into: &events) { continue }
            switch byte {
            case UInt8(ascii: "\n") where skipsLineFeed:
                skipsLineFeed = false
            case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                skipsLineFeed = byte == UInt8(ascii: "\r")
                if let event = endLine() { events.append(event) }
            default:
                skipsLineFeed = false
                line.append(byte)
                guard line.count + data.count + type.count <= maximumEventSize else {
                    throw .recordTooLarge(limit: maximumEventSize)
                }
            }
        }
        return events
    }

    /// Nothing: an event the stream did not end with an empty line is discarded.
    public mutating func finish() throws(StreamFramingError) -> [ServerSentEvent] {
        line.removeAll()
        data.removeAll()
        hasData = false
        type.removeAll()
        return []
    }

    // MARK: Lines

    /// Drops the UTF-8 byte order mark (EF BB BF) at the very start of the stream; answers whether `byte` was part
    /// of it. Bytes that only began like one are fed back as ordinary bytes.
    private mutating func skipsByteOrderMark(
        _ byte: UInt8,
        into events: inout [ServerSentEvent]
    ) throws(StreamFramingError) -> Bool {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        if byte == mark[byteOrderMarkPrefix] {
            byteOrderMarkPrefix += 1
            if byteOrderMarkPrefix == mark.count { atStreamStart = false }
            return true
        }
        atStreamStart = false
        let partial = mark.prefix(byteOrderMarkPrefix)
        byteOrderMarkPrefix = 0
        events += try records(in: partial)
        return false
    }

    /// Interprets the line just ended; returns the event an empty line dispatches.
    private mutating func endLine() -> ServerSentEvent? {
        defer { line.removeAll(keepingCapacity: true) }
        if line.isEmpty { return dispatch() }
        if line.first == UInt8(ascii: ":") { return nil }
        let colon = line.firstIndex(of: UInt8(ascii: ":"))
        let name = line[..<(colon ?? line.endIndex)]
        var value = colon.map { line[line.index(after: $0)...] } ?? []
        if value.first == UInt8(ascii: " ") { value = value.dropFirst() }
        process(field: name, value: value)
        return nil
    }

    private mutating func process(field name: ArraySlice<UInt8>, value: ArraySlice<UInt8>) {
        switch String(decoding: name, as: UTF8.self) {
        case "event":
            type = Array(value)
        case "data":
            if hasData { data.append(UInt8(ascii: "\n")) }
            data += value
            hasData = true
        case "id" where !value.contains(0):
            lastEventID = String(decoding: value, as: UTF8.self)
        case "retry" where !value.isEmpty && value.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }):
            // Digits beyond Int's range keep the largest value rather than wrapping.
            retryMilliseconds = Int(String(decoding: value, as: UTF8.self)) ?? Int.max
        default:
            break
        }
    }

    /// The event the buffers hold, or `nil` when no `data:` field was given; empties the buffers but the ID.
    private mutating func dispatch() -> ServerSentEvent? {
        defer {
            data.removeAll(keepingCapacity: true)
            hasData = false
            type.removeAll(keepingCapacity: true)
        }
        guard hasData else { return nil }
        return ServerSentEvent(
            type: type.isEmpty ? "message" : String(decoding: type, as: UTF8.self),
            data: String(decoding: data, as: UTF8.self),
            lastEventID: lastEventID,
            retryMilliseconds: retryMilliseconds
        )
    }
}
