import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// MARK: - Downloading to a file

extension APIClient {
    /// The largest error-response body ``download(_:to:progress:)`` reads to decode a declared error (1 MiB).
    public static let maximumDownloadErrorBodySize = 1 << 20

    /// Sends `endpoint` and writes its successful body to `destination` as it arrives, a chunk at a time, so
    /// memory stays bounded whatever the size (with a transport that streams, such as ``URLSessionHTTPClient``).
    ///
    /// The body is written to a temporary file beside `destination` and moved over it only once complete: on any
    /// failure or cancellation the temporary file is deleted and `destination` is left as it was. `progress`, when
    /// given, hears the bytes written so far after each chunk, and the `Content-Length` when the server sent one
    /// (`nil` otherwise; a server that compresses the body may send more bytes than it says).
    ///
    /// A non-2xx response is read whole (up to ``maximumDownloadErrorBodySize``) and thrown as ``send(_:)``
    /// throws it: the endpoint's typed error, or ``APIError/unexpectedStatus(code:body:)``.
    ///
    /// - Returns: the response, whose body is `destination`.
    /// - Throws: what ``send(_:)`` throws, ``APIError/invalidRequest(_:)`` when the file cannot be created, written
    ///   or moved (before anything is sent when `destination` cannot be created), or `CancellationError`.
    public func download<Headers>(
        _ endpoint: EndpointWithHeaders<Data, Headers>,
        to destination: URL,
        progress: DownloadProgress? = nil
    ) async throws -> APIResponse<URL, Headers> {
        let file = try PartialFile(for: destination)
        do {
            let streaming = try await streamingExchange(endpoint)
            let response = streaming.response
            try await Self.requireSuccess(response, body: streaming.body, for: endpoint)
            let expected = response.expectedContentLength >= 0 ? response.expectedContentLength : nil
            for try await chunk in streaming.body {
                try Task.checkCancellation()
                try file.write(chunk)
                progress?(file.length, expected)
            }
            try Task.checkCancellation()
            let headerFields = HeaderFields(response)
            let headers = try Headers(headerFields: headerFields, statusCode: response.statusCode)
            try file.finish()
            return APIResponse(
                statusCode: response.statusCode,
                headers: headers,
                headerFields: headerFields,
                body: destination
            )
        } catch {
            file.discard()
            throw ErrorClassification.surfacingCancellation(error)
        }
    }
}
