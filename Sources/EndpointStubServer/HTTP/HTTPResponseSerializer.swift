import HTTPSemantics

/// Turns a handler's response into the bytes sent on the wire.
enum HTTPResponseSerializer {
    /// The status line, headers and body of `response`.
    ///
    /// Adds `Content-Length` (except where the status forbids a body) and `Connection: keep-alive` or `close`;
    /// drops header fields whose name is not a valid token and replaces CR/LF in values, so a handler cannot
    /// inject header lines.
    static func serialize(_ response: HTTPServerResponse, keepAlive: Bool, includeBody: Bool) -> [UInt8] {
        var bytes = serializeHead(response, keepAlive: keepAlive)
        if includeBody && !response.statusForbidsBody { bytes += response.body }
        return bytes
    }

    /// The status line and headers of `response`, as ``serialize(_:keepAlive:includeBody:)`` writes them.
    static func serializeHead(_ response: HTTPServerResponse, keepAlive: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(response.status) \(withoutLineBreaks(response.reasonPhrase))\r\n"
        for field in response.headers where isAllowed(field.name) {
            head += "\(field.name): \(withoutLineBreaks(field.value))\r\n"
        }
        let forbidsBody = response.statusForbidsBody
        if !forbidsBody { head += "Content-Length: \(response.body.count)\r\n" }
        head += "Connection: \(keepAlive ? "keep-alive" : "close")\r\n\r\n"
        return Array(head.utf8)
    }

    /// The interim response sent to a client that asked for `Expect: 100-continue`.
    static let continueResponse = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    private static let serverManagedFields: Set<String> = ["content-length", "connection", "transfer-encoding"]

    /// `text` with each CR and LF scalar replaced by a space (scalars, because `"\r\n"` is one `Character`).
    private static func withoutLineBreaks(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(scalar == "\r" || scalar == "\n" ? " " : scalar)
        }
        return String(result)
    }

    private static func isAllowed(_ name: String) -> Bool {
        HTTPToken.isValid(name) && !serverManagedFields.contains(name.lowercased())
    }
}
