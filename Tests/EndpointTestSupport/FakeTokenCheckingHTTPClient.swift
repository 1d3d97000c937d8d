import EndpointLocking
@_spi(Generated) import EndpointRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A server in memory that answers `200 {}` to a request carrying `Authorization: Bearer <accepted token>` and
/// `401` to any other; it records every request.
///
/// With `holdingRejections: n`, the first `n` rejected requests are answered together once the n-th arrives (a
/// barrier, no timing), so that n concurrent requests are certain to have all been sent with the rejected token.
public final class FakeTokenCheckingHTTPClient: HTTPClient, Sendable {
    private let accepts: @Sendable (String) -> Bool
    private let recorded = Locked<[URLRequest]>([])
    private let barrier: RejectionBarrier

    /// Accepts the bearer tokens `accepts` approves of.
    public init(holdingRejections count: Int = 0, accepting accepts: @escaping @Sendable (String) -> Bool) {
        self.accepts = accepts
        self.barrier = RejectionBarrier(count: count)
    }

    /// The requests received so far, in order of arrival.
    public var requests: [URLRequest] { recorded.current }

    public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        recorded.withLock { $0.append(request) }
        let authorization = request.value(forHTTPHeaderField: "Authorization") ?? ""
        let token = authorization.hasPrefix("Bearer ") ? String(authorization.dropFirst(7)) : ""
        let accepted = !token.isEmpty && accepts(token)
        if !accepted { await barrier.arrive() }
        let url = request.url ?? URL(fileURLWithPath: "/")
        guard
            let response = HTTPURLResponse(
                url: url,
                statusCode: accepted ? 200 : 401,
                httpVersion: "HTTP/1.1",
                headerFields: ["Content-Type": "application/json"]
            )
        else { throw APIError.invalidResponse }
        return (Data((accepted ? "{}" : #"{"error":"unauthorized"}"#).utf8), response)
    }
}

/// Holds the first `count` arrivals until the last of them arrives; later arrivals pass at once.
private actor RejectionBarrier {
    private var remaining: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) { remaining = count }

    func arrive() async {
        guard remaining > 0 else { return }
        remaining -= 1
        if remaining == 0 {
            for continuation in waiting { continuation.resume() }
            waiting = []
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }
}
