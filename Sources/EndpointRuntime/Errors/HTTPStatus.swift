import HTTPSemantics

/// Reason phrases for HTTP status codes (RFC 9110 and common extensions), for messages people read.
public enum HTTPStatus {
    /// The standard reason phrase for `code`, for example "Service Unavailable" for 503; `nil` when unknown.
    public static func reasonPhrase(for code: Int) -> String? {
        HTTPSemantics.reasonPhrase(for: code)
    }

    /// `"503 Service Unavailable"`, or just `"599"` for a code without a known phrase.
    public static func text(for code: Int) -> String {
        reasonPhrase(for: code).map { "\(code) \($0)" } ?? String(code)
    }
}
