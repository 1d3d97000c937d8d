import EndpointRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A test double for generated clients and decorators: answers requests with scripted outcomes, in order, and
/// records every request with the ``RequestContext`` it was sent in.
///
/// The package's one spy: users test their code with it, and the SDK's own tests use the same type (through the
/// test-support target), so what the tests exercise is what users get.
///
/// ```swift
/// let http = SpyHTTPClient(json: #"{"id": "p-1", "name": "Swift Book", "price_cents": 2990}"#)
/// let product = try await CatalogClient(baseURL: url, httpClient: http).getProduct(id: "p-1")
/// #expect(http.requests.first?.url?.path == "/products/p-1")
/// ```
public final class SpyHTTPClient: HTTPClient, @unchecked Sendable {
    // MARK: Outcomes

    /// One scripted answer.
    public enum Outcome: Sendable {
        /// Answers with `status`, `headers` and `body`.
        case answer(status: Int, headers: [String: String], body: Data)
        /// Throws `error`.
        case failure(any Error)
        /// Passes the request on to `client` and returns what it answers.
        case forward(to: any HTTPClient)

        /// Answers with `code`, `headers` and no body.
        public static func status(_ code: Int, headers: [String: String] = [:]) -> Outcome {
            .answer(status: code, headers: headers, body: Data())
        }

        /// A JSON answer: `Content-Type: application/json` and `text` as the body.
        public static func json(_ text: String, status: Int = 200) -> Outcome {
            .answer(status: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
        }
    }

    /// What the spy saw for one call: the request and the context it was sent in.
    public struct Call: Sendable {
        /// The request.
        public let request: URLRequest
        /// The ``RequestContext`` during the call.
        public let context: RequestContext

        /// ``RequestContext/isRetryable`` during the call.
        public var isRetryable: Bool? { context.isRetryable }
        /// ``RequestContext/attempt`` during the call.
        public var attempt: Int? { context.attempt }
        /// ``RequestContext/timeRemaining`` during the call.
        public var timeRemaining: Duration? { context.timeRemaining }
    }

    // MARK: State

    private let lock = NSLock()
    private var recorded: [Call] = []
    private let outcomes: [Outcome]
    private let onSend: @Sendable () -> Void

    // MARK: Creating

    /// Answers with `outcomes` in order; the last one repeats once they run out (an empty list answers 204).
    /// `onSend` runs during each call, before it answers.
    public init(_ outcomes: [Outcome], onSend: @escaping @Sendable () -> Void = {}) {
        self.outcomes = outcomes.isEmpty ? [.status(204)] : outcomes
        self.onSend = onSend
    }

    /// Answers every request with `outcome` (by default `200` with no body).
    public convenience init(_ outcome: Outcome = .status(200)) {
        self.init([outcome])
    }

    /// Answers every request with `text` as a JSON body and `status`.
    public convenience init(json text: String, status: Int = 200) {
        self.init([.json(text, status: status)])
    }

    /// Answers every request with `status`, `headers` and `body`.
    public convenience init(status: Int, headers: [String: String] = [:], body: String = "") {
        self.init([.answer(status: status, headers: headers, body: Data(body.utf8))])
    }

    /// Passes every request on to `client`, recording it on the way.
    public convenience init(forwardingTo client: any HTTPClient) {
        self.init(.forward(to: client))
    }

    // MARK: What it saw

    /// The calls received so far, in order.
    public var calls: [Call] { lock.withLock { recorded } }

    /// The requests received so far, in order.
    public var requests: [URLRequest] { calls.map(\.request) }

    /// The body of the first request, as UTF-8 text, if it had one.
    public var firstRequestBody: String? {
        requests.first?.httpBody.map { String(decoding: $0, as: UTF8.self) }
    }

    // MARK: HTTPClient

    /// Records `request` and its context, then answers with the next scripted outcome.
    public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let call = Call(request: request, context: .current)
        let index = lock.withLock {
            recorded.append(call)
            return recorded.count - 1
        }
        onSend()
        switch outcomes[min(index, outcomes.count - 1)] {
        case .answer(let status, let headers, let body):
            let url = request.url ?? URL(fileURLWithPath: "/")
            guard
                let response = HTTPURLResponse(
                    url: url,
                    statusCode: status,
                    httpVersion: "HTTP/1.1",
                    headerFields: headers
                )
            else { throw APIError.invalidResponse }
            return (body, response)
        case .failure(let error):
            throw error
        case .forward(let client):
            return try await client.data(for: request)
        }
    }
}
