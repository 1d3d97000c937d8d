import EndpointSpec

/// Answers requests to a spec's endpoints as a mock server does, Prism's way: every operation answers, and only
/// what the request asks for is an error. The request handler behind ``StubServer`` and `endpoint-gen serve`.
///
/// - The method and path choose the endpoint (see ``ExampleRouter``); an unknown path gets `404`, a known path
///   with another method `405` with `Allow`.
/// - With ``StubCredentials/required`` (or ``StubCredentials/accepting(_:)``), a request to an endpoint whose
///   `security` it does not satisfy — no requirement all of whose credentials it carries (with the accepted values)
///   — gets `401` with a message naming the schemes, never a value (and `WWW-Authenticate: Bearer` when every
///   alternative sends a token).
/// - The body of an endpoint taking a form or `multipart/form-data` body is parsed (``RequestBodyFields``): a text
///   field matches by its text, a file part by its filename. A request with another `Content-Type` gets `415`, a
///   body that does not parse `400`, each with a message saying why.
/// - `Prefer: example=<name>` answers the named example, `Prefer: code=<status>` an example of that status or a
///   body built from that response's schema; what the endpoint does not declare gets `400`.
/// - Otherwise the first example whose `parameters` all match the request (path, query and header parameters by
///   wire name) and whose `fields` all match its body's fields answers; otherwise the example without either, when
///   it is a success or the catch-all of examples that match on parameters. A path that fits its template in
///   several ways (`/v1/{a}-{b}` and `/v1/x-y-z`) is tried every way. An example with `credentials` answers only a
///   request carrying those values; a request that some example would answer but for its credentials gets `401`.
/// - Otherwise the lowest declared 2xx response answers with a body built from its schema
///   (``SchemaExampleBuilder``: the document's `example`s first, then values from the types).
/// - Example bodies are sent as compact JSON with `Content-Type: application/json`, members in spec order and
///   numbers as written, with the example's `headers`. When the response the example's status selects is text, a
///   string body is sent as itself in the charset of its `Content-Type` (the example's, else the response's
///   `contentType` with `charset=utf-8`); when it is binary, a base64 string body is sent as its bytes.
///
/// ``answer(to:)`` also says where each response came from (``StubAnswerOrigin``), for a log line.
public struct StubAPI: Sendable {
    /// The routing table built from the spec.
    public let router: ExampleRouter
    /// The spec's top-level `security`, for endpoints without their own.
    private let security: [SecurityRequirement]
    private let credentialCheck: CredentialCheck
    /// Where answers come from, asked in order (see ``StubAnswerSource``).
    private let sources: [any StubAnswerSource]
    /// Checks requests against their operation; `nil` when requests are not validated.
    private let validator: RequestValidator?

