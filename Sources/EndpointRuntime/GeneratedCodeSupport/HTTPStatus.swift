import HTTPSemantics

/// Reason phrases for HTTP status codes (RFC 9110 and common extensions), for messages people read, and the status
/// an error carries.
@_spi(Generated) public enum HTTPStatus {
    /// The standard reason phrase for `code`, for example "Service Unavailable" for 503; `nil` when unknown.
    public static func reasonPhrase(for code: Int) -> String? {
        HTTPSemantics.reasonPhrase(for: code)
    }

    /// `"503 Service Unavailable"`, or just `"599"` for a code without a known phrase.
    public static func text(for code: Int) -> String {
        reasonPhrase(for: code).map { "\(code) \($0)" } ?? String(code)
    }

    /// The status of the non-2xx answer `error` reports, whatever form it took: a generated typed error
    /// (``ResponseError``), ``APIError/unexpectedStatus(code:body:)``, or an error body that did not decode
    /// (``APIError/decoding(_:)`` with a non-2xx ``DecodingFailure/statusCode``); `nil` for anything else,
    /// cancellation included.
    ///
    /// Generated repositories use it to turn a status into a domain error however the body looked.
    public static func code(of error: any Error) -> Int? {
        switch error {
        case let error as any ResponseError:
            return error.statusCode
        case APIError.unexpectedStatus(let code, _):
            return code
        case APIError.decoding(let failure):
            guard let code = failure.statusCode, !(200..<300).contains(code) else { return nil }
            return code
        default:
            return nil
        }
    }
}
