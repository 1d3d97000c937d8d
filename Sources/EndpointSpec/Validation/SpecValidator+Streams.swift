// MARK: - Streaming alternatives

extension SpecValidator {
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
            for event in stream.events {
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
