@_spi(Generated) import EndpointRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Builders for the HTTP values tests pass around.
enum HTTPFixtures {
    static let baseURL = URL(string: "https://api.example.com/v1")!

    /// The retry policy the retry tests share: 3 attempts, backoff from 100 ms doubling up to 1 s, `Retry-After`
    /// honoured up to 30 s.
    static let retryPolicy = RetryPolicy(
        maxAttempts: 3,
        baseDelay: .milliseconds(100),
        multiplier: 2,
        maxDelay: .seconds(1),
        maxRetryAfter: .seconds(30)
    )

    /// An HTTP response for `url` with `status` and `headers`.
    static func response(
        status: Int,
        headers: [String: String] = [:],
        url: URL = baseURL
    ) -> HTTPURLResponse {
        HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
    }

    /// A JSON response with `body`.
    static func json(_ body: String, status: Int = 200, contentType: String = "application/json") -> (
        Data, HTTPURLResponse
    ) {
        (Data(body.utf8), response(status: status, headers: ["Content-Type": contentType]))
    }

    /// A request for `url` with `method`.
    static func request(_ method: String = "GET", url: URL = baseURL) -> URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = method
        return request
    }
}
