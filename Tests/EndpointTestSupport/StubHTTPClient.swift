@_spi(Generated) import EndpointRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers every request with the same status, headers and body.
///
/// The package's one stub client, for the tests and for `endpoint-bench`: the response is built once, so an answer
/// costs nothing and what a benchmark measures is the runtime's own work.
public struct StubHTTPClient: HTTPClient {
    /// The status of every answer.
    public let status: Int
    /// The headers of every answer.
    public let headers: [String: String]
    /// The body of every answer.
    public let body: Data
    /// The response every request receives (its URL is informational only); `nil` for a status `HTTPURLResponse`
    /// refuses, which each call then reports as ``APIError/invalidResponse``.
    private let response: HTTPURLResponse?

    /// Answers with `status`, `headers` (JSON by default) and `body`.
    public init(status: Int = 200, headers: [String: String] = ["Content-Type": "application/json"], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
        self.response = URL(string: "https://stub.invalid/").flatMap {
            HTTPURLResponse(url: $0, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        }
    }

    /// Answers with `answer`'s body, status and headers.
    public init(_ answer: (Data, HTTPURLResponse)) {
        let fields = answer.1.allHeaderFields.reduce(into: [String: String]()) { fields, field in
            if let name = field.key as? String, let value = field.value as? String { fields[name] = value }
        }
        self.init(status: answer.1.statusCode, headers: fields, body: answer.0)
    }

    /// Returns the canned body and response.
    public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        guard let response else { throw APIError.invalidResponse }
        return (body, response)
    }
}
