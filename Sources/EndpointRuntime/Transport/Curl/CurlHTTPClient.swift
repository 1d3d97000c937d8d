#if os(Linux)
    import EndpointCurl
    import Foundation

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// An ``HTTPClient`` for Linux that waits quietly: it drives libcurl (the `libcurl.so.4` FoundationNetworking
    /// itself loads, so nothing needs installing) with its easy interface on a thread per request, which sleeps
    /// in `poll` while the server is silent.
    ///
    /// Use it on Linux for long-lived responses — event streams, JSON Lines, slow downloads. FoundationNetworking's
    /// `URLSession`, behind ``URLSessionHTTPClient``, busy-waits while a response is pending (about 85% of a core
    /// for an open, silent stream, measured in docs/performance.md); this client costs nothing while it waits.
    /// It behaves as ``URLSessionHTTPClient`` does, and fails with the same errors:
    /// - A transport failure becomes ``APIError/transport(code:description:)`` with the `URLError` code URLSession
    ///   would report; cancelling the calling task (or the body's consumer) throws `CancellationError` and shuts
    ///   the connection down at once.
    /// - A body larger than ``maximumResponseSize`` becomes ``APIError/responseTooLarge(limit:)`` for
    ///   ``data(for:)``; ``stream(for:)`` holds at most that many bytes its consumer has not taken.
    /// - ``timeout`` bounds a whole ``data(for:)`` exchange, and the wait for the head of ``stream(for:)``; the
    ///   request's `timeoutInterval` is an idle timeout (nothing sent or received for that long ends the exchange
    ///   with `timedOut`), checked about once a second.
    /// - Redirects (301, 302, 303, 307, 308) are followed up to 16 times, with `POST` becoming `GET` on 301–303 as
    ///   browsers and URLSession do; a redirect to another origin drops `Authorization`, `Cookie`, API-key and other
    ///   credential headers and declared credential query items (see `Redaction`). A `307`/`308` for a request
    ///   whose body stream cannot be sent again is returned as the response.
    /// - Bodies in a content coding libcurl decodes (gzip, deflate) arrive decoded unless the request sets its own
    ///   `Accept-Encoding`.
    ///
    /// Each request opens its own connection (no connection reuse between requests) and thread.
    public struct CurlHTTPClient: HTTPClient {
        /// Whether libcurl could be loaded; when not, every request fails with a transport error saying why.
        public static var isAvailable: Bool { endpoint_curl_load() != 0 }

        /// The most redirects followed for one request.
        static let maximumRedirects = 16

        /// The longest a whole ``data(for:)`` exchange, or the wait for a stream's head, may take; `nil` for no
        /// limit beyond the request's idle `timeoutInterval`.
        public var timeout: Duration?
        /// The largest response body accepted by ``data(for:)``, and the most bytes a stream holds for its consumer.
        public var maximumResponseSize: Int

        /// Creates a client.
        ///
        /// - Parameters:
        ///   - timeout: The deadline for each whole exchange (the head only, for a stream); `nil` for none.
        ///   - maximumResponseSize: The largest response body accepted, in bytes.
        public init(
            timeout: Duration? = nil,
            maximumResponseSize: Int = URLSessionHTTPClient.defaultMaximumResponseSize
        ) {
            self.timeout = timeout
            self.maximumResponseSize = maximumResponseSize
        }

        // MARK: HTTPClient

        /// Sends `request` and returns the body and the HTTP response, whatever the status code.
        public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
            try await exchange(request) { streaming, limit in
                if streaming.response.expectedContentLength > Int64(limit) {
                    throw APIError.responseTooLarge(limit: limit)
                }
                var data = Data()
                for try await chunk in streaming.body {
                    guard data.count + chunk.count <= limit else { throw APIError.responseTooLarge(limit: limit) }
                    data.append(chunk)
                }
                try Task.checkCancellation()
                return (data, streaming.response)
            }
        }

        /// Sends `request` and returns the response as soon as its head arrives, with the body streamed chunk by
        /// chunk as it is received, whatever the status code.
        ///
        /// There is no backpressure on the socket: chunks are held until the consumer takes them, at most
        /// ``maximumResponseSize`` bytes; a consumer that falls further behind ends the stream with
        /// ``APIError/responseTooLarge(limit:)`` after the chunks held. Cancelling the consuming task, or dropping
        /// the body, closes the connection at once and a pending `next()` throws `CancellationError`.
        public func stream(for request: URLRequest) async throws -> HTTPStreamingResponse {
            try await exchange(request) { streaming, _ in streaming }
        }

        // MARK: Exchanges

        /// Opens `request` and hands the response and ``maximumResponseSize`` to `finish`, all within ``timeout``
        /// (or the request's remaining budget), with failures as callers see them.
        private func exchange<Result: Sendable>(
            _ request: URLRequest,
            finish: @escaping @Sendable (HTTPStreamingResponse, Int) async throws -> Result
        ) async throws -> Result {
            try Task.checkCancellation()
            let timeout = URLSessionHTTPClient.effectiveTimeout(timeout, budget: RequestContext.current.timeRemaining)
            let credentialNames = RequestContext.current.credentialNames
            let limit = maximumResponseSize
            do {
                return try await URLSessionHTTPClient.withDeadline(timeout) {
                    try await finish(
                        try await Self.open(request, bufferLimit: limit, credentialNames: credentialNames),
                        limit
                    )
                }
            } catch {
                throw ErrorClassification.surfacingCancellation(URLSessionHTTPClient.transportError(error))
            }
        }

        /// Sends `request`, following redirects, and returns the final response with its streaming body.
        private static func open(
            _ request: URLRequest,
            bufferLimit: Int,
            credentialNames: CredentialNames?
        ) async throws -> HTTPStreamingResponse {
            var current = request
            for _ in 0...maximumRedirects {
                guard let scheme = current.url?.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
                    throw URLError(.unsupportedURL)
                }
                let idle = current.timeoutInterval > 0 ? Duration.seconds(current.timeoutInterval) : nil
                guard let transfer = CurlTransfer(request: current, bufferLimit: bufferLimit, idleTimeout: idle) else {
                    throw URLError(.badURL)
                }
                let streaming = try await transfer.start()
                guard
                    let next = CurlRedirect.request(
                        following: streaming.response,
                        of: current,
                        declared: credentialNames
                    )
                else { return streaming }
                transfer.cancel()  // the redirect's own body is not wanted
                current = next
            }
            throw URLError(.httpTooManyRedirects)
        }
    }
#endif
