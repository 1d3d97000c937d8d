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
}
