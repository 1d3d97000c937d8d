import EndpointRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers every request with one canned response and records every request it saw.
final class SpyHTTPClient: HTTPClient, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [URLRequest] = []
    private let status: Int
    private let body: Data
    private let headers: [String: String]

    init(status: Int = 200, body: String = "{}", headers: [String: String] = ["Content-Type": "application/json"]) {
        self.status = status
        self.body = Data(body.utf8)
        self.headers = headers
    }

    /// The requests sent so far, in order.
    var requests: [URLRequest] { lock.withLock { recorded } }

    /// The body of the first request, as text.
    var firstBody: String? { requests.first?.httpBody.map { String(decoding: $0, as: UTF8.self) } }

    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        lock.withLock { recorded.append(request) }
        guard let url = request.url,
            let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        else { throw APIError.invalidResponse }
        return (body, response)
    }
}
