// MARK: - What only an event stream takes: `sentinel` and `events`

extension SpecValidator {
    /// A response's `sentinel`, and its `stream`'s `sentinel` and `events`, belong to a `text/event-stream`: a
    /// sentinel is the non-empty `data` of the event that ends the stream, an event name non-empty text on one line.
    /// The importer makes none of them; a configuration sets them on event streams only.
    mutating func checkEventStreamParts(of endpoint: EndpointDefinition) {
        for response in endpoint.responses {
            if let sentinel = response.sentinel {
                let key = sourceMap.location(of: .sentinel(response: response.location), or: response.location)
                if !response.isSuccess, response.mediaType.essence == "text/event-stream" {
                    // An error response that streams events is read whole, as bytes.
                    log.error(
                        "'sentinel' applies only to a success (2xx) response; an error response is read whole",
                        at: key
                    )
                } else {
                    checkSentinel(
                        sentinel,
                        mediaType: response.mediaType,
                        keyLocation: key,
                        valueLocation: sourceMap.location(
                            of: .sentinelValue(response: response.location),
                            or: response.location
                        )
                    )
                }
            }
            guard let stream = response.stream else { continue }
            if let sentinel = stream.sentinel {
                let location = sourceMap.location(of: .streamSentinel(stream: stream.location), or: stream.location)
                checkSentinel(sentinel, mediaType: stream.mediaType, keyLocation: location, valueLocation: location)
            }
            checkEvents(of: stream)
        }
    }

    /// A sentinel (at `keyLocation` when its media type is wrong, at `valueLocation` when it is empty).
    private mutating func checkSentinel(
        _ sentinel: String,
        mediaType: BodyMediaType,
        keyLocation: SourceLocation,
        valueLocation: SourceLocation
    ) {
        guard mediaType.kind == .eventStream else {
            log.error(
                "'sentinel' applies only to a text/event-stream response, not \(mediaType.essence)",
                at: keyLocation
            )
            return
        }
        if sentinel.isEmpty {
            log.error(
                "'sentinel' must not be empty: it is the data of the event that ends the stream, such as \"[DONE]\"",
                at: valueLocation
            )
        }
    }

    /// `events` of a `stream`: on a `text/event-stream` only (written, even empty, or holding events), each name
    /// non-empty text on one line.
    private mutating func checkEvents(of stream: StreamingAlternative) {
        let key = sourceMap[.streamEvents(stream: stream.location)]
        guard stream.mediaType.kind == .eventStream else {
            if key != nil || !stream.events.isEmpty {
                log.error(
                    "'events' applies only to a text/event-stream response, not \(stream.mediaType.essence)",
                    at: key ?? stream.location
                )
            }
            return
        }
        for event in stream.events where !Self.isEventName(event.name) {
            log.error("an event name in 'events' must be non-empty text on one line", at: event.location)
        }
    }

    /// Whether `name` can name an event: non-empty text on one line.
    static func isEventName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains(where: \.isNewline)
    }
}
