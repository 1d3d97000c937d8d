/// One server-sent event whose `data` was decoded as the response's declared schema: what a generated call on a
/// `text/event-stream` endpoint with a JSON schema yields, one per event.
///
/// ```swift
/// for try await event in try await client.streamPrices(symbol: "ACME") {
///     print(event.data.price, event.lastEventID)
/// }
/// ```
public struct TypedServerSentEvent<Payload: Sendable>: Sendable {
    /// The event type: the last `event:` field of the event, or `message` when it has none.
    public var type: String
    /// The event's `data`, decoded.
    public var data: Payload
    /// The last event ID so far in the stream (empty when none was sent); send it as `Last-Event-ID` to resume.
    public var lastEventID: String
    /// The reconnection time in milliseconds the last `retry:` field so far set, or `nil` when none did.
    public var retryMilliseconds: Int?

    /// Creates an event.
    public init(type: String = "message", data: Payload, lastEventID: String = "", retryMilliseconds: Int? = nil) {
        self.type = type
        self.data = data
        self.lastEventID = lastEventID
        self.retryMilliseconds = retryMilliseconds
    }
}

extension TypedServerSentEvent: Equatable where Payload: Equatable {}
extension TypedServerSentEvent: Hashable where Payload: Hashable {}
