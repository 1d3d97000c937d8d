import EndpointLocking
@_spi(Generated) import EndpointRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Behaves like `URLSession` on a server that never answers: the call stays in flight until its task is
/// cancelled, then throws `URLError(.cancelled)`. ``started`` yields once per call that is in flight.
public struct FakeHangingHTTPClient: HTTPClient {
    /// Yields once for each call that is in flight.
    public let started: AsyncStream<Void>
    private let startedContinuation: AsyncStream<Void>.Continuation

    /// Creates a client that never answers.
    public init() {
        (started, startedContinuation) = AsyncStream.makeStream()
    }

    public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let waiter = Locked<CheckedContinuation<Void, Never>?>(nil)
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = waiter.withLock { stored in
                    if Task.isCancelled { return true }
                    stored = continuation
                    return false
                }
                if resumeNow { continuation.resume() } else { startedContinuation.yield() }
            }
        } onCancel: {
            waiter.withLock { stored in
                stored?.resume()
                stored = nil
            }
        }
        throw URLError(.cancelled)
    }
}
