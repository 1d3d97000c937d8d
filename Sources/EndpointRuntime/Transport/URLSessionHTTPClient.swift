import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The production ``HTTPClient``: sends requests with `URLSession` (FoundationNetworking on Linux), and streams
/// response bodies chunk by chunk through its session delegate (see ``stream(for:)``).
///
/// - A `URLError` becomes ``APIError/transport(code:description:)``, except `URLError.cancelled`, which
///   becomes `CancellationError` like any cancellation of the calling task (the async `URLSession` API
///   cancels the underlying data task when the task is cancelled).
/// - A response that is not an `HTTPURLResponse` becomes ``APIError/invalidResponse``.
/// - A body larger than ``maximumResponseSize`` becomes ``APIError/responseTooLarge(limit:)``. A declared
///   `Content-Length` above the limit is rejected as well.
///
/// On a session from ``makeSession(configuration:)`` (``defaultSession`` is one), the body is streamed: the
/// transfer is cancelled as soon as the declared length or the bytes received pass the limit, so this client
/// never buffers more than ``maximumResponseSize`` bytes (FoundationNetworking may still read ahead briefly
/// until the cancellation lands), and a redirect to another origin (scheme, host or port)
/// drops `Authorization`, `Cookie`, API-key and other credential headers (see `Redaction`) before it is
/// followed. On any other session the body is buffered whole before the size check, and redirects follow that
/// session's own policy. Pair the limit with a ``timeout`` to bound slow transfers.
public struct URLSessionHTTPClient: HTTPClient {
    /// The default largest accepted response body: 10 MB.
    public static let defaultMaximumResponseSize = 10 * 1024 * 1024

    /// The session that sends the requests.
    public let session: URLSession
    /// The longest a whole exchange may take, from sending the request to the last body byte; `nil` keeps each
    /// request's own `timeoutInterval` (an idle timeout: a server trickling bytes can hold the call for longer).
    /// Inside a ``RetryingHTTPClient`` with a ``RetryPolicy/totalTimeout``, an exchange also ends when the budget
    /// does (``RequestContext/timeRemaining``).
    public var timeout: Duration?
    /// The largest response body accepted, in bytes.
    public var maximumResponseSize: Int

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - session: The session to use; by default an ephemeral session without a response cache, so each
    ///     call really reaches the server.
    ///   - timeout: The deadline for each whole exchange, enforced to the millisecond even against a server that
    ///     trickles bytes; `nil` keeps each request's `timeoutInterval` (60 s by default, reset by every byte).
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

