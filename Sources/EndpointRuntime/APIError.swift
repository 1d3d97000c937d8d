import Foundation

/// A technical failure of an HTTP call: everything that is not the domain's business.
///
/// Task cancellation is never reported as an `APIError`; it surfaces as `CancellationError`.
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
    /// The request never got an HTTP answer (DNS, connection, TLS, timeout…); holds the `URLError` code
    /// and a description of the underlying error.
    case transport(code: Int, description: String)

    /// The HTTP status code, for ``unexpectedStatus(code:body:)``.
    public var statusCode: Int? {
        if case .unexpectedStatus(let code, _) = self { code } else { nil }
    }
}

/// Why a response body could not be decoded, with the coding path to the offending value.
public struct DecodingFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path to the offending value, for example `products[2].price_cents`.
    public var codingPath: String
    /// What was wrong, for example "expected Int, found a string".
    public var reason: String

    /// Creates a failure.
    public init(codingPath: String, reason: String) {
        self.codingPath = codingPath
        self.reason = reason
    }

    /// `at products[2].price_cents: expected …`.
    public var description: String {
        codingPath.isEmpty ? reason : "at \(codingPath): \(reason)"
    }
}
