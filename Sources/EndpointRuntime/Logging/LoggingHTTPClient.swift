import Foundation
import HTTPSemantics

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Logs every exchange — method, redacted URL and headers, status or error, duration, and for a multipart upload
/// its part names and sizes — then passes the answer or error through unchanged. No body is ever logged.
///
/// Credentials never reach the logger: sensitive headers and query items are replaced by `REDACTED`
/// (see `Redaction`), and their values are also scrubbed from error descriptions.
public struct LoggingHTTPClient: HTTPClient {
    /// The client that sends the requests.
    public let decoratee: any HTTPClient
    private let logger: any HTTPLogger
    private let startTimer: @Sendable () -> @Sendable () -> Duration

    /// Creates a logging client that measures durations on `clock`.
    public init(decoratee: any HTTPClient, logger: any HTTPLogger, clock: any Clock<Duration> = ContinuousClock()) {
        self.decoratee = decoratee
        self.logger = logger
        self.startTimer = Self.timer(on: clock)
    }

    // MARK: HTTPClient

    /// Sends `request` through the decoratee and logs the outcome.
    public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let elapsed = startTimer()
        let result: Result<(Data, HTTPURLResponse), any Error>
        do {
            result = .success(try await decoratee.data(for: request))
        } catch {
            result = .failure(error)
        }
        let duration = elapsed()
        logger.log(entry(for: request, result: result, duration: duration))
        return try result.get()
    }

    /// Opens the stream through the decoratee; logs one entry when the head arrives (or the call fails) and one
    /// when the body ends (the events, lines or records an ``APIClient`` stream delivered, bytes, duration of the
    /// whole exchange, how it ended). Metadata only: no body bytes.
    public func stream(for request: URLRequest) async throws -> HTTPStreamingResponse {
        let elapsed = startTimer()
        let attempt = RequestContext.current.attempt
        var streaming: HTTPStreamingResponse
        do {
            streaming = try await decoratee.stream(for: request)
        } catch {
            logger.log(entry(for: request, outcome: failureOutcome(error, request: request), duration: elapsed()))
            throw error
        }
        let response = streaming.response
        logger.log(
            entry(
                for: request,
                outcome: .streamOpened(statusCode: response.statusCode, headers: redactedHeaders(of: response)),
                duration: elapsed(),
                attempt: attempt
            )
        )
        let secrets = secrets(of: request)
        let tally = RequestContext.current.streamTally
        streaming.body = ObservedBody.observing(streaming.body) { [logger] bytes, end in
            let report: @Sendable (StreamTally.Outcome?) -> Void = { decoded in
                // A sentinel ends the records on purpose; the body closed after it was not cut short.
                let failure = decoded?.reachedSentinel == true ? nil : Self.failure(of: end, secrets: secrets)
                let outcome = HTTPLogEntry.Outcome.streamEnded(
                    statusCode: response.statusCode,
                    bodySize: bytes,
                    records: decoded?.records,
                    failure: failure
                )
                logger.log(entry(for: request, outcome: outcome, duration: elapsed(), attempt: attempt))
            }
            if let tally { tally.whenSettled(report) } else { report(nil) }
        }
        return streaming
    }

    // MARK: Entries

    /// Why a streamed body ended early, without secrets; `nil` when it ended normally.
    private static func failure(of end: ObservedBody.End, secrets: [String]) -> String? {
        switch end {
        case .finished: nil
        case .dropped: "closed by the consumer"
        case .failed(let error):
            ErrorClassification.isCancellation(error)
                ? "cancelled" : Redaction.scrub(String(describing: error), secrets: secrets)
        }
    }

    private func entry(
        for request: URLRequest,
        result: Result<(Data, HTTPURLResponse), any Error>,
        duration: Duration
    ) -> HTTPLogEntry {
        let outcome: HTTPLogEntry.Outcome
        switch result {
        case .success((let data, let response)):
            outcome = .response(
                statusCode: response.statusCode,
                headers: redactedHeaders(of: response),
                bodySize: data.count
            )
        case .failure(let error):
            outcome = failureOutcome(error, request: request)
        }
        return entry(for: request, outcome: outcome, duration: duration)
    }

    private func entry(
        for request: URLRequest,
        outcome: HTTPLogEntry.Outcome,
        duration: Duration,
        attempt: Int? = RequestContext.current.attempt
    ) -> HTTPLogEntry {
        HTTPLogEntry(
            method: request.httpMethod ?? "GET",
            url: request.url.map(Redaction.redactedURL) ?? "",
            requestHeaders: Redaction.redactedHeaders(request.allHTTPHeaderFields ?? [:]),
            outcome: outcome,
            duration: duration,
            attempt: attempt,
            upload: (request.httpBodyStream as? BodyInputStream)?.summary
        )
    }

    private func failureOutcome(_ error: any Error, request: URLRequest) -> HTTPLogEntry.Outcome {
        let description = ErrorClassification.isCancellation(error) ? "cancelled" : String(describing: error)
        return .failure(description: Redaction.scrub(description, secrets: secrets(of: request)))
    }

    private func redactedHeaders(of response: HTTPURLResponse) -> [String: String] {
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in response.allHeaderFields {
            headers[name] = value
        }
        return Redaction.redactedHeaders(headers)
    }

    /// The credential values in `request`: sensitive header values (and the token after an auth scheme) and
    /// sensitive query values.
    private func secrets(of request: URLRequest) -> [String] {
        var secrets: [String] = []
        for (name, value) in request.allHTTPHeaderFields ?? [:] where Redaction.isSensitiveHeader(name) {
            secrets.append(value)
            if let credentials = value.split(separator: " ", maxSplits: 1).dropFirst().first {
                secrets.append(String(credentials))
            }
        }
        if let url = request.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: true) {
            for item in components.queryItems ?? [] where Redaction.isSensitiveQueryName(item.name) {
                if let value = item.value { secrets += [value, PercentEncoding.encode(value)] }
            }
            for item in components.percentEncodedQueryItems ?? [] {
                let name = PercentDecoding.decodedOrAsWritten(item.name)
                if Redaction.isSensitiveQueryName(name), let value = item.value { secrets.append(value) }
            }
        }
        return secrets
    }

    /// A function that starts a measurement on `clock` and returns a function reading the time elapsed since.
    private static func timer<C: Clock<Duration>>(on clock: C) -> @Sendable () -> @Sendable () -> Duration {
        {
            let start = clock.now
            return { start.duration(to: clock.now) }
        }
    }
}
