import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends ``Endpoint`` values through an ``HTTPClient`` and returns their decoded responses.
///
/// After the HTTP client answers, `send` reads the status:
/// 1. **2xx**: for a JSON response, the body must not be empty and the `Content-Type` must be `application/json` or
///    `…+json` (parameters such as `charset` are ignored), else ``APIError/decoding(_:)`` or
///    ``APIError/unexpectedContentType(_:)``; then the body decodes, else ``APIError/decoding(_:)`` with the coding
///    path of the offending value. An ``EmptyResponse`` endpoint accepts any 2xx answer, including `204 No Content`.
///    An endpoint whose 2xx responses have different bodies decodes the one that covers the status.
/// 2. **Another status** one of the endpoint's declared error responses covers (exact code, else range, else
///    `default`): its JSON body is decoded and thrown as the endpoint's typed error (a ``ResponseError``); a body
///    that does not decode is ``APIError/decoding(_:)`` with the status and the raw body (``DecodingFailure/body``).
///    An empty body, or one whose `Content-Type` is not JSON, is not the declared document:
///    ``APIError/unexpectedStatus(code:body:)``.
/// 3. **Any other status**: ``APIError/unexpectedStatus(code:body:)``.
///
/// Task cancellation (before, during or right after the call, or reported as `URLError.cancelled`) always surfaces
/// as `CancellationError`.
public struct APIClient: Sendable {
    /// Builds requests against the base URL.
    @_spi(Generated) public var requestBuilder: RequestBuilder
    /// Sends the requests; wrap it in decorators for retry, logging and authentication.
    public var httpClient: any HTTPClient
    /// Adds the credentials each endpoint requires (the spec's `security`) and refreshes rejected
    /// tokens; `nil` sends every request as its endpoint builds it.
    public var authenticator: Authenticator?
    /// How streamed responses (``ResponseStream``) are read: the idle timeout between chunks and the size limit of
    /// one item.
    public var streaming = StreamingOptions()

    /// Where an endpoint sent to a server of its own (``EndpointWithHeaders/server``) goes instead, keyed by the
    /// server URL the spec writes: `api.serverOverrides["https://uploads.example.com"] = stagingUploadsURL`.
    public var serverOverrides: [String: URL] {
        get { requestBuilder.serverOverrides }
        set { requestBuilder.serverOverrides = newValue }
    }

    /// The headers every request carries unless its endpoint sets them (by default `Accept: application/json`).
    public var defaultHeaders: [String: String] {
        get { requestBuilder.defaultHeaders }
        set { requestBuilder.defaultHeaders = newValue }
    }

    /// Creates a client for the API at `baseURL`, authenticating with `authenticator` when given.
    public init(baseURL: URL, httpClient: any HTTPClient, authenticator: Authenticator? = nil) {
        self.init(
            requestBuilder: RequestBuilder(baseURL: baseURL),
            httpClient: httpClient,
            authenticator: authenticator
        )
    }

    /// Creates a client with a configured request builder, for example one with extra default headers.
    @_spi(Generated) public init(
        requestBuilder: RequestBuilder,
        httpClient: any HTTPClient,
        authenticator: Authenticator? = nil
    ) {
        self.requestBuilder = requestBuilder
        self.httpClient = httpClient
        self.authenticator = authenticator
    }

    // MARK: Sending

    /// Sends `endpoint` and decodes its successful response.
    ///
    /// While the request is in flight, ``RequestContext/isRetryable`` holds `endpoint.isRetryable` so a
    /// ``RetryingHTTPClient`` in the chain can honour it.
    ///
    /// - Throws: the endpoint's typed error for a declared error response, ``APIError`` for technical failures
    ///   (``APIError/unexpectedStatus(code:body:)`` for an undeclared status), errors thrown by the endpoint's
    ///   `decode` function as they are, or `CancellationError` when the task is cancelled.
    public func send<Response, Headers>(_ endpoint: EndpointWithHeaders<Response, Headers>) async throws -> Response {
        let (data, response) = try await exchange(endpoint)
        return try Self.body(of: response, data: data, for: endpoint)
    }

    /// Sends `endpoint` and returns its successful response with the status and the headers its 2xx responses
    /// declare, typed (``NoHeaders`` for an ``Endpoint``), and every header received.
    ///
    /// The headers are read only here, after the body: ``send(_:)`` never parses them.
    ///
    /// - Throws: what ``send(_:)`` throws, and ``APIError/missingHeader(name:)`` or
    ///   ``APIError/invalidHeader(name:expected:)`` when a declared header is missing or malformed.
    public func response<Response, Headers>(
        for endpoint: EndpointWithHeaders<Response, Headers>
    ) async throws -> APIResponse<Response, Headers> {
        let (data, response) = try await exchange(endpoint)
        let body = try Self.body(of: response, data: data, for: endpoint)
        let headerFields = HeaderFields(response)
        return APIResponse(
            statusCode: response.statusCode,
            headers: try Headers(headerFields: headerFields, statusCode: response.statusCode),
            headerFields: headerFields,
            body: body
        )
    }

    /// Builds and sends the request of `endpoint`; cancellation surfaces as `CancellationError`.
    func exchange<Response, Headers>(
        _ endpoint: EndpointWithHeaders<Response, Headers>
    ) async throws -> (Data, HTTPURLResponse) {
        try await transfer(endpoint) { request in
            guard let authenticator else { return try await httpClient.data(for: request) }
            return try await authenticator.send(request, requiring: endpoint.security, through: httpClient)
        }
    }

    /// Builds the request of `endpoint` and opens it as a stream (``HTTPClient/stream(for:)``), through the
    /// authenticator when there is one: the response head, with the body still to read. Cancellation surfaces as
    /// `CancellationError`.
    func streamingExchange<Response, Headers>(
        _ endpoint: EndpointWithHeaders<Response, Headers>
    ) async throws -> HTTPStreamingResponse {
        try await transfer(endpoint) { request in
            guard let authenticator else { return try await httpClient.stream(for: request) }
            return try await authenticator.stream(request, requiring: endpoint.security, through: httpClient)
        }
    }

    /// Builds the request of `endpoint` (with a fresh idempotency key when the endpoint has a key header and the
    /// caller gave no key) and hands it to `send` while ``RequestContext/isRetryable`` holds the endpoint's;
    /// cancellation, before, during or right after, surfaces as `CancellationError`.
    private func transfer<Response, Headers, Answer>(
        _ endpoint: EndpointWithHeaders<Response, Headers>,
        _ send: (URLRequest) async throws -> Answer
    ) async throws -> Answer {
        try Task.checkCancellation()
        var request = try requestBuilder.request(for: endpoint)
        // One key per call, built once: every retry and token refresh below resends this request as it is.
        if let header = endpoint.idempotencyKeyHeader, request.value(forHTTPHeaderField: header) == nil {
            request.setValue(UUID().uuidString, forHTTPHeaderField: header)
        }
        let answer: Answer
        do {
            answer = try await RequestContext.with({ $0.isRetryable = endpoint.isRetryable }) {
                try await send(request)
            }
        } catch {
            throw ErrorClassification.surfacingCancellation(error)
        }
        try Task.checkCancellation()
        return answer
    }
}