    /// Creates the stub for `spec`; `credentials` says whether requests must carry what their endpoints require,
    /// `validatesRequests` whether a request that does not fit its operation gets `422`.
    public init(spec: Spec, credentials: StubCredentials = .ignored, validatesRequests: Bool = true) {
        validator = validatesRequests ? RequestValidator(spec: spec) : nil
        router = ExampleRouter(spec: spec)
        security = spec.security
        let credentialCheck = CredentialCheck(
            schemes: Dictionary(spec.securitySchemes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }),
            credentials: credentials
        )
        self.credentialCheck = credentialCheck
        let bodies = SchemaBodies(spec: spec)
        sources = [
            PreferredAnswers(bodies: bodies, credentialCheck: credentialCheck),
            ExampleAnswers(credentialCheck: credentialCheck),
            SchemaAnswers(bodies: bodies),
        ]
    }

    /// The response to `request`.
    public func respond(to request: HTTPServerRequest) -> HTTPServerResponse {
        answer(to: request).response
    }

    /// The response to `request` and where it came from (an example, the schema, a violation…).
    public func answer(to request: HTTPServerRequest) -> StubAnswer {
        let resolution = router.resolve(
            method: request.method,
            pathSegments: request.pathSegments,
            queryItems: request.queryItems
        )
        switch resolution {
        case .notFound:
            return StubAnswer(
                .message(status: 404, "No endpoint matches \(request.method) \(request.path)."),
                origin: .noRoute
            )
        case .methodNotAllowed(let allowed):
            let response = HTTPServerResponse.message(
                status: 405,
                "\(request.method) is not allowed for \(request.path); use \(allowed.joined(separator: ", ")).",
                headers: ["Allow": allowed.joined(separator: ", ")]
            )
            return StubAnswer(response, origin: .noRoute)
        case .matched(let chosen, let chosenParameters):
            let (routed, pathParameters) = validRoute(for: request, chosen: chosen, pathParameters: chosenParameters)
            // A response's `stream`: the streaming call answers a request that asks for the stream.
            let endpoint = routed.answering(request)
            if let rejection = credentialCheck.rejection(of: request, requiring: endpoint.security ?? security) {
                return StubAnswer(rejection, origin: .credentials)
            }
            var bodyFields: [String: [String]] = [:]
            switch RequestBodyFields.read(request, for: endpoint) {
            case .notApplicable: break
            case .fields(let fields): bodyFields = fields
            case .rejected(let response): return StubAnswer(response, origin: .unreadableBody)
            }
            let context = StubRequestContext(
                request: request,
                endpoint: endpoint,
                pathParameters: pathParameters,
                bodyFields: bodyFields,
                preference: StubPreference(headerValues: request.headers.values(for: "Prefer"))
            )
            if let violations = validator?.violations(of: context), !violations.isEmpty {
                return Self.invalid(context, violations: violations)
            }
            for source in sources {
                if let answer = source.answer(context) { return answer }
            }
            return StubAnswer(HTTPServerResponse(status: 200), origin: .schema)
        }
    }

    /// The route for `request`: the one the router chose, unless its parameters do not fit it and those of
    /// another endpoint that fits the path do (`/sites/s-1/zones/count` is `/sites/{id}/{type}/count` when
    /// `/sites/{id}/zones/{zone}` takes a UUID; of two operations on one path, the one whose required parameters
    /// the request carries).
    private func validRoute(
        for request: HTTPServerRequest,
        chosen: EndpointDefinition,
        pathParameters: [String: String]
    ) -> (EndpointDefinition, [String: String]) {
        guard let validator else { return (chosen, pathParameters) }
        let fitting = router.fittingEndpoints(
            method: request.method,
            pathSegments: request.pathSegments,
            queryItems: request.queryItems
        )
        guard fitting.count > 1 else { return (chosen, pathParameters) }
        for candidate in fitting {
            let context = StubRequestContext(
                request: request,
                endpoint: candidate.endpoint,
                pathParameters: candidate.parameters,
                bodyFields: [:],
                preference: StubPreference(headerValues: [])
            )
            if validator.parameterViolations(of: context).isEmpty { return (candidate.endpoint, candidate.parameters) }
        }
        return (chosen, pathParameters)
    }

    /// `422` listing every violation of the request.
    private static func invalid(_ context: StubRequestContext, violations: [Problem.Violation]) -> StubAnswer {
        let endpoint = context.endpoint
        let count = "\(violations.count) violation\(violations.count == 1 ? "" : "s")"
        let problem = Problem(
            status: 422,
            title: "The request does not match the operation",
            detail: "\(count) of endpoint '\(endpoint.name)' (\(endpoint.method) \(endpoint.path)): "
                + violations.map(\.message).joined(separator: "; "),
            violations: violations
        )
        return StubAnswer(problem.response, origin: .invalidRequest(locations: violations.map(\.location)))
    }

    /// ``respond(to:)`` as an ``HTTPServer/Handler``.
    public var handler: HTTPServer.Handler {
        { [self] request in respond(to: request) }
    }
}
