import Foundation

/// A description of one HTTP call and how to read its answer whose responses declare no headers: what most
/// generated endpoints are. `Response` is what a successful call returns.
public typealias Endpoint<Response: Sendable> = EndpointWithHeaders<Response, NoHeaders>

/// A description of one HTTP call and how to read its answer; `Response` is what a successful call returns, and
/// `Headers` the typed headers its 2xx responses declare, read only by ``APIClient/response(for:)``.
///
/// Generated code creates endpoints (an ``Endpoint`` when no header is declared); ``APIClient`` sends them.
public struct EndpointWithHeaders<Response: Sendable, Headers: ResponseHeaders>: Sendable {
    /// The request method.
    public var method: HTTPMethod
    /// The path template relative to the base URL, for example `/products/{id}`.
    public var path: String
    /// Values for the `{placeholders}` of ``path``; each is percent-encoded as exactly one path segment, unless
    /// ``multiSegmentPathParameters`` names it.
    public var pathParameters: [String: String]
    /// The names among ``pathParameters`` whose values may span segments (`src/main.swift`): their slashes are sent
    /// as they are and each segment is percent-encoded; a `.` or `..` segment is refused, so a value never moves
    /// up the path. Empty for most endpoints.
    public var multiSegmentPathParameters: Set<String>
    /// Values for `{placeholders}` already written by their `style` and percent-encoded (`.blue,black` for
    /// `label`), inserted as they are; each may hold only characters a path segment allows (no `/`, `?`, `#`).
    public var percentEncodedPathParameters: [String: String]
    /// Query items in order; a key may repeat (query arrays).
    public var queryItems: [URLQueryItem]
    /// The query already percent-encoded, when a parameter has a declared `style` (`QueryItems.percentEncodedItems`):
    /// sent instead of ``queryItems``, each name and value as it is.
    public var percentEncodedQueryItems: [URLQueryItem]?
    /// Request headers set by the endpoint.
    public var headers: [String: String]
    /// The JSON request body, encoded with ``JSONCoding/makeEncoder()``.
    public var body: (any Encodable & Sendable)?
    /// A request body that is not JSON (text or raw bytes, with its media type); sent instead of ``body`` when set.
    @_spi(Generated) public var content: RequestContent?
    /// Whether a failed attempt may be retried; defaults to the method's idempotency.
    public var isRetryable: Bool
    /// Turns the body of a successful (2xx) response into `Response`.
    public var decode: @Sendable (Data) throws -> Response
    /// Whether a successful response must be JSON (`application/json` or `+json`) before ``decode`` runs.
    public var expectsJSON: Bool
    /// The 2xx responses when their bodies differ, each decoding into its case of `Response`; empty when every 2xx
    /// status decodes with ``decode``.
    @_spi(Generated) public var successes: [DeclaredSuccess<Response>]
    /// The error responses declared with a body: a status one of them covers (exact code, else range, else
    /// `default`) is thrown as the endpoint's typed error; any other non-2xx status is
    /// ``APIError/unexpectedStatus(code:body:)``.
    @_spi(Generated) public var errors: [DeclaredError]
    /// The ways to authenticate the call, any one of which suffices (the first satisfiable is used); empty for a
    /// public endpoint, which is sent without credentials. Read by the ``Authenticator`` of the ``APIClient``.
    @_spi(Generated) public var security: [SecurityRequirement] = []
    /// The server this endpoint is sent to instead of the client's base URL — its path's or operation's own
    /// `servers` in the spec — written as the spec writes it; ``APIClient/serverOverrides`` can redirect it.
    public var server: String?
    /// The request header that carries an idempotency key (for example `Idempotency-Key`), set by
    /// ``idempotent(keyHeader:)``: ``APIClient`` sends a fresh key in it unless ``headers`` holds one, the same
    /// key on every retry of the call; `nil` for a call without one.
    public var idempotencyKeyHeader: String?
    /// The whole URL to send the request to instead of the one ``path`` and the query build: the next page a
    /// `Link` header or a response field names (``PageSequence``).
    var absoluteURL: URL?
    /// Turns a successful body into `Response` given the response's `Content-Type` (text honours its charset);
    /// ``decode`` runs when `nil`.
    var decodeContent: (@Sendable (Data, String?) throws -> Response)?

    /// Creates an endpoint with an explicit decoding function.
    @_spi(Generated) public init(
        method: HTTPMethod,
        path: String,
        pathParameters: [String: String] = [:],
        percentEncodedPathParameters: [String: String] = [:],
        multiSegmentPathParameters: Set<String> = [],
        queryItems: [URLQueryItem] = [],
        percentEncodedQueryItems: [URLQueryItem]? = nil,
        headers: [String: String] = [:],
        body: (any Encodable & Sendable)? = nil,
        content: RequestContent? = nil,
        isRetryable: Bool? = nil,
        expectsJSON: Bool,
        errors: [DeclaredError] = [],
        decode: @escaping @Sendable (Data) throws -> Response
    ) {
        self.method = method
        self.path = path
        self.pathParameters = pathParameters
        self.percentEncodedPathParameters = percentEncodedPathParameters
        self.multiSegmentPathParameters = multiSegmentPathParameters
        self.queryItems = queryItems
        self.percentEncodedQueryItems = percentEncodedQueryItems
        self.headers = headers
        self.body = body
        self.content = content
        self.isRetryable = isRetryable ?? method.isIdempotent
        self.expectsJSON = expectsJSON
        self.decode = decode
        self.successes = []
        self.errors = errors
    }

