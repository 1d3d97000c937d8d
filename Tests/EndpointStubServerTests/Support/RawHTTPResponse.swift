import EndpointStubServer
import Foundation

/// A response read byte for byte from a raw socket.
struct RawHTTPResponse {
    /// The status line, for example `HTTP/1.1 200 OK`.
    var statusLine: String
    var status: Int
    var headers: HTTPHeaders
    /// The header lines exactly as received, in order, without the status line.
    var headerLines: [String]
    var body: [UInt8] = []

    /// Parses the status line and headers (the bytes up to and including the blank line).
    init(head: [UInt8]) throws {
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n").filter { !$0.isEmpty }
        guard let statusLine = lines.first else { throw RawSocketError.malformedResponse("empty head") }
        let parts = statusLine.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0] == "HTTP/1.1", let status = Int(parts[1]) else {
            throw RawSocketError.malformedResponse(statusLine)
        }
        self.statusLine = statusLine
        self.status = status
        headerLines = Array(lines.dropFirst())
        headers = HTTPHeaders(
            headerLines.map { line in
                let name = line.prefix { $0 != ":" }
                return (String(name), line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces))
            }
        )
    }

    /// The body as UTF-8 text.
    var bodyText: String { String(decoding: body, as: UTF8.self) }

    /// The `message` of a `{"message": …}` body.
    var message: String? {
        let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
        return object?["message"] as? String
    }
}
