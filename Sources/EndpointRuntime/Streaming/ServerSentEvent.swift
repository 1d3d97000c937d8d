/// One event of a `text/event-stream` response, as the HTML Living Standard's event-stream interpretation
/// dispatches it (§9.2.6, "Interpreting an event stream").
public struct ServerSentEvent: Hashable, Sendable {
    /// The event type: the last `event:` field of the event, or `message` when it has none.
    public var type: String
    /// The `data:` fields of the event joined with line feeds.
    public var data: String
    /// The last event ID: the last `id:` field seen so far in the stream, this event's or an earlier one's (empty
    /// when none was sent). A client resuming the stream sends it as `Last-Event-ID`.
    public var lastEventID: String
    /// The reconnection time in milliseconds that the last `retry:` field so far set, or `nil` when none did.
    public var retryMilliseconds: Int?

    /// Creates an event.
    public init(type: String = "message", data: String, lastEventID: String = "", retryMilliseconds: Int? = nil) {
        self.type = type
        self.data = data
        self.lastEventID = lastEventID
        self.retryMilliseconds = retryMilliseconds
    }
}
