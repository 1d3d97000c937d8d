import EndpointSpec

/// One way the stub answers a request routed to an operation: from the spec's examples, from the schema, and so
/// on. ``StubAPI`` asks its sources in order; the first answer wins.
///
/// A source sees the request after routing, credentials, body parsing and validation, with the `Prefer` header
/// already read (``StubRequestContext``). To serve something new (a paginated chain, an event stream), add a
/// source to ``StubAPI``'s list before the ones it takes precedence over.
protocol StubAnswerSource: Sendable {
    /// The answer to `context`'s request, or `nil` to leave it to the next source.
    func answer(_ context: StubRequestContext) -> StubAnswer?
}

/// A request routed to an operation, as the answer sources see it.
struct StubRequestContext: Sendable {
    /// The request.
    var request: HTTPServerRequest
    /// The operation serving it.
    var endpoint: EndpointDefinition
    /// The decoded path placeholder values by name (the preferred way the path fits the template).
    var pathParameters: [String: String]
    /// The fields of a form or multipart body (``RequestBodyFields``); empty for any other body.
    var bodyFields: [String: [String]]
    /// What the request's `Prefer` header asks for.
    var preference: StubPreference
}