    /// An ephemeral session that neither caches responses nor stores cookies, made by
    /// ``makeSession(configuration:)`` so bodies are streamed against the limit and redirects drop credentials.
    public static let defaultSession: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        return makeSession(configuration: configuration)
    }()

    /// A session with `configuration` whose delegate streams each body against ``maximumResponseSize`` and
    /// strips credential headers from cross-origin redirects; the session keeps its delegate for its lifetime.
    ///
    /// The session's callbacks run on a serial queue of its own, so a response is taken in as it arrives even
    /// while CPU-bound work holds every thread of the shared concurrency pool.
    public static func makeSession(configuration: URLSessionConfiguration) -> URLSession {
        let delegate = TransferDelegate()
        return URLSession(configuration: configuration, delegate: delegate, delegateQueue: delegate.callbackQueue)
    }

    // MARK: HTTPClient

    /// Sends `request` and returns the body and the HTTP response, whatever the status code.
    public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try Task.checkCancellation()
        var request = request
        let timeout = Self.effectiveTimeout(timeout, budget: RequestContext.current.timeRemaining)
        if let timeout {
            request.timeoutInterval = Self.backstopInterval(for: timeout)
        }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await Self.withDeadline(timeout) { [session, request, maximumResponseSize] in
                if let delegate = session.delegate as? TransferDelegate {
                    return try await delegate.data(for: request, on: session, maximumResponseSize: maximumResponseSize)
                }
                return try await session.data(for: request)
            }
        } catch {
            throw ErrorClassification.surfacingCancellation(Self.transportError(error))
        }
        try Task.checkCancellation()
        guard let httpResponse = response as? HTTPURLResponse else { throw APIError.invalidResponse }
        if httpResponse.expectedContentLength > Int64(maximumResponseSize) || data.count > maximumResponseSize {
            throw APIError.responseTooLarge(limit: maximumResponseSize)
        }
        return (data, httpResponse)
    }

    /// Sends `request` and returns the response as soon as its head arrives, with the body streamed chunk by
    /// chunk as it is received, whatever the status code.
    ///
    /// On a session from ``makeSession(configuration:)`` (``defaultSession`` is one) the body really streams,
    /// through the session's delegate on every platform (FoundationNetworking has no `bytes(for:)`):
    /// - ``timeout`` (and a retry budget) bounds the wait for the head only. Between chunks URLSession's own idle
    ///   timeout applies: the request's `timeoutInterval` on Apple platforms, the session configuration's
    ///   `timeoutIntervalForRequest` with FoundationNetworking (60 s by default); a stream silent for longer ends
    ///   with ``APIError/transport(code:description:)`` `timedOut`. Raise it for streams that may stay quiet for
    ///   long; an idle limit between events belongs to the consumer.
    /// - There is no backpressure on the socket: chunks are held until the consumer takes them, at most
    ///   ``maximumResponseSize`` bytes of them. A consumer that falls further behind ends the stream with
    ///   ``APIError/responseTooLarge(limit:)`` after the chunks held; the whole body may be any length.
    /// - A failure of the connection ends the body with ``APIError/transport(code:description:)`` after every
    ///   chunk received; cancelling the task that iterates, or dropping the body, cancels the `URLSessionTask`
    ///   (the connection closes at once) and a pending `next()` throws `CancellationError`.
    /// - Redirects drop credentials across origins as for ``data(for:)``.
    ///
    /// On any other session the body is buffered whole by ``data(for:)`` and delivered as one chunk.
    public func stream(for request: URLRequest) async throws -> HTTPStreamingResponse {
        try Task.checkCancellation()
        guard let delegate = session.delegate as? TransferDelegate else {
            let (data, response) = try await data(for: request)
            return HTTPStreamingResponse(response: response, data: data)
        }
        var request = request
        let timeout = Self.effectiveTimeout(timeout, budget: RequestContext.current.timeRemaining)
        if let timeout {
            request.timeoutInterval = Self.idleTimeoutInterval(for: timeout)
        }
        do {
            return try await Self.withDeadline(timeout) { [session, request, maximumResponseSize] in
                try await delegate.stream(for: request, on: session, bufferLimit: maximumResponseSize)
            }
        } catch {
            throw ErrorClassification.surfacingCancellation(Self.transportError(error))
        }
    }

    // MARK: Time limits

    /// The deadline of one exchange: ``timeout``, shortened to what is left of a retry budget
    /// (``RequestContext/timeRemaining``) when that is less.
    static func effectiveTimeout(_ timeout: Duration?, budget: Duration?) -> Duration? {
        guard let budget else { return timeout }
        let left = max(.milliseconds(1), budget)
        return timeout.map { min($0, left) } ?? left
    }

    /// The `timeoutInterval` handed to URLSession for `timeout`: whole seconds, rounded up, at least one.
    ///
    /// FoundationNetworking truncates the interval to whole seconds, so 0.5 s would time out at once; the exact
    /// `timeout` is enforced by ``withDeadline(_:_:)`` instead.
    static func idleTimeoutInterval(for timeout: Duration) -> TimeInterval {
        let parts = timeout.components
        let seconds = Double(parts.seconds) + Double(parts.attoseconds) / 1e18
        return max(1, seconds.rounded(.up))
    }

    /// The `timeoutInterval` handed to URLSession for a whole exchange bounded by `timeout`: one second past
    /// ``idleTimeoutInterval(for:)``, so ``withDeadline(_:_:)`` alone ends the call, at `timeout`.
    ///
    /// At the same interval URLSession's timer could win the race, and FoundationNetworking schedules it 1 ms short of
    /// the interval, so the call would end before `timeout`; the timer stays only as a backstop.
    static func backstopInterval(for timeout: Duration) -> TimeInterval {
        idleTimeoutInterval(for: timeout) + 1
    }

    /// The result of `operation`, or `URLError(.timedOut)` once `timeout` has passed (no limit when `nil`).
    static func withDeadline<Result: Sendable>(
        _ timeout: Duration?,
        _ operation: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
        guard let timeout else { return try await operation() }
        return try await withThrowingTaskGroup(of: Result.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(for: timeout)
                throw URLError(.timedOut)
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw CancellationError() }
            return first
        }
    }

    // MARK: Errors

    /// `error` as callers see it: a `URLError` becomes ``APIError/transport(code:description:)`` (its description
    /// without the URL), `URLError.cancelled` becomes `CancellationError`; anything else is unchanged.
    static func transportError(_ error: any Error) -> any Error {
        guard let error = error as? URLError else { return error }
        if error.code == .cancelled { return CancellationError() }
        return APIError.transport(code: error.code.rawValue, description: describe(error))
    }

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
