import EndpointRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// MARK: - HTTP doubles for the generated repository

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

    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        lock.withLock { recorded.append(request) }
        guard let url = request.url,
            let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        else { throw APIError.invalidResponse }
        return (body, response)
    }
}

/// Fails every request with the error it was given.
struct FailingHTTPClient: HTTPClient {
    let error: any Error

    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        throw error
    }
}

/// Never answers until the task is cancelled; then throws `URLError(.cancelled)` as URLSession does.
struct HangingHTTPClient: HTTPClient {
    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let stream = AsyncStream<Never> { _ in }
        for await _ in stream {}
        throw URLError(.cancelled)
    }
}
