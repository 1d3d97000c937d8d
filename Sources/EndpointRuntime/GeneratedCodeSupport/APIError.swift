import Foundation

/// A technical failure of an HTTP call: everything that is not the domain's business.
///
/// Task cancellation is never reported as an `APIError`; it surfaces as `CancellationError`.
///
/// Its ``description`` (also its `localizedDescription`) is a sentence for people, such as
/// "The server answered 503 Service Unavailable.", and never contains header values, query secrets or bodies.
public enum APIError: Error, Sendable, Equatable {
    /// The base URL and path did not form a valid URL.
    case invalidURL(String)
    /// The request could not be built, for example a header value containing CR or LF.
    case invalidRequest(String)
    /// The response was not an HTTP response.
    case invalidResponse
    /// The server answered with a status the endpoint does not treat as success.
    case unexpectedStatus(code: Int, body: Data)
    /// A successful response did not declare a JSON media type; holds the `Content-Type` received, if any.
    case unexpectedContentType(String?)
    /// The request body could not be encoded.
    case encoding(String)
    /// The response body did not match the expected shape.
    case decoding(DecodingFailure)
    /// The request never got a whole HTTP answer (DNS, connection, TLS, timeout, a body cut short…); holds the
    /// `URLError` code and a description of the underlying error.
    case transport(code: Int, description: String)
    /// The response body was larger than the client accepts; holds the limit in bytes.
    case responseTooLarge(limit: Int)
    /// A response header the spec declares required is missing; holds its name.
    case missingHeader(name: String)
    /// A response header's value does not parse as the type the spec declares; holds its name and what a value must
    /// look like ("an integer"). The value itself is not kept in the message.
    case invalidHeader(name: String, expected: String)
    /// A streamed response sent nothing (not even a comment or a keep-alive byte) for the idle timeout; holds it.
    case idleTimeout(Duration)
    /// A streamed response broke its format's rules, or one of its items (an event, a line, a record) was larger
    /// than the limit.
    case invalidStream(StreamFramingError)
    /// A page of a ``PageSequence`` asks for the next page with the position its own request sent (the same cursor,
    /// `Link` or next-page URL): following it would request the same page forever. Holds the page's number (the
    /// first is 1) and the position.
    case repeatedPagePosition(page: Int, position: String)
    /// A page's body is the page before's, byte for byte, although it was asked for with the next offset or page
    /// number: the server ignores the parameter, and would be asked forever. Holds the page's number.
    case repeatedPage(page: Int)
    /// The next page's URL (from a `Link` header or a response field) is on another origin (scheme, host or port)
    /// than the first page's, where the client's credentials must not be sent, or it is not a URL. Holds the page's
    /// number and the URL, its query secrets redacted.
    case unusableNextPageURL(page: Int, url: String)

    /// The HTTP status code, for ``unexpectedStatus(code:body:)``.
    public var statusCode: Int? {
        if case .unexpectedStatus(let code, _) = self { code } else { nil }
    }
}

// MARK: - Messages for people

extension APIError: CustomStringConvertible, LocalizedError {
    /// A sentence describing the failure, free of secrets.
    public var description: String {
        switch self {
        case .invalidURL(let detail):
            "The request URL is not valid: \(Self.clause(detail))."
        case .invalidRequest(let reason):
            "The request could not be built: \(Self.clause(reason))."
        case .invalidResponse:
            "The server's answer was not an HTTP response."
        case .unexpectedStatus(let code, _):
            "The server answered \(HTTPStatus.text(for: code))."
        case .unexpectedContentType(let contentType?):
            "The server answered with '\(contentType)' where JSON was expected."
        case .unexpectedContentType(nil):
            "The server answered without a Content-Type where JSON was expected."
        case .encoding(let reason):
            "The request body could not be encoded: \(Self.clause(reason))."
        case .decoding(let failure):
            Self.describe(failure, attempts: nil)
        case .transport(let code, let description):
            "The request failed: \(Self.clause(description)) (URLError \(code))."
        case .responseTooLarge(let limit):
            "The response was larger than the limit of \(Self.byteCount(limit))."
        case .missingHeader(let name):
            "The response has no '\(name)' header, which the spec declares required."
        case .invalidHeader(let name, let expected):
            "The response header '\(name)' is not \(expected)."
        case .idleTimeout(let timeout):
            "The stream sent nothing for \(Self.seconds(timeout)), so it was closed."
        case .invalidStream(let error):
            "The response stream could not be read: \(Self.clause(error.description))."
        case .repeatedPagePosition(let page, let position):
            "Page \(page) points to itself as the next page (\(position)); stopped rather than request it again."
        case .repeatedPage(let page):
            "Page \(page) is the page before it again; the server ignores the offset or page number, so stopped."
        case .unusableNextPageURL(let page, let url):
            "Page \(page) names a next page that is not on the first page's server: \(url)."
        }
    }

    /// The same as ``description``.
    public var errorDescription: String? { description }

    /// ``description`` with how many attempts led to it, for example
    /// "The server answered 503 Service Unavailable after 3 attempts."; unchanged for `nil` or one attempt.
    ///
    /// Read the count from an ``AttemptRecorder`` bound around the call.
    public func description(attempts: Int?) -> String {
        guard let attempts, attempts > 1 else { return description }
        if case .decoding(let failure) = self { return Self.describe(failure, attempts: attempts) }
        return "\(Self.clause(description)) after \(attempts) attempts."
    }

    /// What is wrong with the body: not JSON, nested too deeply, or JSON that does not match the spec (at which path,
    /// and what to change in the spec when the API is right).
    private static func describe(_ failure: DecodingFailure, attempts: Int?) -> String {
        // An error response's failure names its status: "The 404 Not Found response does not match …".
        let subject =
            failure.statusCode.map {
                (200..<300).contains($0) ? "The response" : "The \(HTTPStatus.text(for: $0)) response"
            }
            ?? "The response"
        var sentence =
            switch failure.kind {
            case .notJSON: "\(subject) is not valid JSON: \(clause(failure.reason))"
            case .tooDeeplyNested: "\(subject) is nested too deeply to decode: \(clause(failure.reason))"
            case .notText: "\(subject) is not readable text: \(clause(failure.reason))"
            case .mismatch:
                failure.codingPath.isEmpty
                    ? "\(subject) does not match the spec: \(clause(failure.reason))"
                    : "\(subject) does not match the spec at \(failure.codingPath): \(clause(failure.reason))"
            }
        if let attempts, attempts > 1 { sentence += " after \(attempts) attempts" }
        sentence += "."
        guard let hint = failure.hint else { return sentence }
        return sentence + " " + hint
    }

    /// `text` without a trailing period, so it can sit inside a sentence.
    private static func clause(_ text: String) -> String {
        text.hasSuffix(".") ? String(text.dropLast()) : text
    }

    /// `60 seconds`, `1 second`, `0.25 seconds`.
    private static func seconds(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        guard attoseconds != 0 else { return whole == 1 ? "1 second" : "\(whole) seconds" }
        let milliseconds = whole * 1000 + attoseconds / 1_000_000_000_000_000
        return "\(Double(milliseconds) / 1000) seconds"
    }

    private static func byteCount(_ bytes: Int) -> String {
        let mebibyte = 1024 * 1024
        if bytes >= mebibyte, bytes % mebibyte == 0 { return "\(bytes / mebibyte) MB" }
        if bytes >= 1024, bytes % 1024 == 0 { return "\(bytes / 1024) KB" }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
