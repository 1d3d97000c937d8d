/// Facts of HTTP (RFC 9110) that the runtime, the spec validator and the stub server all rely on, stated once.
///
/// `package` access: the package's modules share it; clients of the libraries never see it.
package enum HTTPSemantics {
    /// The methods whose repetition has the same effect as one request (RFC 9110 §9.2.2), which the runtime
    /// retries by default; `POST` and `PATCH` are not among them.
    package static let idempotentMethods: Set<String> = ["GET", "HEAD", "OPTIONS", "PUT", "DELETE", "TRACE"]

    /// Whether `method` (an uppercased token) is idempotent.
    package static func isIdempotent(_ method: String) -> Bool {
        idempotentMethods.contains(method)
    }

    /// Whether a response with `status` never has content (RFC 9110 §15): 1xx, 204 No Content, 304 Not Modified.
    package static func statusNeverHasContent(_ status: Int) -> Bool {
        (100..<200).contains(status) || status == 204 || status == 304
    }

    /// The standard reason phrase for `status` (RFC 9110 and common extensions), for example "Service Unavailable"
    /// for 503; `nil` for a code without one.
    package static func reasonPhrase(for status: Int) -> String? {
        reasonPhrases[status]
    }

    private static let reasonPhrases: [Int: String] = [
        100: "Continue", 101: "Switching Protocols", 103: "Early Hints",
        200: "OK", 201: "Created", 202: "Accepted", 203: "Non-Authoritative Information", 204: "No Content",
        205: "Reset Content", 206: "Partial Content",
        300: "Multiple Choices", 301: "Moved Permanently", 302: "Found", 303: "See Other", 304: "Not Modified",
        307: "Temporary Redirect", 308: "Permanent Redirect",
        400: "Bad Request", 401: "Unauthorized", 402: "Payment Required", 403: "Forbidden", 404: "Not Found",
        405: "Method Not Allowed", 406: "Not Acceptable", 407: "Proxy Authentication Required",
        408: "Request Timeout", 409: "Conflict", 410: "Gone", 411: "Length Required", 412: "Precondition Failed",
        413: "Content Too Large", 414: "URI Too Long", 415: "Unsupported Media Type", 416: "Range Not Satisfiable",
        417: "Expectation Failed", 421: "Misdirected Request", 422: "Unprocessable Content", 423: "Locked",
        424: "Failed Dependency", 425: "Too Early", 426: "Upgrade Required", 428: "Precondition Required",
        429: "Too Many Requests", 431: "Request Header Fields Too Large", 451: "Unavailable For Legal Reasons",
        500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway", 503: "Service Unavailable",
        504: "Gateway Timeout", 505: "HTTP Version Not Supported", 507: "Insufficient Storage",
        508: "Loop Detected", 511: "Network Authentication Required",
    ]
}
