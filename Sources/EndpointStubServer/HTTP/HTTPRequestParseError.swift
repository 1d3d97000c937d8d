/// Why bytes received from a client are not an acceptable HTTP/1.x request; the server answers with ``status``
/// (`400 Bad Request`, `413 Content Too Large`, `431 Request Header Fields Too Large`) and ``message``, and closes
/// the connection.
public enum HTTPRequestParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The request line is not `METHOD SP TARGET SP HTTP-VERSION`; holds what is wrong.
    case invalidRequestLine(String)
    /// The version is not `HTTP/1.x`; holds the version text received.
    case unsupportedVersion(String)
    /// The request target is not an origin-form path (or absolute URL); holds what is wrong.
    case invalidTarget(String)
    /// A header line is malformed; holds what is wrong.
    case invalidHeader(String)
    /// The request line and headers exceed the limit, in bytes.
    case headerSectionTooLarge(limit: Int)
    /// More header fields than the limit.
    case tooManyHeaders(limit: Int)
    /// `Content-Length` is not a decimal number, or several disagree; holds the value received.
    case invalidContentLength(String)
    /// `Content-Length` exceeds the body size limit.
    case bodyTooLarge(length: Int, limit: Int)
    /// The request uses a `Transfer-Encoding` other than `chunked`, which this server does not support; holds the
    /// value received.
    case unsupportedTransferEncoding(String)
    /// A `chunked` body is malformed (a chunk size that is not hexadecimal, a chunk not followed by CRLF); holds
    /// what is wrong.
    case invalidChunkedBody(String)

    /// A one-sentence explanation sent to the client in the response body.
    public var message: String {
        switch self {
        case .invalidRequestLine(let reason): "Invalid request line: \(reason)."
        case .unsupportedVersion(let version): "Unsupported HTTP version '\(version)'; expected HTTP/1.0 or HTTP/1.1."
        case .invalidTarget(let reason): "Invalid request target: \(reason)."
        case .invalidHeader(let reason): "Invalid header: \(reason)."
        case .headerSectionTooLarge(let limit): "The request line and headers exceed \(limit) bytes."
        case .tooManyHeaders(let limit): "The request has more than \(limit) header fields."
        case .invalidContentLength(let value):
            "Invalid Content-Length '\(value)'; expected one non-negative decimal number."
        case .bodyTooLarge(let length, let limit):
            "The body of \(length) bytes exceeds the limit of \(limit) bytes."
        case .unsupportedTransferEncoding(let value):
            "Transfer-Encoding '\(value)' is not supported; send the body with Content-Length or chunked."
        case .invalidChunkedBody(let reason): "Invalid chunked body: \(reason)."
        }
    }

    /// The status the server answers with: `413` for a body over the limit, `431` for too many or too large
    /// headers, `400` for anything malformed.
    public var status: Int {
        switch self {
        case .bodyTooLarge: 413
        case .headerSectionTooLarge, .tooManyHeaders: 431
        default: 400
        }
    }

    /// Same as ``message``.
    public var description: String { message }
}
