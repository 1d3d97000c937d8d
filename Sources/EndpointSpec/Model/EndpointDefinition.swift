import HTTPSemantics

/// One HTTP operation under `endpoints`.
public struct EndpointDefinition: Hashable, Sendable {
    /// The endpoint's name as written (a key of `endpoints`), for example `getProduct`.
    public var name: String
    /// `method`, uppercased: `GET`, `POST`, `PUT`, `PATCH`, `DELETE`, `HEAD` or `OPTIONS`.
    public var method: String
    /// `path`, parsed: its segments of literal text and `{placeholders}`.
    public var pathTemplate: PathTemplate
    /// `summary` or `description`, rendered as a doc comment.
    public var description: String?
    /// `deprecated: true`.
    public var isDeprecated: Bool
    /// `parameters`, in source order.
    public var parameters: [ParameterDefinition]
    /// `body`: the request body's type, if any (`String` for a text body, `Data` for a binary one: see
    /// ``bodyMediaType``).
    public var body: Schema?
    /// The body's `contentType`: `application/json` unless the spec says otherwise.
    public var bodyMediaType: BodyMediaType
    /// The body's `encoding`: how fields of a form body are written, in source order (fields not listed are
    /// `form`, exploded).
    public var bodyEncodings: [FormFieldEncoding]
    /// The other media types the body may be sent as (``AlternativeBody``), in source order; empty for most.
    public var alternativeBodies: [AlternativeBody] = []
    /// `optional: true` on the body (OpenAPI: a `requestBody` not marked `required`): the call may leave the body
    /// out, and does unless the caller gives one.
    public var isBodyOptional = false
    /// `responses`, sorted by status (codes ascending, then ranges, then `default`).
    public var responses: [ResponseDefinition]
    /// `retryable`: `true` lets the retry policy retry a non-idempotent method; `nil` uses the method's default.
    public var isRetryable: Bool?
    /// `examples`: canned request/response pairs served by the stub server.
    public var examples: [ExampleDefinition]
    /// `security`: the endpoint's own requirements, any one of which suffices (empty: public); `nil` when it
    /// declares none and the spec's apply (``Spec/security(of:)``).
    public var security: [SecurityRequirement]?
    /// Where the endpoint's key is written.
    public var location: SourceLocation
    /// `tags`: the groups the endpoint belongs to (OpenAPI's operation `tags`), which a configuration's filter
    /// can select by.
    public var tags: [String] = []
    /// The OpenAPI `operationId` the endpoint was imported from, when it differs from ``name``; a
    /// configuration's filter and renames accept either.
    public var operationID: String?
    /// `baseURL`: the server this endpoint is sent to instead of the API's (OpenAPI's path- or operation-level
    /// `servers`), if any.
    public var baseURL: String?
    /// `constantQuery`: query items sent with every request, before the query parameters, in source order (an
    /// OpenAPI path key's query, `/request/{id}?view=status`); empty for most endpoints.
    public var constantQueryItems: [ConstantQueryItem] = []
    /// How the call sets the request body's boolean stream property, for the two calls of a response with a
    /// ``StreamingAlternative`` (set by ``Spec/expandingStreamingCalls()``); `nil` for every other endpoint.
    public var streamPropertySetting: StreamPropertySetting?
    /// `pagination`: how the endpoint's pages follow each other, when it returns a list a page at a time.
    public var pagination: PaginationDefinition?
    /// `idempotencyKey`: the request header that carries a key making retries of the call safe (for example
    /// `Idempotency-Key`), or the spec's for every `POST` and `PATCH`; `nil` when the call sends none. The call
    /// sends a fresh key unless its caller gives one, the same on every retry, and is retried like an idempotent
    /// method.
    public var idempotencyKeyHeader: String?

    /// Creates an endpoint.
    public init(
        name: String,
        method: String,
        pathTemplate: PathTemplate,
        description: String? = nil,
        isDeprecated: Bool = false,
        parameters: [ParameterDefinition] = [],
        body: Schema? = nil,
        bodyMediaType: BodyMediaType = .json,
        bodyEncodings: [FormFieldEncoding] = [],
        responses: [ResponseDefinition],
        isRetryable: Bool? = nil,
        examples: [ExampleDefinition] = [],
        security: [SecurityRequirement]? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.method = method
        self.pathTemplate = pathTemplate
        self.description = description
        self.isDeprecated = isDeprecated
        self.parameters = parameters
        self.body = body
        self.bodyMediaType = bodyMediaType
        self.bodyEncodings = bodyEncodings
        self.responses = responses
        self.isRetryable = isRetryable
        self.examples = examples
        self.security = security
        self.location = location
    }

    /// Creates an endpoint whose `path` template is parsed from `path`.
    public init(
        name: String,
        method: String,
        path: String,
        description: String? = nil,
        isDeprecated: Bool = false,
        parameters: [ParameterDefinition] = [],
        body: Schema? = nil,
        bodyMediaType: BodyMediaType = .json,
        bodyEncodings: [FormFieldEncoding] = [],
        responses: [ResponseDefinition],
        isRetryable: Bool? = nil,
        examples: [ExampleDefinition] = [],
        security: [SecurityRequirement]? = nil,
        location: SourceLocation
    ) {
        self.init(
            name: name,
            method: method,
            pathTemplate: PathTemplate(path),
            description: description,
            isDeprecated: isDeprecated,
            parameters: parameters,
            body: body,
            bodyMediaType: bodyMediaType,
            bodyEncodings: bodyEncodings,
            responses: responses,
            isRetryable: isRetryable,
            examples: examples,
            security: security,
            location: location
        )
    }

