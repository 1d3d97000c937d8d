import EndpointSpec

/// Answers requests from the `examples` of a spec's endpoints: the request handler behind ``StubServer``.
///
/// - The method and path choose the endpoint (see ``ExampleRouter``); an unknown path gets `404`, a known path
///   with another method `405` with `Allow`.
/// - The first example whose `parameters` all match the request (path and query parameters by wire name) answers;
///   otherwise the example without parameters; otherwise `404 {"message":"No example matches this request."}`.
/// - Example bodies are sent as compact JSON with `Content-Type: application/json`, members in spec order and
///   numbers as written.
public struct StubAPI: Sendable {
    /// The routing table built from the spec.
    public let router: ExampleRouter

    /// Creates the stub for `spec`.
    public init(spec: Spec) {
        router = ExampleRouter(spec: spec)
    }

    /// The response to `request`.
    public func respond(to request: HTTPServerRequest) -> HTTPServerResponse {
        switch router.resolve(method: request.method, pathSegments: request.pathSegments) {
        case .notFound:
            return .message(status: 404, "No endpoint matches \(request.method) \(request.path).")
        case .methodNotAllowed(let allowed):
            return .message(
                status: 405,
                "\(request.method) is not allowed for \(request.path); use \(allowed.joined(separator: ", ")).",
                headers: ["Allow": allowed.joined(separator: ", ")]
            )
        case .matched(let endpoint, let pathParameters):
            let matcher = ExampleMatcher(endpoint: endpoint, request: request, pathParameters: pathParameters)
            guard let example = matcher.selectExample() else {
                return .message(status: 404, "No example matches this request.")
            }
            guard let body = example.body else { return HTTPServerResponse(status: example.status) }
            return .json(status: example.status, JSONWriter.text(body))
        }
    }

    /// ``respond(to:)`` as an ``HTTPServer/Handler``.
    public var handler: HTTPServer.Handler {
        { [self] request in respond(to: request) }
    }
}
