/// A success response's `stream`: the streaming media type the same status also offers (chat-completion APIs
/// answer `200` with `application/json` or `text/event-stream`), generated as a second call, `<endpoint>Stream`,
/// that asks for the stream and returns its typed items.
///
/// ```json
/// "200": { "$ref": "ChatCompletion",
///          "stream": { "contentType": "text/event-stream", "$ref": "ChatCompletionChunk", "sentinel": "[DONE]" } }
/// ```
public struct StreamingAlternative: Hashable, Sendable {
    /// `contentType`: a streaming media type (`text/event-stream`, JSON Lines, `application/json-seq`).
    public var mediaType: BodyMediaType
    /// The type of each event's `data` or each value (text events, or any JSON, when the spec gives none).
    public var schema: Schema
    /// `sentinel`: for `text/event-stream`, the `data` of the event that ends the stream cleanly (`[DONE]`).
    public var sentinel: String?
    /// `events`: for `text/event-stream`, the type each named event's `data` decodes as, in source order; an
    /// event whose name is not listed reaches the caller as the raw event (`unknown`).
    public var events: [NamedStreamEvent]
    /// `streamProperty`: the boolean property of the request body that picks the stream.
    public var streamProperty: StreamProperty
    /// `description`.
    public var description: String?
    /// Where the `stream` key is written.
    public var location: SourceLocation

    /// Creates a streaming alternative.
    public init(
        mediaType: BodyMediaType,
        schema: Schema,
        sentinel: String? = nil,
        events: [NamedStreamEvent] = [],
        streamProperty: StreamProperty = .automatic,
        description: String? = nil,
        location: SourceLocation
    ) {
        self.mediaType = mediaType
        self.schema = schema
        self.sentinel = sentinel
        self.events = events
        self.streamProperty = streamProperty
        self.description = description
        self.location = location
    }

    /// The property of the request body a streaming alternative's calls set: `true` on the streaming call, `false`
    /// on the plain call unless the caller set it.
    public enum StreamProperty: Hashable, Sendable {
        /// `stream`, when the body model has a boolean property of that name (the default).
        case automatic
        /// The named boolean property (`"streamProperty": "sse"`).
        case named(String)
        /// None (`"streamProperty": false`): the body is sent as the caller built it.
        case none

        /// The name of the wire property this setting looks for, `nil` for ``none``.
        public var propertyName: String? {
            switch self {
            case .automatic: Self.defaultName
            case .named(let name): name
            case .none: nil
            }
        }

        /// The property looked for by default: `stream`.
        public static let defaultName = "stream"
    }
}

/// One entry of a streaming alternative's `events`: the event name (`event:` field) and its data's type.
public struct NamedStreamEvent: Hashable, Sendable {
    /// The event name as the server sends it, for example `response.created`.
    public var name: String
    /// The type the event's `data` decodes as.
    public var schema: Schema
    /// Where the name is written.
    public var location: SourceLocation

    /// Creates a named event.
    public init(name: String, schema: Schema, location: SourceLocation) {
        self.name = name
        self.schema = schema
        self.location = location
    }
}

// MARK: - Schemas

extension StreamingAlternative {
    /// The item schema, then each named event's.
    public var schemas: [Schema] { [schema] + events.map(\.schema) }

    /// This alternative with every reference to a model in `renames` renamed.
    func renamingModels(_ renames: [String: String]) -> StreamingAlternative {
        var renamed = self
        renamed.schema = schema.renamingModels(renames)
        for index in renamed.events.indices {
            renamed.events[index].schema = events[index].schema.renamingModels(renames)
        }
        return renamed
    }
}
