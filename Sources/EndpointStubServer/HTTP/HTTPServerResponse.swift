import EndpointSpec
import HTTPSemantics

/// A response a handler returns; the server adds `Content-Length` and `Connection` itself.
///
/// Serialization is deterministic: no `Date` or `Server` header is added, so identical responses produce
/// identical bytes.
public struct HTTPServerResponse: Sendable, Hashable {
    /// The status code, for example `200`.
    public var status: Int
    /// The reason phrase sent after the status code, for example `OK`.
    public var reasonPhrase: String
    /// Header fields sent in order. `Content-Length`, `Connection` and `Transfer-Encoding` set here are replaced by
    /// the server's own values.
    public var headers: HTTPHeaders
    /// The body bytes (never sent for `HEAD` requests or status 1xx, 204 and 304).
    public var body: [UInt8]

    /// Creates a response; a `nil` reason phrase uses the standard one for `status`.
    public init(status: Int, reasonPhrase: String? = nil, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.status = status
        self.reasonPhrase = reasonPhrase ?? HTTPReasonPhrase.standard(for: status)
        self.headers = headers
        self.body = body
    }

    // MARK: - JSON

    /// A response whose body is the JSON text `json`, with `Content-Type: application/json`.
    public static func json(status: Int, _ json: String, headers: HTTPHeaders = [:]) -> HTTPServerResponse {
        var headers = headers
        headers["Content-Type"] = "application/json"
        return HTTPServerResponse(status: status, headers: headers, body: Array(json.utf8))
    }

    /// A JSON error response `{"message":"…"}`, the shape the stub uses for every error.
    public static func message(status: Int, _ message: String, headers: HTTPHeaders = [:]) -> HTTPServerResponse {
        json(status: status, "{\"message\":\(JSONString.quoted(message))}", headers: headers)
    }

    /// Whether the status forbids a body: 1xx, 204 No Content and 304 Not Modified.
    var statusForbidsBody: Bool {
        HTTPSemantics.statusNeverHasContent(status)
    }
}
