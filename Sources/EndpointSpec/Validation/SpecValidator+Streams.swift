// MARK: - Streaming responses and alternatives

extension SpecValidator {
    /// A call returns one stream, so a streaming 2xx response must be the endpoint's only 2xx response with a body.
    /// The importer turns such a response into raw bytes first (with a warning), so only written specs break this.
    mutating func checkStreamingResponses(of endpoint: EndpointDefinition) {
        let successes = endpoint.responses.filter { $0.isSuccess && $0.schema != nil }
        guard successes.count > 1, let streaming = successes.first(where: { $0.mediaType.kind.isStreaming }) else {
            return
        }
        let other = successes.first { $0.status != streaming.status }
        log.error(
            "response '\(streaming.status)' of endpoint '\(endpoint.name)' streams \(streaming.mediaType.essence), "
                + "so it must be the endpoint's only 2xx response with a body",
            at: streaming.location,
            notes: other.map { [("the other 2xx response with a body is here", $0.location)] } ?? []
        )
    }

    /// Checks the ``ResponseDefinition/stream`` of `endpoint`'s responses: only the success response a call returns
    /// may have one, its call's name must be free, and a `streamProperty` it names must be a boolean property of
    /// the body model.
    mutating func checkStreamingAlternatives(of endpoint: EndpointDefinition) {
        let success = endpoint.successResponse
        for response in endpoint.responses {
            guard let stream = response.stream else { continue }
            guard response.status == success?.status else {
                log.error(
                    "'stream' applies to the endpoint's first success response, the one its call returns; "
                        + "move it to response '\(success.map { Self.statusText($0.status) } ?? "")'",
                    at: stream.location
                )
                continue
            }
            let callName = endpoint.streamingCallName
            if let taken = spec.endpoints.first(where: { $0.name == callName }) {
                log.error(
                    "the streaming call of endpoint '\(endpoint.name)' is named '\(callName)', which another "
                        + "endpoint already is; rename one of them",
                    at: stream.location,
                    notes: [("endpoint '\(callName)' is declared here", taken.location)]
                )
            }
            if case .named(let name) = stream.streamProperty, spec.streamProperty(of: endpoint, stream: stream) == nil {
                log.error(
                    "'streamProperty' names '\(name)', but the request body of endpoint '\(endpoint.name)' is not a "
                        + "model with a boolean property '\(name)'",
                    at: stream.location
                )
            }
            var seen: [String: SourceLocation] = [:]
            for event in stream.events where Self.isEventName(event.name) {
                if let first = seen[event.name] {
                    log.error(
                        "event '\(event.name)' is listed twice in 'events'",
                        at: event.location,
                        notes: [("it was first listed here", first)]
                    )
                }
                seen[event.name] = event.location
            }
        }
    }
}
