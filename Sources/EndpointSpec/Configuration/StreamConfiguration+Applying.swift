// MARK: - Applying `streams`

extension StreamConfiguration {
    /// `spec` with the configured sentinels, stream properties and named events: an operation's setting wins over
    /// the document's, which wins over what the spec says. An operation that names no endpoint, a setting its
    /// endpoint has nothing to apply to, and an event naming no model are errors at the configuration's entry.
    func applied(to spec: Spec, log: inout DiagnosticLog) -> Spec {
        var spec = spec
        var configured: [String: Operation] = [:]
        for operation in operations {
            guard
                let index = spec.endpointIndex(
                    calledBy: operation.name,
                    in: "'streams.operations'",
                    at: operation.location,
                    log: &log
                )
            else { continue }
            configured[spec.endpoints[index].name] = operation
        }
        let modelNames = spec.models.map(\.name)
        for index in spec.endpoints.indices {
            let operation = configured[spec.endpoints[index].name]
            guard let responseIndex = spec.endpoints[index].responses.firstIndex(where: \.isSuccess) else {
                if let operation { Self.reportNothingToApply(operation, endpoint: spec.endpoints[index], log: &log) }
                continue
            }
            var response = spec.endpoints[index].responses[responseIndex]
            let sentinel = operation?.settings.sentinel ?? document.sentinel
            let streamProperty = operation?.settings.streamProperty ?? document.streamProperty
            let events = operation?.settings.events ?? []
            if var stream = response.stream {
                if let sentinel, stream.mediaType.kind == .eventStream { stream.sentinel = sentinel.value }
                if let streamProperty { stream.streamProperty = streamProperty.value }
                if stream.mediaType.kind == .eventStream, !events.isEmpty {
                    stream.events = Self.events(events, modelNames: modelNames, log: &log)
                } else if let first = events.first {
                    log.error(
                        "'events' applies to an event stream; endpoint '\(spec.endpoints[index].name)' streams "
                            + stream.mediaType.essence,
                        at: first.keyLocation
                    )
                }
                response.stream = stream
            } else if response.mediaType.kind == .eventStream {
                if let sentinel { response.sentinel = sentinel.value }
                if let operation, let setting = operation.settings.streamProperty {
                    log.error(
                        "'streamProperty' applies to a response with a 'stream' beside its JSON; endpoint "
                            + "'\(spec.endpoints[index].name)' only streams",
                        at: setting.location
                    )
                }
                if let first = events.first {
                    log.error(
                        "'events' applies to a response with a 'stream' beside its JSON; endpoint "
                            + "'\(spec.endpoints[index].name)' only streams (give its response a union with a "
                            + "discriminator instead)",
                        at: first.keyLocation
                    )
                }
            } else if let operation {
                Self.reportNothingToApply(operation, endpoint: spec.endpoints[index], log: &log)
            }
            spec.endpoints[index].responses[responseIndex] = response
        }
        return spec
    }

    /// The configured events as named events, each naming a model of the spec.
    private static func events(
        _ events: [ConfiguredRename],
        modelNames: [String],
        log: inout DiagnosticLog
    ) -> [NamedStreamEvent] {
        events.compactMap { event in
            guard modelNames.contains(event.to) else {
                log.error(
                    "event '\(event.from)' names no model '\(event.to)'\(Suggestion.hint(for: event.to, in: modelNames))",
                    at: event.valueLocation
                )
                return nil
            }
            return NamedStreamEvent(
                name: event.from,
                schema: Schema(.reference(event.to), location: event.valueLocation),
                location: event.keyLocation
            )
        }
    }

    private static func reportNothingToApply(
        _ operation: Operation,
        endpoint: EndpointDefinition,
        log: inout DiagnosticLog
    ) {
        log.error(
            "'streams.operations.\(operation.name)': endpoint '\(endpoint.name)' has no event stream or 'stream' "
                + "response to apply it to",
            at: operation.location,
            notes: [("endpoint '\(endpoint.name)' is declared here", endpoint.location)]
        )
    }
}
