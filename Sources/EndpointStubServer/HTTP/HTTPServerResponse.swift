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
    /// How the body is sent: `nil` sends it at once; a pacing sends it in parts with a pause before each part
    /// after the first (a live-looking event stream). `Content-Length` is the whole body's either way.
    public var pacing: BodyPacing?

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

    /// The body's parts as ``pacing`` splits it (one part, the whole body, without a pacing).
    var bodyParts: [ArraySlice<UInt8>] {
        guard let pacing else { return [body[...]] }
        var parts: [ArraySlice<UInt8>] = []
        var start = 0
        for end in pacing.partEnds.map({ min(max($0, 0), body.count) }) + [body.count] where end > start {
            parts.append(body[start..<end])
            start = end
        }
        return parts.isEmpty ? [body[...]] : parts
    }

    /// Whether the status forbids a body: 1xx, 204 No Content and 304 Not Modified.
    var statusForbidsBody: Bool {
        HTTPSemantics.statusNeverHasContent(status)
    }
}

/// How a response body is sent in parts, with a pause before each part after the first.
public struct BodyPacing: Sendable, Hashable {
    /// The offset in the body where each part ends, ascending; the last part ends with the body.
    public var partEnds: [Int]
    /// The pause before each part after the first. A pause ends early when the client closes or the server stops.
    public var interval: Duration

    /// Creates a pacing that splits the body after each offset in `partEnds`.
    public init(partEnds: [Int], interval: Duration) {
        self.partEnds = partEnds
        self.interval = interval
    }
}
