import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends ``Endpoint`` values through an ``HTTPClient`` and returns their decoded responses.
public struct APIClient: Sendable {
    /// Builds requests against the base URL.
    public var requestBuilder: RequestBuilder
    /// Sends the requests; wrap it in decorators for retry, logging and authentication.
    public var httpClient: any HTTPClient

    /// Creates a client for the API at `baseURL`.
    public init(baseURL: URL, httpClient: any HTTPClient) {
        self.requestBuilder = RequestBuilder(baseURL: baseURL)
        self.httpClient = httpClient
    }

    /// Sends `endpoint` and decodes its successful response.
    ///
    /// - Throws: ``APIError`` for technical failures (``APIError/unexpectedStatus(code:body:)`` for any non-2xx
    ///   status), or `CancellationError` when the task is cancelled.
    public func send<Response>(_ endpoint: Endpoint<Response>) async throws -> Response {
        let request = try requestBuilder.request(for: endpoint)
        let (data, response) = try await RequestContext.$isRetryable.withValue(endpoint.isRetryable) {
            try await httpClient.data(for: request)
        }
        try Task.checkCancellation()
        guard (200..<300).contains(response.statusCode) else {
            throw APIError.unexpectedStatus(code: response.statusCode, body: data)
        }
        if endpoint.expectsJSON {
            let contentType = response.value(forHTTPHeaderField: "Content-Type")
            guard MediaType.isJSON(contentType) else { throw APIError.unexpectedContentType(contentType) }
        }
        return try endpoint.decode(data)
    }
}
