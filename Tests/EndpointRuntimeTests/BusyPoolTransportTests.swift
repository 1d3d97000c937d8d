@_spi(Generated) import EndpointRuntime
import EndpointStubServer
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `URLSessionHTTPClient` takes a response in while CPU-bound work holds every thread of the shared pool: the
/// session's callbacks run on a serial queue of their own. Before, FoundationNetworking ran them on the global
/// concurrent queue, so under load a response head waited behind other work with its transfer paused, and the
/// session's idle timeout failed calls the server had answered at once (issue 34: every URLSession test of a
/// suite run timing out together at load 20).
@Suite(.ownExecutor) struct BusyPoolTransportTests {
    @Test func theSessionsCallbacksRunOnASerialQueueOfTheirOwn() {
        let session = URLSessionHTTPClient.makeSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        #expect(session.delegateQueue.underlyingQueue != nil)
        #expect(session.delegateQueue.maxConcurrentOperationCount == 1)
        #expect(URLSessionHTTPClient.defaultSession.delegateQueue.underlyingQueue != nil)
    }

    @Test func aResponseArrivesWhileEveryThreadOfTheSharedPoolIsBusy() async throws {
        let server = HTTPServer { _ in HTTPServerResponse(status: 200, headers: [:], body: Array("ok".utf8)) }
        let port = try server.start()
        defer { server.stop() }
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/"))

        let pool = BlockedGlobalPool()
        let blocked = pool.block()
        #expect(blocked, "the blocking jobs did not all start within the safety bound")
        defer { pool.release() }
        // The call completes with the pool still held; its continuations resume on this test's own executor.
        let (body, response) = try await URLSessionHTTPClient().data(for: URLRequest(url: url))

        #expect(response.statusCode == 200)
        #expect(body == Data("ok".utf8))
    }
}

/// Holds every thread of the global concurrent queue (Swift concurrency's pool on Linux) with blocking jobs until
/// ``release()``, or for at most `safetyBound` so a failing test cannot hang the suite.
private final class BlockedGlobalPool: Sendable {
    private let started = DispatchSemaphore(value: 0)
    private let released = DispatchSemaphore(value: 0)
    private let jobs = ProcessInfo.processInfo.activeProcessorCount + 2
    private let safetyBound = DispatchTimeInterval.seconds(120)

    /// Starts the blocking jobs and waits (on the calling thread, a test's own) until one per core runs.
    func block() -> Bool {
        for _ in 0..<jobs {
            DispatchQueue.global().async { [self] in
                started.signal()
                _ = released.wait(timeout: .now() + safetyBound)
            }
        }
        let deadline = DispatchTime.now() + safetyBound
        for _ in 0..<ProcessInfo.processInfo.activeProcessorCount {
            guard started.wait(timeout: deadline) == .success else { return false }
        }
        return true
    }

    /// Lets every blocking job finish.
    func release() {
        for _ in 0..<jobs { released.signal() }
    }
}
