import EndpointLocking
import EndpointRuntime
import EndpointTestSupport
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Records every request (and the ``RequestContext`` it was sent in) and answers with scripted outcomes
/// in order; the last outcome repeats once the script runs out.
final class SpyHTTPClient: HTTPClient, Sendable {
    /// One scripted answer.
    enum Outcome: Sendable {
        case answer(status: Int, headers: [String: String], body: Data)
        case failure(any Error)

        static func status(_ code: Int, headers: [String: String] = [:]) -> Outcome {
            .answer(status: code, headers: headers, body: Data())
        }

        static func json(_ body: String, status: Int = 200) -> Outcome {
            .answer(status: status, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
        }
    }

    /// What the spy saw for one call.
    struct Call: Sendable {
        let request: URLRequest
        let isRetryable: Bool?
        let attempt: Int?
    }

    private let outcomes: [Outcome]
    private let onSend: @Sendable () -> Void
    private let recorded = Locked<[Call]>([])

    /// Creates a spy answering `outcomes` in order; `onSend` runs during each call, before it answers.
    init(_ outcomes: [Outcome], onSend: @escaping @Sendable () -> Void = {}) {
        precondition(!outcomes.isEmpty, "script at least one outcome")
        self.outcomes = outcomes
        self.onSend = onSend
    }

    convenience init(_ outcome: Outcome = .status(200)) {
        self.init([outcome])
    }

    /// The calls received so far, in order.
    var calls: [Call] { recorded.current }
    /// The requests received so far, in order.
    var requests: [URLRequest] { calls.map(\.request) }

    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let index = recorded.withLock { calls in
            calls.append(
                Call(request: request, isRetryable: RequestContext.isRetryable, attempt: RequestContext.attempt)
            )
            return calls.count - 1
        }
        onSend()
        switch outcomes[min(index, outcomes.count - 1)] {
        case .answer(let status, let headers, let body):
            return (
                body, HTTPFixtures.response(status: status, headers: headers, url: request.url ?? HTTPFixtures.baseURL)
            )
        case .failure(let error):
            throw error
        }
    }
}
