import EndpointRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers every request with one canned JSON response and records every request it saw.
final class SpyHTTPClient: HTTPClient, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [URLRequest] = []
    private let status: Int
    private let body: Data

    init(status: Int = 200, body: String) {
        self.status = status
        self.body = Data(body.utf8)
    }

    /// The requests sent so far, in order.
    var requests: [URLRequest] { lock.withLock { recorded } }

    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        lock.withLock { recorded.append(request) }
        let headers = ["Content-Type": "application/json"]
        guard let url = request.url,
            let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        else { throw APIError.invalidResponse }
        return (body, response)
    }
}

/// The base URL every test client talks to.
let testBaseURL = URL(string: "https://api.example.com/v1")!
