@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("APIClient: cancellation")
struct APIClientCancellationTests {
    private let endpoint = Endpoint<EmptyResponse>(method: .get, path: "/slow")

    @Test func cancelledBeforeSendingNeverSends() async throws {
        let spy = SpyHTTPClient(.status(200))
        let client = APIClient(baseURL: HTTPFixtures.baseURL, httpClient: spy)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.send(endpoint)
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(spy.requests.isEmpty)
    }

    @Test func cancelledWhileInFlightSurfacesAsCancellationError() async throws {
        let hanging = FakeHangingHTTPClient()
        let client = APIClient(baseURL: HTTPFixtures.baseURL, httpClient: hanging)
        let task = Task { try await client.send(endpoint) }
        var started = hanging.started.makeAsyncIterator()
        await started.next()
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test(
        "cancellation reported by the transport surfaces as CancellationError",
        arguments: [
            URLError(.cancelled) as any Error,
            APIError.transport(code: URLError.Code.cancelled.rawValue, description: "cancelled"),
            CancellationError(),
        ]
    )
    func transportCancellationBecomesCancellationError(error: any Error) async throws {
        let client = APIClient(baseURL: HTTPFixtures.baseURL, httpClient: FailingHTTPClient(error: error))
        await #expect(throws: CancellationError.self) { try await client.send(endpoint) }
    }

    @Test func anyFailureOfACancelledTaskSurfacesAsCancellationError() async throws {
        let client = APIClient(
            baseURL: HTTPFixtures.baseURL,
            httpClient: FailingHTTPClient(error: APIError.transport(code: -1005, description: "connection lost"))
        )
        let task = Task {
            try await withTaskCancellationHandler {
                withUnsafeCurrentTask { $0?.cancel() }
                // The client checks cancellation before sending; the error must not leak either way.
                return try await client.send(endpoint)
            } onCancel: {
            }
        }
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}
