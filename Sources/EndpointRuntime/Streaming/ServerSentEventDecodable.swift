import Foundation

/// A value a server-sent event decodes as by its name: what a generated call on a stream whose events have names
/// (`event: response.created`) yields, one enumeration case per name and `unknown` for any other.
///
/// ```swift
/// for try await event in try await client.createResponseStream(body: request) {
///     switch event.data {
///     case .responseOutputTextDelta(let delta): print(delta.delta, terminator: "")
///     case .unknown(let raw): log(raw.type)
///     default: break
///     }
/// }
/// ```
public protocol ServerSentEventDecodable: Sendable {
    /// Decodes `event` as the case its name selects; an unknown name is not an error.
    ///
    /// - Throws: ``APIError/decoding(_:)`` when the data of a known event does not match its type.
    init(event: ServerSentEvent) throws
}

extension ServerSentEvent {
    /// The name that selects how this event decodes: its ``type`` when `names` lists it; otherwise, when the data is
    /// a JSON object whose `property` is a string (a discriminator such as `type`), that string; else ``type``.
    public func selectingName(among names: Set<String>, discriminator property: String?) -> String {
        guard !names.contains(type), let property else { return type }
        guard let object = try? JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any],
            let value = object[property] as? String
        else { return type }
        return value
    }

    /// The event's `data` decoded as JSON into `type`.
    ///
    /// - Throws: ``APIError/decoding(_:)`` when it does not match.
    public func decodeData<Value: Decodable>(as type: Value.Type) throws -> Value {
        try JSONCoding.decode(type, from: Data(data.utf8))
    }
}

// MARK: - Streams of named events

extension APIClient {
    /// Sends `endpoint` and returns the server-sent events of its `text/event-stream` response as they arrive, each
    /// decoded as the case of `Payload` its name selects (an unknown name is `Payload`'s `unknown` case, never an
    /// error that ends the stream).
    ///
    /// - Parameters:
    ///   - endpoint: The call, whose successful body is read as the stream.
    ///   - payload: The type each event decodes as.
    ///   - sentinel: The `data` of the event that ends the stream cleanly (such as `[DONE]`); it is not delivered.
    /// - Throws: what ``events(_:of:sentinel:)`` throws.
    public func namedEvents<Payload: ServerSentEventDecodable, Headers>(
        _ endpoint: EndpointWithHeaders<Data, Headers>,
        of payload: Payload.Type,
        sentinel: String? = nil
    ) async throws -> ResponseStream<TypedServerSentEvent<Payload>> {
        try await typedEvents(endpoint, sentinel: sentinel) { event in try Payload(event: event) }
    }
}
