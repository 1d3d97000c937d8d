/// A configuration file's `streams`: what OpenAPI has no word for about event streams — the sentinel that ends
/// them, the request body's property that asks for them, and the types of named events — for the whole document
/// and per operation.
///
/// ```json
/// "streams": {
///   "sentinel": "[DONE]",
///   "operations": { "createResponse": { "sentinel": false, "events": { "response.created": "ResponseCreatedEvent" } } }
/// }
/// ```
public struct StreamConfiguration: Hashable, Sendable {
    /// The settings of one operation, or of the whole document.
    public struct Settings: Hashable, Sendable {
        /// `sentinel`: the `data` of the event that ends an event stream cleanly (`[DONE]`); a `nil` value
        /// (`false`) says the stream has none, overriding the document's.
        public var sentinel: ConfiguredValue<String?>?
        /// `streamProperty`: the request body's boolean property the streaming call sets `true` (`false`: none).
        public var streamProperty: ConfiguredValue<StreamingAlternative.StreamProperty>?
        /// `events`: event name → the model its data decodes as, by the document's model name.
        public var events: [ConfiguredRename] = []

        /// No settings.
        public init() {}

        /// Whether nothing is set.
        public var isEmpty: Bool { sentinel == nil && streamProperty == nil && events.isEmpty }
    }

    /// One entry of `operations`: the endpoint (or `operationId`) it names and its settings.
    public struct Operation: Hashable, Sendable {
        /// The endpoint's name or OpenAPI `operationId`.
        public var name: String
        /// Where the name is written.
        public var location: SourceLocation
        /// The settings.
        public var settings: Settings

        /// Creates an entry.
        public init(name: String, location: SourceLocation, settings: Settings) {
            self.name = name
            self.location = location
            self.settings = settings
        }
    }

    /// The settings for every operation (`events` is per operation only).
    public var document = Settings()
    /// `operations`, in source order.
    public var operations: [Operation] = []

    /// No settings.
    public init() {}

    /// Whether applying changes nothing.
    public var isEmpty: Bool { document.isEmpty && operations.isEmpty }
}
