/// Where the decoder read the parts of a spec that the model keeps without a location of their own, keyed by their
/// place in the model, so that ``SpecValidator``'s findings point where the user wrote them.
///
/// The decoder reads and locates; the validator decides what is allowed. A spec built in memory (by an importer)
/// has an empty map: every finding then points at the nearest located part of the model (the method, the parameter,
/// the error mapping), which the importer locates at the node it came from.
struct SpecSourceMap: Sendable {
    /// A part of a spec the model does not locate itself.
    enum Place: Hashable, Sendable {
        /// The value of a repository method's `endpoint`.
        case methodEndpoint(repository: String, method: String)
        /// The value of a repository method's `returns`.
        case methodReturns(repository: String, method: String)
        /// The value of a repository method's `from`.
        case methodResponseProperty(repository: String, method: String)
        /// The key `pages` of a repository method.
        case methodPages(repository: String, method: String)
        /// The value of `to` of a repository method's parameter, by its index among the decoded parameters.
        case parameterTarget(repository: String, method: String, index: Int)
        /// The value of `type` of a repository method's parameter, by its index among the decoded parameters.
        case parameterType(repository: String, method: String, index: Int)
        /// An argument of a repository method's error mapping, by where the mapping is written and the argument's
        /// index among the arguments.
        case errorArgument(repository: String, method: String, mapping: SourceLocation, index: Int)
        /// A `{placeholder}` in an endpoint's `path`, by its index among the template's placeholders; the endpoint
        /// by where its name is written, which a configuration's rename keeps.
        case pathPlaceholder(endpoint: SourceLocation, index: Int)
        /// The value of `name` of an `apiKey` security scheme, by the scheme's name.
        case securitySchemeKeyName(scheme: String)
        /// A scheme named in an example's `credentials`, by where the example is written.
        case exampleCredential(example: SourceLocation, scheme: String)
        /// The value of a model's `errorMessage`, by where the model's name is written.
        case errorMessage(model: SourceLocation)
        /// The value of `from` of an argument of a `domain` mapping, by where `domain` is written and the argument's
        /// index.
        case domainArgumentProperty(mapping: SourceLocation, index: Int)
        /// The value of a `domain` mapping's `invalid`, recorded even when it is not a Swift error value.
        case domainInvalid(mapping: SourceLocation)
        /// The value of the spec's `name`.
        case specName
        /// The name of a header of an example, by where the example is written and the header's index.
        case exampleHeader(example: SourceLocation, index: Int)
        /// The value of an endpoint's `idempotencyKey`, or of the spec's when the endpoint takes it from there; the
        /// endpoint by where its name is written.
        case idempotencyKey(endpoint: SourceLocation)
        /// The name of a parameter of an example (its value as a located node), by where the example is written and
        /// the parameter's index.
        case exampleParameter(example: SourceLocation, index: Int)
        /// The value of a header of an example, by where the example is written and the header's index.
        case exampleHeaderValue(example: SourceLocation, index: Int)
        /// An example's `body` (as a located node), by where the example is written.
        case exampleBody(example: SourceLocation)
        /// The key `fields` of an example, recorded even when it holds no field.
        case exampleFields(example: SourceLocation)
        /// The key `intervalMilliseconds` of an example (its value: ``exampleIntervalValue(example:)``).
        case exampleInterval(example: SourceLocation)
        /// The value of an example's `intervalMilliseconds`.
        case exampleIntervalValue(example: SourceLocation)
        /// The key `stream` of an example.
        case exampleStream(example: SourceLocation)
        /// The value of `contentType` of a request body, by the endpoint (where its name is written) and the body's
        /// index (0 the body, then its alternatives).
        case bodyContentType(endpoint: SourceLocation, index: Int)
        /// The key `encoding` of a request body, as ``bodyContentType(endpoint:index:)``.
        case bodyEncoding(endpoint: SourceLocation, index: Int)
        /// The first schema key of a form request body, as ``bodyContentType(endpoint:index:)``.
        case bodySchema(endpoint: SourceLocation, index: Int)
        /// The value of `enum` (the list), by its owner: where an enumeration model's name is written, or where an
        /// inline schema is written (``Schema/location``).
        case enumValues(owner: SourceLocation)
        /// One value of `enum`, by its owner (as ``enumValues(owner:)``) and its index among the decoded values.
        case enumValue(owner: SourceLocation, index: Int)
        /// One name of a value enumeration's `caseNames`, by where the model's name is written and the index of the
        /// case it names.
        case caseName(model: SourceLocation, index: Int)
        /// The value of a schema's `default`, by where the schema is written (``Schema/location``).
        case schemaDefault(schema: SourceLocation)
        /// The key `sentinel` of a response, by where the response's status is written.
        case sentinel(response: SourceLocation)
        /// The value of a response's `sentinel`, as ``sentinel(response:)``.
        case sentinelValue(response: SourceLocation)
        /// The value of `sentinel` of a response's `stream`, by where `stream` is written.
        case streamSentinel(stream: SourceLocation)
        /// The key `events` of a response's `stream`, by where `stream` is written; recorded even when it names no
        /// event.
        case streamEvents(stream: SourceLocation)
        /// The value of the spec's `servers` (the list, as a located node), recorded even when it lists no server.
        case servers
        /// An entry of `servers`, by the server's index among the decoded servers (a server too broken to decode is
        /// left out of the model and not counted).
        case server(index: Int)
        /// The value of a server's `name`, as ``server(index:)``.
        case serverName(index: Int)
        /// The value of a server's `url`, as ``server(index:)``.
        case serverURL(index: Int)
        /// The name of a server's variable (its key), by the server's index (as ``server(index:)``) and the
        /// variable's index among the server's variables.
        case serverVariable(server: Int, index: Int)
        /// The value of a server variable's `default`, as ``serverVariable(server:index:)``.
        case serverVariableDefault(server: Int, index: Int)
        /// The value of a server variable's `enum`, as ``serverVariable(server:index:)``; recorded even when it lists
        /// no value.
        case serverVariableEnum(server: Int, index: Int)
    }

    private var locations: [Place: SourceLocation] = [:]
    /// Values the model keeps without locations (an example's body and parameter values), as the decoder read them,
    /// so a check can point inside them.
    private var nodes: [Place: JSONNode] = [:]

    /// Creates an empty map.
    init() {}

    /// Where `place` is written, if the decoder recorded it.
    subscript(place: Place) -> SourceLocation? {
        get { locations[place] }
        set { locations[place] = newValue }
    }

    /// Where `place` is written, else `fallback` (the nearest located part of the model).
    func location(of place: Place, or fallback: SourceLocation) -> SourceLocation {
        locations[place] ?? fallback
    }

    /// The located value written at `place`, if the decoder recorded it.
    func node(at place: Place) -> JSONNode? {
        nodes[place]
    }

    /// Records the located value written at `place`.
    mutating func record(_ node: JSONNode, at place: Place) {
        nodes[place] = node
    }

    /// Every recorded location, by place (a configuration keeps those of its mappings and repositories).
    var locationsByPlace: [Place: SourceLocation] { locations }

    /// Adds `other`'s locations; a place already recorded keeps its location.
    mutating func add(_ other: [Place: SourceLocation]) {
        locations.merge(other) { current, _ in current }
    }

    /// Whether the map holds no location (a spec built in memory).
    var isEmpty: Bool { locations.isEmpty && nodes.isEmpty }
}
