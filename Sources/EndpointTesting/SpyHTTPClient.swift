import EndpointRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A test double for generated clients: answers requests with canned responses, in order, and records every request.
///
/// ```swift
/// let http = SpyHTTPClient(json: #"{"id": "p-1", "name": "Swift Book", "price_cents": 2990}"#)
/// let product = try await CatalogClient(baseURL: url, httpClient: http).getProduct(id: "p-1")
/// #expect(http.requests.first?.url?.path == "/products/p-1")
/// ```
public final class SpyHTTPClient: HTTPClient, @unchecked Sendable {
    /// One canned answer.
    public struct Response: Sendable, Equatable {
        /// The status code.
        public var status: Int
        /// The response headers.
        public var headers: [String: String]
        /// The response body.
        public var body: Data

        /// Creates an answer.
        public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
            self.status = status
            self.headers = headers
            self.body = body
        }

        /// A JSON answer: `Content-Type: application/json` and `text` as the body.
        public static func json(_ text: String, status: Int = 200) -> Response {
            Response(status: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
        }
    }

    private let lock = NSLock()
    private var recorded: [URLRequest] = []
    private let responses: [Response]

    /// Answers with `responses` in order; the last one repeats once they run out (an empty list answers 204).
    public init(_ responses: [Response]) {
        self.responses = responses.isEmpty ? [Response(status: 204)] : responses
    }

    /// Answers every request with `text` as a JSON body and `status`.
    public convenience init(json text: String, status: Int = 200) {
        self.init([.json(text, status: status)])
    }

    /// Answers every request with `status`, `headers` and `body`.
    public convenience init(status: Int, headers: [String: String] = [:], body: String = "") {
        self.init([Response(status: status, headers: headers, body: Data(body.utf8))])
    }

    /// The requests received so far, in order.
    public var requests: [URLRequest] { lock.withLock { recorded } }

    /// The body of the first request, as UTF-8 text, if it had one.
    public var firstRequestBody: String? {
        requests.first?.httpBody.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Records `request` and returns the next canned response.
    public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let index = lock.withLock {
            recorded.append(request)
            return recorded.count - 1
        }
        let response = responses[min(index, responses.count - 1)]
        guard let url = request.url,
            let http = HTTPURLResponse(
                url: url,
                statusCode: response.status,
                httpVersion: "HTTP/1.1",
                headerFields: response.headers
            )
        else { throw APIError.invalidResponse }
        return (response.body, http)
    }
}