    /// `path`: the path template as written, for example `/products/{id}`; setting it parses the new text.
    public var path: String {
        get { pathTemplate.text }
        set { pathTemplate = PathTemplate(newValue) }
    }

    /// The response of the lowest 2xx status (else `2XX`): the one a call returns when every success response
    /// has the same body.
    public var successResponse: ResponseDefinition? {
        responses.first(where: \.isSuccess)
    }

    /// The names of the path parameters whose values may span segments (``ParameterDefinition/isMultiSegment``).
    public var multiSegmentParameterNames: Set<String> {
        Set(parameters.lazy.filter { $0.location == .path && $0.isMultiSegment }.map(\.name))
    }
}

/// One request parameter.
public struct ParameterDefinition: Hashable, Sendable {
    /// Where the parameter travels.
    public enum Location: String, Hashable, Sendable {
        /// Substituted into a `{placeholder}` of the path, percent-encoded as one segment.
        case path
        /// Added to the query string; arrays repeat the key unless a `style` says otherwise.
        case query
        /// Sent as a request header.
        case header
    }

    /// The wire name: the path placeholder, query key or header name.
    public var name: String
    /// `swiftName`: an explicit Swift argument name overriding the derived one.
    public var swiftName: String?
    /// `in`.
    public var location: Location
    /// The parameter's type.
    public var schema: Schema
    /// `required` (path parameters are always required; others default to `false`).
    public var isRequired: Bool
    /// `style`: how the value is written (`form` in the query, `simple` elsewhere, by default).
    public var style: ParameterStyle
    /// `explode` (by default `true` for `form` and `deepObject`, `false` otherwise).
    public var explode: Bool
    /// `multiSegment: true` (a path parameter only): the value may span segments (`src/main.swift`,
    /// `heads/main`), its slashes sent as they are and each segment percent-encoded, as RFC 6570's reserved
    /// expansion `{+path}` does; a `.` or `..` segment is refused.
    public var isMultiSegment = false
    /// Where the parameter's key is written.
    public var sourceLocation: SourceLocation

    /// Whether the parameter is written as it always was: its location's default style and explode.
    public var hasDefaultSerialization: Bool {
        style == ParameterStyle.defaultStyle(for: location) && explode == style.defaultExplode
    }

    /// Creates a parameter.
    public init(
        name: String,
        swiftName: String? = nil,
        location: Location,
        schema: Schema,
        isRequired: Bool,
        style: ParameterStyle? = nil,
        explode: Bool? = nil,
        sourceLocation: SourceLocation
    ) {
        self.name = name
        self.swiftName = swiftName
        self.location = location
        self.schema = schema
        self.isRequired = isRequired
        let style = style ?? ParameterStyle.defaultStyle(for: location)
        self.style = style
        self.explode = explode ?? style.defaultExplode
        self.sourceLocation = sourceLocation
    }
}

/// A canned exchange for the stub server: when a request's parameters (and body fields) match, answer with this
/// status and body.
public struct ExampleDefinition: Hashable, Sendable {
    /// `name`: what a request's `Prefer: example=<name>` asks the mock server for (an imported OpenAPI
    /// example's key under `examples`); `nil` when unnamed.
    public var name: String?
    /// `parameters`: wire name to value; every listed one must match. An example without parameters matches any request.
    public var parameters: [SpecMember]
    /// `status`: the HTTP status to answer with.
    public var status: Int
    /// `body`: the JSON body to answer with, or `nil` for none.
    public var body: SpecValue?
    /// `headers`: response headers to answer with, name to value text, in source order.
    public var headers: [ExampleHeader]
    /// `credentials`: the credentials a request must carry for this example to answer it, by security scheme name
    /// (basic: `user:password`), in source order; empty when any request (that satisfies the endpoint) will do.
    public var credentials: [SpecMember] = []
    /// `fields`: the fields of a form or multipart request body the request must carry, in source order; empty when
    /// any body will do.
    public var fields: [ExampleField] = []
    /// `intervalMilliseconds`: for an example of a streaming response, the pause before each item after the first
    /// (and before the sentinel), so the stub server sends a live-looking feed; `nil` sends every item at once.
    public var itemInterval: Duration?
    /// `stream: true`: the example answers the streaming call of the success response's ``ResponseDefinition/stream``
    /// (its body lists the items), not the plain call.
    public var isStream = false
    /// Where the example is written.
    public var location: SourceLocation

    /// Creates an example.
    public init(
        parameters: [SpecMember],
        status: Int,
        body: SpecValue?,
        headers: [ExampleHeader] = [],
        location: SourceLocation
    ) {
        self.parameters = parameters
        self.status = status
        self.body = body
        self.headers = headers
        self.location = location
    }
}

/// One response header of an example: its name and the text the stub server sends.
public struct ExampleHeader: Hashable, Sendable {
    /// The header's name as written.
    public var name: String
    /// The value as sent (a number or boolean in the spec is sent as written).
    public var value: String

    /// Creates an example header.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

// MARK: - Multipart

extension EndpointDefinition {
    /// Whether the request body is a typed `multipart/form-data` body: a model whose properties are the parts.
    public var hasTypedMultipartBody: Bool {
        guard bodyMediaType.essence == "multipart/form-data", case .reference? = body?.kind else { return false }
        return true
    }
}
