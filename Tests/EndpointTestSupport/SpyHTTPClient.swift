import EndpointLocking
import EndpointRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Records every request (and the ``RequestContext`` it was sent in) and answers with scripted outcomes in order
/// (the last outcome repeats once the script runs out), or forwards every request to another client.
///
/// The SDK's own tests use this one; `EndpointTesting.SpyHTTPClient` is the spy the package ships for users, and
/// the tests of generated clients use that one, as users do.
public final class SpyHTTPClient: HTTPClient, Sendable {
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

        /// Answers with `body` as JSON and `status`.
        public static func json(_ body: String, status: Int = 200) -> Outcome {
            .answer(status: status, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
        }
    }

    /// What the spy saw for one call.
    public struct Call: Sendable {
        /// The request.
        public let request: URLRequest
        /// ``RequestContext/isRetryable`` during the call.
        public let isRetryable: Bool?
        /// ``RequestContext/attempt`` during the call.
        public let attempt: Int?
        /// ``RequestContext/timeRemaining`` during the call.
        public let timeRemaining: Duration?
        /// ``RequestContext/credentialNames`` during the call.
        public let credentialNames: CredentialNames?
    }

    private let outcomes: [Outcome]
    private let onSend: @Sendable () -> Void
    private let recorded = Locked<[Call]>([])

    /// Creates a spy answering `outcomes` in order; `onSend` runs during each call, before it answers.
    public init(_ outcomes: [Outcome], onSend: @escaping @Sendable () -> Void = {}) {
        precondition(!outcomes.isEmpty, "script at least one outcome")
        self.outcomes = outcomes
        self.onSend = onSend
    }

    /// Creates a spy answering every request with `outcome`.
    public convenience init(_ outcome: Outcome = .status(200)) {
        self.init([outcome])
    }

    /// Creates a spy passing every request on to `client`.
    public convenience init(forwardingTo client: any HTTPClient) {
        self.init(.forward(to: client))
    }

    /// The calls received so far, in order.
    public var calls: [Call] { recorded.current }
    /// The requests received so far, in order.
    public var requests: [URLRequest] { calls.map(\.request) }

    public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let index = recorded.withLock { calls in
            calls.append(
                Call(
                    request: request,
                    isRetryable: RequestContext.isRetryable,
                    attempt: RequestContext.attempt,
                    timeRemaining: RequestContext.timeRemaining,
                    credentialNames: RequestContext.credentialNames
                )
            )
            return calls.count - 1
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
