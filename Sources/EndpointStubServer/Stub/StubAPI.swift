import EndpointSpec

/// Answers requests from the `examples` of a spec's endpoints: the request handler behind ``StubServer``.
///
/// - The method and path choose the endpoint (see ``ExampleRouter``); an unknown path gets `404`, a known path
///   with another method `405` with `Allow`.
/// - The first example whose `parameters` all match the request (path and query parameters by wire name) and whose
///   `fields` all match its body's fields answers; otherwise the example without either; otherwise
///   `404 {"message":"No example matches this request."}`. A path that fits its template in several ways
///   (`/v1/{a}-{b}` and `/v1/x-y-z`) is tried every way.
/// - The body of an endpoint taking a form or `multipart/form-data` body is parsed (``RequestBodyFields``): a text
///   field matches by its text, a file part by its filename. A request with another `Content-Type` gets `415`, a
///   body that does not parse `400`, each with a message saying why.
/// - Example bodies are sent as compact JSON with `Content-Type: application/json`, members in spec order and
///   numbers as written, with the example's `headers`. When the response the example's status selects is text, a
///   string body is sent as itself in the charset of its `Content-Type` (the example's, else the response's
///   `contentType` with `charset=utf-8`); when it is binary, a base64 string body is sent as its bytes.
/// - With ``StubCredentials/required`` (or ``StubCredentials/accepting(_:)``), a request to an endpoint whose
///   `security` it does not satisfy — no requirement all of whose credentials it carries (with the accepted values)
///   — gets `401` with a message naming the schemes, never a value (and `WWW-Authenticate: Bearer` when every
///   alternative sends a token).
/// - An example with `credentials` answers only a request carrying those values (whatever ``StubCredentials`` says);
///   a request that some example would answer but for its credentials gets `401`.
public struct StubAPI: Sendable {
    /// The routing table built from the spec.
    public let router: ExampleRouter
    /// The spec's top-level `security`, for endpoints without their own.
    private let security: [SecurityRequirement]
    private let credentialCheck: CredentialCheck

    /// Creates the stub for `spec`; `credentials` says whether requests must carry what their endpoints require.
    public init(spec: Spec, credentials: StubCredentials = .ignored) {
        router = ExampleRouter(spec: spec)
        security = spec.security
        credentialCheck = CredentialCheck(
            schemes: Dictionary(spec.securitySchemes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }),
            credentials: credentials
        )
    }

    /// The response to `request`.
    public func respond(to request: HTTPServerRequest) -> HTTPServerResponse {
        let resolution = router.resolve(
            method: request.method,
            pathSegments: request.pathSegments,
            queryItems: request.queryItems
        )
        switch resolution {
        case .notFound:
            return .message(status: 404, "No endpoint matches \(request.method) \(request.path).")
        case .methodNotAllowed(let allowed):
            return .message(
                status: 405,
                "\(request.method) is not allowed for \(request.path); use \(allowed.joined(separator: ", ")).",
                headers: ["Allow": allowed.joined(separator: ", ")]
            )
        case .matched(let endpoint, let pathParameters):
            if let rejection = credentialCheck.rejection(of: request, requiring: endpoint.security ?? security) {
                return rejection
            }
            var bodyFields: [String: [String]] = [:]
            switch RequestBodyFields.read(request, for: endpoint) {
            case .notApplicable: break
            case .fields(let fields): bodyFields = fields
            case .rejected(let response): return response
            }
            let select = { (ignoringCredentials: Bool) in
                selectExample(
                    of: endpoint,
                    for: request,
                    pathParameters: pathParameters,
                    bodyFields: bodyFields,
                    ignoringCredentials: ignoringCredentials
                )
            }
            guard let example = select(false) else {
                if select(true) != nil {
                    return .message(status: 401, "No example of this endpoint answers these credentials.")
                }
                return .message(status: 404, "No example matches this request.")
            }
            let headers = HTTPHeaders(example.headers.map { ($0.name, $0.value) })
            guard let body = example.body else { return HTTPServerResponse(status: example.status, headers: headers) }
            return ExampleBody.response(
                status: example.status,
                body: body,
                headers: headers,
                response: endpoint.response(forStatus: example.status),
                itemInterval: example.itemInterval
            )
        }
    }

    /// The example answering `request`. Where the path fits the template in several ways (`/v1/{a}-{b}` and
    /// `/v1/x-y-z`), the first way for which an example lists matching parameters wins, then the preferred way's
    /// example without parameters.
    private func selectExample(
        of endpoint: EndpointDefinition,
        for request: HTTPServerRequest,
        pathParameters: [String: String],
        bodyFields: [String: [String]],
        ignoringCredentials: Bool
    ) -> ExampleDefinition? {
        let matcher = { (parameters: [String: String]) in
            ExampleMatcher(
                endpoint: endpoint,
                request: request,
                pathParameters: parameters,
                schemes: credentialCheck.schemes,
                ignoresCredentials: ignoringCredentials,
                bodyFields: bodyFields
            )
        }
        let preferred = matcher(pathParameters)
        if let example = preferred.matchingExample() { return example }
        let alternatives = endpoint.pathTemplate.matches(request.pathSegments).dropFirst()
        for alternative in alternatives {
            let matcher = matcher(alternative)
            if let example = matcher.matchingExample() { return example }
        }
        return preferred.fallbackExample()
    }

    /// ``respond(to:)`` as an ``HTTPServer/Handler``.
    public var handler: HTTPServer.Handler {
        { [self] request in respond(to: request) }
    }
}
