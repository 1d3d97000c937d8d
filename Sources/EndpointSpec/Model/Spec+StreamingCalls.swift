// MARK: - The calls of a streaming alternative

/// How one of the two calls of a ``StreamingAlternative`` sets the request body's boolean stream property.
public struct StreamPropertySetting: Hashable, Sendable {
    /// The property's name on the wire, for example `stream`.
    public var property: String
    /// `true` for the streaming call, which always sends `true`; `false` for the plain call, which sends `false`
    /// when the caller left the property unset.
    public var isStreaming: Bool

    /// Creates a setting.
    public init(property: String, isStreaming: Bool) {
        self.property = property
        self.isStreaming = isStreaming
    }
}

extension Spec {
    /// This spec with each endpoint whose success response has a ``ResponseDefinition/stream`` followed by its
    /// streaming call (``EndpointDefinition/streamingCall``), and both calls' ``EndpointDefinition/streamPropertySetting``
    /// set: what code generation and the stub server see.
    public func expandingStreamingCalls() -> Spec {
        guard endpoints.contains(where: { $0.successResponse?.stream != nil }) else { return self }
        var expanded = self
        expanded.endpoints = endpoints.flatMap { endpoint -> [EndpointDefinition] in
            guard var streaming = endpoint.streamingCall, let stream = endpoint.successResponse?.stream else {
                return [endpoint]
            }
            var plain = endpoint
            if let property = streamProperty(of: endpoint, stream: stream) {
                plain.streamPropertySetting = StreamPropertySetting(property: property, isStreaming: false)
                streaming.streamPropertySetting = StreamPropertySetting(property: property, isStreaming: true)
            }
            return [plain, streaming]
        }
        return expanded
    }

    /// The wire name of the boolean property of `endpoint`'s body model that `stream` sets, if it has one.
    public func streamProperty(of endpoint: EndpointDefinition, stream: StreamingAlternative) -> String? {
        guard let name = stream.streamProperty.propertyName, let body = endpoint.body, !body.isNullable,
            case .reference(let modelName) = body.kind, let model = model(named: modelName),
            case .object(let properties) = model.kind, model.typeOverride == nil,
            let property = properties.first(where: { $0.wireName == name }), property.schema.kind == .boolean
        else { return nil }
        return property.wireName
    }
}

extension EndpointDefinition {
    /// The name of the streaming call of a response's ``ResponseDefinition/stream``: `<name>Stream`.
    public var streamingCallName: String { name + "Stream" }

    /// The streaming call of this endpoint's success response's ``ResponseDefinition/stream``: the same request,
    /// named ``streamingCallName``, whose only success response is the stream (it keeps its ``ResponseDefinition/stream``
    /// for the named events); the error responses stay. `nil` when the success response has no stream.
    public var streamingCall: EndpointDefinition? {
        guard let success = successResponse, let stream = success.stream else { return nil }
        var streamed = ResponseDefinition(
            status: success.status,
            schema: stream.schema,
            mediaType: stream.mediaType,
            description: stream.description ?? success.description,
            headers: success.headers,
            sentinel: stream.sentinel,
            location: stream.location
        )
        streamed.stream = stream
        var call = self
        call.name = streamingCallName
        call.operationID = nil
        call.responses = responses.compactMap { response in
            if response.status == success.status { return streamed }
            return response.isSuccess ? nil : response
        }
        call.examples = []
        let note = "The streaming call of `\(name)`: asks for `\(stream.mediaType.essence)` and reads it as it arrives."
        call.description = description.map { $0 + "\n\n" + note } ?? note
        return call
    }
}

// MARK: - Named events

/// The named events a streaming call decodes (``Spec/namedStreamEvents(of:)``).
public struct NamedStreamEvents: Hashable, Sendable {
    /// The events by name, in order: the stream's `events`, else the values of its union item schema's
    /// discriminator and the models they select.
    public var events: [NamedStreamEvent]
    /// The discriminator property of the union item schema, if any: an event whose name is not listed (an event
    /// without `event:` is a `message`) is looked up by that property of its data.
    public var discriminatorProperty: String?
}

extension Spec {
    /// The named events of `endpoint`'s event stream: its ``StreamingAlternative/events``, or, when its item schema
    /// is a `oneOf` model with a discriminator, each discriminator value and the model it selects; `nil` when the
    /// endpoint does not stream events by name.
    public func namedStreamEvents(of endpoint: EndpointDefinition) -> NamedStreamEvents? {
        guard let response = endpoint.successResponse, response.mediaType.kind == .eventStream,
            let stream = response.stream
        else { return nil }
        var discriminator: Discriminator?
        var alternatives: [String] = []
        if case .reference(let name) = stream.schema.kind, let model = model(named: name), model.typeOverride == nil,
            case .oneOf(let schemas, let found?) = model.kind
        {
            discriminator = found
            alternatives = schemas.compactMap { if case .reference(let name) = $0.kind { name } else { nil } }
        }
        var events = stream.events
        if events.isEmpty, let discriminator {
            events = discriminator.resolvedMapping(alternatives: alternatives).map {
                NamedStreamEvent(
                    name: $0.value,
                    schema: Schema(.reference($0.model), location: stream.schema.location),
                    location: stream.location
                )
            }
        }
        guard !events.isEmpty else { return nil }
        return NamedStreamEvents(events: events, discriminatorProperty: discriminator?.propertyName)
    }
}