    /// Creates an endpoint with several 2xx responses whose bodies differ: a 2xx status none of `successes` covers
    /// is ``APIError/unexpectedStatus(code:body:)``.
    @_spi(Generated) public init(
        method: HTTPMethod,
        path: String,
        pathParameters: [String: String] = [:],
        percentEncodedPathParameters: [String: String] = [:],
        multiSegmentPathParameters: Set<String> = [],
        queryItems: [URLQueryItem] = [],
        percentEncodedQueryItems: [URLQueryItem]? = nil,
        headers: [String: String] = [:],
        body: (any Encodable & Sendable)? = nil,
        content: RequestContent? = nil,
        isRetryable: Bool? = nil,
        successes: [DeclaredSuccess<Response>],
        errors: [DeclaredError] = []
    ) {
        let first = successes.first
        self.init(
            method: method,
            path: path,
            pathParameters: pathParameters,
            percentEncodedPathParameters: percentEncodedPathParameters,
            multiSegmentPathParameters: multiSegmentPathParameters,
            queryItems: queryItems,
            percentEncodedQueryItems: percentEncodedQueryItems,
            headers: headers,
            body: body,
            content: content,
            isRetryable: isRetryable,
            expectsJSON: first?.expectsJSON ?? false,
            errors: errors,
            decode: { data in
                guard let first else { throw APIError.unexpectedStatus(code: 200, body: data) }
                return try first.decode(data, nil)
            }
        )
        self.successes = successes
    }
}

// MARK: - Security

extension EndpointWithHeaders {
    /// This endpoint, requiring any one of `requirements` (``security``), for example
    /// `.requiring(["apiKey"], ["basic", "token"])`.
    @_spi(Generated) public func requiring(_ requirements: SecurityRequirement...) -> Self {
        var endpoint = self
        endpoint.security = requirements
        return endpoint
    }
}

// MARK: - JSON responses

extension EndpointWithHeaders where Response: Decodable {
    /// Creates an endpoint whose successful response is JSON decoded as `Response`.
    @_spi(Generated) public init(
        method: HTTPMethod,
        path: String,
        pathParameters: [String: String] = [:],
        percentEncodedPathParameters: [String: String] = [:],
        multiSegmentPathParameters: Set<String> = [],
        queryItems: [URLQueryItem] = [],
        percentEncodedQueryItems: [URLQueryItem]? = nil,
        headers: [String: String] = [:],
        body: (any Encodable & Sendable)? = nil,
        content: RequestContent? = nil,
        isRetryable: Bool? = nil,
        errors: [DeclaredError] = []
    ) {
        self.init(
            method: method,
            path: path,
            pathParameters: pathParameters,
            percentEncodedPathParameters: percentEncodedPathParameters,
            multiSegmentPathParameters: multiSegmentPathParameters,
            queryItems: queryItems,
            percentEncodedQueryItems: percentEncodedQueryItems,
            headers: headers,
            body: body,
            content: content,
            isRetryable: isRetryable,
            expectsJSON: true,
            errors: errors,
            decode: { data in try JSONCoding.decode(Response.self, from: data) }
        )
    }
}

// MARK: - Empty responses

extension EndpointWithHeaders where Response == EmptyResponse {
    /// Creates an endpoint whose successful response has no body worth reading.
    @_spi(Generated) public init(
        method: HTTPMethod,
        path: String,
        pathParameters: [String: String] = [:],
        percentEncodedPathParameters: [String: String] = [:],
        multiSegmentPathParameters: Set<String> = [],
        queryItems: [URLQueryItem] = [],
        percentEncodedQueryItems: [URLQueryItem]? = nil,
        headers: [String: String] = [:],
        body: (any Encodable & Sendable)? = nil,
        content: RequestContent? = nil,
        isRetryable: Bool? = nil,
        errors: [DeclaredError] = []
    ) {
        self.init(
            method: method,
            path: path,
            pathParameters: pathParameters,
            percentEncodedPathParameters: percentEncodedPathParameters,
            multiSegmentPathParameters: multiSegmentPathParameters,
            queryItems: queryItems,
            percentEncodedQueryItems: percentEncodedQueryItems,
            headers: headers,
            body: body,
            content: content,
            isRetryable: isRetryable,
            expectsJSON: false,
            errors: errors,
            decode: { _ in EmptyResponse() }
        )
    }
}
