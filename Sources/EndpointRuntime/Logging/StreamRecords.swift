/// How many records a streamed body was framed into, for the line ``LoggingHTTPClient`` logs when a stream ends.
public struct StreamRecords: Sendable, Hashable, CustomStringConvertible {
    /// What the records of a stream are called.
    public enum Kind: Sendable, Hashable {
        /// Server-sent events (`text/event-stream`).
        case event
        /// JSON Lines (`application/jsonl`, `application/x-ndjson`).
        case line
        /// JSON text sequence records (`application/json-seq`) or the records of a framer of your own.
        case record
    }

    /// The records delivered to the consumer (a sentinel that ended the stream is not counted).
    public var count: Int
    /// What they are.
    public var kind: Kind

    /// Creates a count.
    public init(count: Int, kind: Kind) {
        self.count = count
        self.kind = kind
    }

    /// `1 event`, `12 lines`, `0 records`.
    public var description: String {
        let noun =
            switch kind {
            case .event: "event"
            case .line: "line"
            case .record: "record"
            }
        return "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
