import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The production ``HTTPClient``: sends requests with `URLSession` (FoundationNetworking on Linux).
///
/// - A `URLError` becomes ``APIError/transport(code:description:)``, except `URLError.cancelled`, which
///   becomes `CancellationError` like any cancellation of the calling task (the async `URLSession` API
///   cancels the underlying data task when the task is cancelled).
/// - A response that is not an `HTTPURLResponse` becomes ``APIError/invalidResponse``.
/// - A body larger than ``maximumResponseSize`` becomes ``APIError/responseTooLarge(limit:)``. A declared
///   `Content-Length` above the limit is rejected as well; the check on the received bytes happens once the
///   body has arrived, so pair the limit with a ``timeout`` to bound slow or endless transfers.
public struct URLSessionHTTPClient: HTTPClient {
    /// The default largest accepted response body: 10 MB.
    public static let defaultMaximumResponseSize = 10 * 1024 * 1024

    /// The session that sends the requests.
    public let session: URLSession
    /// The request timeout applied to every request (the longest wait for data); `nil` keeps each request's own.
    public var timeout: Duration?
    /// The largest response body accepted, in bytes.
    public var maximumResponseSize: Int

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - session: The session to use; by default an ephemeral session without a response cache, so each
    ///     call really reaches the server.
    ///   - timeout: The request timeout; `nil` keeps each request's `timeoutInterval` (60 s by default).
    ///   - maximumResponseSize: The largest response body accepted, in bytes.
    public init(
        session: URLSession = URLSessionHTTPClient.defaultSession,
        timeout: Duration? = nil,
        maximumResponseSize: Int = URLSessionHTTPClient.defaultMaximumResponseSize
    ) {
        self.session = session
        self.timeout = timeout
        self.maximumResponseSize = maximumResponseSize
    }

    /// An ephemeral session that neither caches responses nor stores cookies.
    public static let defaultSession: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        return URLSession(configuration: configuration)
    }()

    // MARK: HTTPClient

    /// Sends `request` and returns the body and the HTTP response, whatever the status code.
    public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try Task.checkCancellation()
        var request = request
        if let timeout {
            let parts = timeout.components
            request.timeoutInterval = Double(parts.seconds) + Double(parts.attoseconds) / 1e18
        }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch let error as URLError {
            if error.code == .cancelled || Task.isCancelled { throw CancellationError() }
            throw APIError.transport(code: error.code.rawValue, description: Self.describe(error))
        } catch {
            throw ErrorClassification.surfacingCancellation(error)
        }
        try Task.checkCancellation()
        guard let httpResponse = response as? HTTPURLResponse else { throw APIError.invalidResponse }
        if httpResponse.expectedContentLength > Int64(maximumResponseSize) || data.count > maximumResponseSize {
            throw APIError.responseTooLarge(limit: maximumResponseSize)
        }
        return (data, httpResponse)
    }

    // MARK: Errors

    /// A short description of a transport failure that never includes the request URL (it may hold secrets).
    private static func describe(_ error: URLError) -> String {
        switch error.code {
        case .timedOut: "the request timed out"
        case .cannotFindHost: "the host could not be found"
        case .cannotConnectToHost: "could not connect to the server"
        case .networkConnectionLost: "the network connection was lost"
        case .notConnectedToInternet: "the device is not connected to the internet"
        case .dnsLookupFailed: "the DNS lookup failed"
        case .badServerResponse: "the server sent a malformed response"
        case .secureConnectionFailed: "a secure connection could not be established"
        case .unsupportedURL: "the URL is not supported"
        case .badURL: "the URL is malformed"
        case .httpTooManyRedirects: "the server redirected too many times"
        case .resourceUnavailable: "the resource is unavailable"
        case .zeroByteResource: "the server sent no data"
        case .dataLengthExceedsMaximum: "the response is too large"
        default: "the network request failed"
        }
    }
}
