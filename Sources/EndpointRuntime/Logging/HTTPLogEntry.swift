/// One HTTP exchange as ``LoggingHTTPClient`` saw it, with every credential already replaced by `REDACTED`.
public struct HTTPLogEntry: Sendable, Hashable, CustomStringConvertible {
    /// How the exchange ended.
    public enum Outcome: Sendable, Hashable {
        /// The server answered with `statusCode`; `headers` are the redacted response headers.
        case response(statusCode: Int, headers: [String: String], bodySize: Int)
        /// No answer arrived; `description` says why, without secrets.
        case failure(description: String)
        /// A streamed response's head arrived with `statusCode`; its body follows (logged by `streamEnded`).
        case streamOpened(statusCode: Int, headers: [String: String])
        /// A streamed body ended after `bodySize` bytes and, when it was read as events, lines or records, `records`
        /// of them: normally when `failure` is `nil`, else with that reason (`cancelled` when the consumer stopped
        /// it), without secrets. The duration is the whole exchange's.
        case streamEnded(statusCode: Int, bodySize: Int, records: StreamRecords?, failure: String?)
    }

    /// The request method, for example `GET`.
    public var method: String
    /// The request URL with sensitive query values redacted.
    public var url: String
    /// The request headers with sensitive values redacted.
    public var requestHeaders: [String: String]
    /// How the exchange ended.
    public var outcome: Outcome
    /// How long the exchange took, measured on the logging client's clock.
    public var duration: Duration
    /// The attempt number when a ``RetryingHTTPClient`` wraps the logging client, else `nil`.
    public var attempt: Int?
    /// What a multipart upload sent (part names and sizes), else `nil`.
    public var upload: UploadSummary?

    /// Creates an entry.
    public init(
        method: String,
        url: String,
        requestHeaders: [String: String],
        outcome: Outcome,
        duration: Duration,
        attempt: Int? = nil,
        upload: UploadSummary? = nil
    ) {
        self.method = method
        self.url = url
        self.requestHeaders = requestHeaders
        self.outcome = outcome
        self.duration = duration
        self.attempt = attempt
        self.upload = upload
    }

    /// The response status, when the server answered.
    public var statusCode: Int? {
        switch outcome {
        case .response(let statusCode, _, _), .streamOpened(let statusCode, _), .streamEnded(let statusCode, _, _, _):
            statusCode
        case .failure: nil
        }
    }

    /// One line: `GET https://api.example.com/products?api_key=REDACTED -> 200 OK (12 ms)`; for a stream
    /// `… -> 200 OK, streaming (12 ms)` when it opens and `… -> 200 OK, stream ended after 3 events, 512 bytes
    /// (3004 ms)` when it ends; for
    /// a multipart upload `… (40 ms; sent 3000210 bytes in 2 parts: caption (5 bytes), image (3000000 bytes))`.
    public var description: String {
        let result =
            switch outcome {
            case .response(let statusCode, _, _): HTTPStatus.text(for: statusCode)
            case .failure(let description): "failed: \(description)"
            case .streamOpened(let statusCode, _): "\(HTTPStatus.text(for: statusCode)), streaming"
            case .streamEnded(let statusCode, let bodySize, let records, nil):
                "\(HTTPStatus.text(for: statusCode)), stream ended after \(Self.amount(bodySize, records))"
            case .streamEnded(let statusCode, let bodySize, let records, let failure?):
                "\(HTTPStatus.text(for: statusCode)), stream failed after \(Self.amount(bodySize, records)): \(failure)"
            }
        let attemptNote = attempt.map { $0 > 1 ? ", attempt \($0)" : "" } ?? ""
        let uploadNote = upload.map { "; \($0)" } ?? ""
        return "\(method) \(url) -> \(result) (\(Self.milliseconds(duration)) ms\(attemptNote)\(uploadNote))"
    }

    /// `512 bytes`, or `3 events, 512 bytes` when the records were counted.
    private static func amount(_ bodySize: Int, _ records: StreamRecords?) -> String {
        (records.map { "\($0), " } ?? "") + "\(bodySize) bytes"
    }

    private static func milliseconds(_ duration: Duration) -> Int64 {
        let parts = duration.components
        return parts.seconds * 1000 + (parts.attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000
    }
}
