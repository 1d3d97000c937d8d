// MARK: - A response's streaming alternative

extension SpecDecoder {
    /// Decodes a response's `stream`: a streaming media type, the schema of each item, and `sentinel`, `events`
    /// and `streamProperty`; allowed only on a success response that is not a stream itself.
    mutating func decodeStreamingAlternative(
        in response: ObjectView,
        responseMediaType: BodyMediaType,
        isSuccess: Bool
    ) -> StreamingAlternative? {
        guard let member = response["stream"] else { return nil }
        let context = "'stream' of \(response.context)"
        guard let view = object(member.value, context: context, anchor: member.keyLocation, keys: SpecKeys.stream)
        else { return nil }
        guard isSuccess, !responseMediaType.kind.isStreaming else {
            log.error(
                isSuccess
                    ? "'stream' applies to a response that does not stream itself; \(response.context) streams "
                        + "\(responseMediaType.essence) already"
                    : "'stream' applies only to a success (2xx) response; an error response is read whole",
                at: member.keyLocation
            )
            return nil
        }
        guard view["contentType"] != nil else {
            log.error(
                "\(context) is missing required key 'contentType': name the streaming media type, such as "
                    + "\"text/event-stream\"",
                at: member.keyLocation
            )
            return nil
        }
        guard let body = decodeResponseBody(view) else { return nil }
        let schema = body.schema
        guard body.mediaType.kind.isStreaming else {
            log.error(
                "\(context) must name a streaming media type (text/event-stream, application/jsonl, "
                    + "application/x-ndjson, application/json-seq), found \(body.mediaType.essence)",
                at: view["contentType"]?.value.location ?? member.keyLocation
            )
            return nil
        }
        return StreamingAlternative(
            mediaType: body.mediaType,
            schema: schema,
            sentinel: decodeStreamSentinel(in: view, stream: member.keyLocation),
            events: decodeStreamEvents(in: view, stream: member.keyLocation),
            streamProperty: decodeStreamProperty(in: view),
            description: string("description", in: view),
            location: member.keyLocation
        )
    }

    /// `sentinel`: a string, whose value's location is recorded; the validator decides whether the stream takes one.
    private mutating func decodeStreamSentinel(in view: ObjectView, stream: SourceLocation) -> String? {
        guard let member = view["sentinel"], let text = string("sentinel", in: view) else { return nil }
        sourceMap[.streamSentinel(stream: stream)] = member.value.location
        return text
    }

    /// `events`: event name → the schema of its data, every name as written (the validator decides on the names
    /// and whether the stream takes events); where `events` is written is recorded.
    private mutating func decodeStreamEvents(in view: ObjectView, stream: SourceLocation) -> [NamedStreamEvent] {
        guard let members = members("events", in: view) else { return [] }
        if let key = view["events"]?.keyLocation { sourceMap[.streamEvents(stream: stream)] = key }
        var events: [NamedStreamEvent] = []
        for member in members {
            guard
                let event = object(
                    member.value,
                    context: "event '\(member.key)'",
                    anchor: member.keyLocation,
                    keys: SpecKeys.schema
                )
            else { continue }
            events.append(NamedStreamEvent(name: member.key, schema: decodeSchema(event), location: member.keyLocation))
        }
        return events
    }

    /// `streamProperty`: a property name, or `false` for none.
    private mutating func decodeStreamProperty(in view: ObjectView) -> StreamingAlternative.StreamProperty {
        guard let member = view["streamProperty"] else { return .automatic }
        switch member.value.value {
        case .bool(false): return .none
        case .string(let name) where !name.isEmpty: return .named(name)
        default:
            typeMismatch(member, expected: "a property name or false")
            return .automatic
        }
    }
}
