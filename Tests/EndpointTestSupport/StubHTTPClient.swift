import EndpointRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers every request with the same status, headers and body.
public struct StubHTTPClient: HTTPClient {
    /// The status of every answer.
    public let status: Int
    /// The headers of every answer.
    public let headers: [String: String]
    /// The body of every answer.
    public let body: Data

    /// Answers with `status`, `headers` (JSON by default) and `body`.
    public init(status: Int = 200, headers: [String: String] = ["Content-Type": "application/json"], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Answers with `answer`'s body, status and headers.
    public init(_ answer: (Data, HTTPURLResponse)) {
        let fields = answer.1.allHeaderFields.reduce(into: [String: String]()) { fields, field in
            if let name = field.key as? String, let value = field.value as? String { fields[name] = value }
        }
        self.init(status: answer.1.statusCode, headers: fields, body: answer.0)
    }

    public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let url = request.url ?? URL(fileURLWithPath: "/")
        guard
            let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        else { throw APIError.invalidResponse }
        return (body, response)
    }
}
