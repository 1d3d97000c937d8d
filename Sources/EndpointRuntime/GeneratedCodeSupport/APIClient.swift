import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends ``Endpoint`` values through an ``HTTPClient`` and returns their decoded responses.
///
/// After the HTTP client answers, `send` checks in this order:
/// 1. the status is 2xx, else ``APIError/unexpectedStatus(code:body:)``;
/// 2. for a JSON endpoint, the body is not empty and the `Content-Type` is `application/json` or `…+json`
///    (parameters such as `charset` are ignored), else ``APIError/decoding(_:)`` or
///    ``APIError/unexpectedContentType(_:)``;
/// 3. the body decodes, else ``APIError/decoding(_:)`` with the coding path of the offending value.
///
/// An ``EmptyResponse`` endpoint accepts any 2xx answer, including `204 No Content`. Task cancellation
/// (before, during or right after the call, or reported as `URLError.cancelled`) always surfaces as
/// `CancellationError`.
public struct APIClient: Sendable {
    /// Builds requests against the base URL.
    public var requestBuilder: RequestBuilder
    /// Sends the requests; wrap it in decorators for retry, logging and authentication.
    public var httpClient: any HTTPClient

    /// Creates a client for the API at `baseURL`.
    public init(baseURL: URL, httpClient: any HTTPClient) {
        self.init(requestBuilder: RequestBuilder(baseURL: baseURL), httpClient: httpClient)
    }

    /// Creates a client with a configured request builder, for example one with extra default headers.
    public init(requestBuilder: RequestBuilder, httpClient: any HTTPClient) {
        self.requestBuilder = requestBuilder
        self.httpClient = httpClient
    }

    // MARK: Sending

    /// Sends `endpoint` and decodes its successful response.
    ///
    /// While the request is in flight, ``RequestContext/isRetryable`` holds `endpoint.isRetryable` so a
    /// ``RetryingHTTPClient`` in the chain can honour it.
    ///
    /// - Throws: ``APIError`` for technical failures (``APIError/unexpectedStatus(code:body:)`` for any non-2xx
    ///   status), errors thrown by the endpoint's `decode` function as they are, or `CancellationError` when
    ///   the task is cancelled.
    public func send<Response>(_ endpoint: Endpoint<Response>) async throws -> Response {
        try Task.checkCancellation()
        let request = try requestBuilder.request(for: endpoint)
        let data: Data
        let response: HTTPURLResponse
        do {
            (data, response) = try await RequestContext.$isRetryable.withValue(endpoint.isRetryable) {
                try await httpClient.data(for: request)
            }
        } catch {
            throw ErrorClassification.surfacingCancellation(error)
        }
        try Task.checkCancellation()
        try Self.validate(response, data: data, expectsJSON: endpoint.expectsJSON)
        do {
            return try endpoint.decode(data)
        } catch let error as DecodingError {
            throw APIError.decoding(DecodingFailure(error, decoding: data))
        }
    }

    // MARK: Validation

    private static func validate(_ response: HTTPURLResponse, data: Data, expectsJSON: Bool) throws {
        guard (200..<300).contains(response.statusCode) else {
            throw APIError.unexpectedStatus(code: response.statusCode, body: data)
        }
        guard expectsJSON else { return }
        guard !data.isEmpty else {
            throw APIError.decoding(
                DecodingFailure(
                    codingPath: "",
                    reason: "the body is empty (status \(response.statusCode)) where a JSON value was expected",
                    kind: .notJSON
                )
            )
        }
        let contentType = response.value(forHTTPHeaderField: "Content-Type")
        guard MediaType.isJSON(contentType) else { throw APIError.unexpectedContentType(contentType) }
    }
}
