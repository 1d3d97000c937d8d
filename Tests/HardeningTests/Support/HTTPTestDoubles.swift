import EndpointLocking
import EndpointRuntime
import EndpointTestSupport
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Forwards every request to a real client and counts the attempts, to check what a decorator retried.
struct SpyHTTPClient: HTTPClient {
    let decoratee: any HTTPClient
    private let calls = Locked(0)

    init(decoratee: any HTTPClient) { self.decoratee = decoratee }

    /// How many requests went through.
    var callCount: Int { calls.current }

    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        calls.withLock { $0 += 1 }
        return try await decoratee.data(for: request)
    }
}

/// An ``HTTPClient`` that answers every request with fixed bytes and headers, recording the requests.
struct StubHTTPClient: HTTPClient {
    let status: Int
    let headers: [String: String]
    let body: Data

    init(status: Int = 200, headers: [String: String] = ["Content-Type": "application/json"], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let url = request.url ?? URL(fileURLWithPath: "/")
        guard
            let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        else { throw APIError.invalidResponse }
        return (body, response)
    }
}

/// Measures how long an operation took on the continuous clock.
func elapsed<Result>(_ operation: () async throws -> Result) async rethrows -> (Result, Duration) {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try await operation()
    return (result, start.duration(to: clock.now))
}
