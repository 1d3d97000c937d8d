@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `RetryingHTTPClient.stream(for:)`: retried on the head as `data(for:)` is, never after the head arrived.
@Suite("RetryingHTTPClient streams")
struct RetryingStreamTests {
    private static let policy = HTTPFixtures.retryPolicy

    private func retrying(_ decoratee: any HTTPClient, clock: any Clock<Duration> = SpyClock()) -> RetryingHTTPClient {
        RetryingHTTPClient(decoratee: decoratee, policy: Self.policy, clock: clock, randomUnit: { 0.5 })
    }

    private func collect(_ streaming: HTTPStreamingResponse) async throws -> Data {
        var data = Data()
        for try await chunk in streaming.body { data.append(chunk) }
        return data
    }

    @Test func aRetryableHeadIsRetriedAndTheNextAttemptsBodyIsReturned() async throws {
        let spy = SpyHTTPClient([.status(503), .json("{\"price\":1}")])
        let clock = SpyClock()
        let streaming = try await retrying(spy, clock: clock).stream(for: HTTPFixtures.request())
        #expect(streaming.response.statusCode == 200)
        #expect(try await collect(streaming) == Data("{\"price\":1}".utf8))
        #expect(spy.calls.map(\.attempt) == [1, 2])
        #expect(clock.sleeps == [.milliseconds(50)])
    }

    @Test func aTransportFailureBeforeTheHeadIsRetried() async throws {
        let lost = APIError.transport(code: -1005, description: "the network connection was lost")
        let spy = SpyHTTPClient([.failure(lost), .status(200)])
        let streaming = try await retrying(spy).stream(for: HTTPFixtures.request())
        #expect(streaming.response.statusCode == 200)
        #expect(spy.requests.count == 2)
    }

    @Test func aBodyThatFailsAfterItsFirstByteIsNeverRetried() async throws {
        let lost = APIError.transport(code: -1005, description: "the network connection was lost")
        let stub = StubStreamingHTTPClient(chunks: [Data("data: 1\n\n".utf8)], ending: .fail(lost))
        let streaming = try await retrying(stub).stream(for: HTTPFixtures.request())
        var received = Data()
        await #expect(throws: lost) {
            for try await chunk in streaming.body { received.append(chunk) }
        }
        #expect(received == Data("data: 1\n\n".utf8))
        #expect(stub.requests.count == 1)
    }

    @Test func aNonIdempotentStreamIsOpenedOnce() async throws {
        let spy = SpyHTTPClient([.status(503), .status(200)])
        let streaming = try await retrying(spy).stream(for: HTTPFixtures.request("POST"))
        #expect(streaming.response.statusCode == 503)
        #expect(spy.requests.count == 1)
    }

    @Test func cancellationDuringTheWaitStopsWithCancellationError() async throws {
        let spy = SpyHTTPClient([.status(503), .status(200)])
        let clock = SpyClock(sleepsUntilCancelled: true)
        let client = retrying(spy, clock: clock)
        let opening = Task { try await client.stream(for: HTTPFixtures.request()) }
        for await _ in clock.started { break }
        opening.cancel()
        let result = await opening.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(spy.requests.count == 1)
    }
}
