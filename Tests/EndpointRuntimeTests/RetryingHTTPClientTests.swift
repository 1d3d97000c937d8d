@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("RetryingHTTPClient")
struct RetryingHTTPClientTests {
    private static let policy = HTTPFixtures.retryPolicy
    private static let fixedNow = Date(timeIntervalSince1970: 1_714_564_800)

    private func retrying(
        _ spy: SpyHTTPClient,
        clock: any Clock<Duration>,
        policy: RetryPolicy = policy,
        randomUnit: Double = 0.5
    ) -> RetryingHTTPClient {
        RetryingHTTPClient(
            decoratee: spy,
            policy: policy,
            clock: clock,
            randomUnit: { randomUnit },
            now: { Self.fixedNow }
        )
    }

    // MARK: What is retried

    @Test("5xx answers are retried up to maxAttempts", arguments: [500, 502, 503, 504])
    func serverErrorsAreRetried(status: Int) async throws {
        let spy = SpyHTTPClient(.status(status))
        let clock = SpyClock()
        let (_, response) = try await retrying(spy, clock: clock).data(for: HTTPFixtures.request())
        #expect(response.statusCode == status)
        #expect(spy.requests.count == 3)
        #expect(clock.sleeps == [.milliseconds(50), .milliseconds(100)])
    }

    @Test func recoversWhenALaterAttemptSucceeds() async throws {
        let spy = SpyHTTPClient([.status(503), .json("{}")])
        let (data, response) = try await retrying(spy, clock: SpyClock()).data(for: HTTPFixtures.request())
        #expect(response.statusCode == 200)
        #expect(data == Data("{}".utf8))
        #expect(spy.calls.map(\.attempt) == [1, 2])
    }

    @Test("4xx answers other than 429 are never retried", arguments: [400, 401, 403, 404, 409, 422])
    func clientErrorsAreNotRetried(status: Int) async throws {
        let spy = SpyHTTPClient(.status(status))
        let clock = SpyClock()
        let (_, response) = try await retrying(spy, clock: clock).data(for: HTTPFixtures.request())
        #expect(response.statusCode == status)
        #expect(spy.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test(
        "transport failures are retried",
        arguments: [
            APIError.transport(code: -1004, description: "could not connect") as any Error, URLError(.timedOut),
        ]
    )
    func transportFailuresAreRetried(error: any Error) async throws {
        let spy = SpyHTTPClient([.failure(error), .failure(error), .status(200)])
        let (_, response) = try await retrying(spy, clock: SpyClock()).data(for: HTTPFixtures.request())
        #expect(response.statusCode == 200)
        #expect(spy.requests.count == 3)
    }

    @Test func lastTransportFailureIsThrownWhenAttemptsRunOut() async throws {
        let error = APIError.transport(code: -1001, description: "timed out")
        let spy = SpyHTTPClient(.failure(error))
        await #expect(throws: error) {
            try await retrying(spy, clock: SpyClock()).data(for: HTTPFixtures.request())
        }
        #expect(spy.requests.count == 3)
    }

    @Test(
        "other errors are not retried",
        arguments: [APIError.invalidResponse, APIError.responseTooLarge(limit: 10), APIError.invalidRequest("bad")]
    )
    func otherErrorsAreNotRetried(error: APIError) async throws {
        let spy = SpyHTTPClient(.failure(error))
        await #expect(throws: error) {
            try await retrying(spy, clock: SpyClock()).data(for: HTTPFixtures.request())
        }
        #expect(spy.requests.count == 1)
    }

    // MARK: Which requests are retried

    @Test func postIsNotRetriedByDefault() async throws {
        let spy = SpyHTTPClient(.status(503))
        let client = APIClient(baseURL: HTTPFixtures.baseURL, httpClient: retrying(spy, clock: SpyClock()))
        await #expect(throws: APIError.unexpectedStatus(code: 503, body: Data())) {
            try await client.send(Endpoint<EmptyResponse>(method: .post, path: "/orders"))
        }
        #expect(spy.requests.count == 1)
    }

    @Test("POST and PATCH are sent once on 503 by default", arguments: [HTTPMethod.post, .patch])
    func nonIdempotentMethodsAreNotRetriedByDefault(method: HTTPMethod) async throws {
        let spy = SpyHTTPClient(.status(503))
        let client = APIClient(baseURL: HTTPFixtures.baseURL, httpClient: retrying(spy, clock: SpyClock()))
        await #expect(throws: APIError.unexpectedStatus(code: 503, body: Data())) {
            try await client.send(Endpoint<EmptyResponse>(method: method, path: "/orders/o-1"))
        }
        #expect(spy.requests.map(\.httpMethod) == [method.rawValue])
    }

    @Test("only idempotent methods retry by default", arguments: ["GET", "HEAD", "OPTIONS", "PUT", "DELETE", "TRACE"])
    func idempotentMethodsAreRetriedByDefault(method: String) async throws {
        let spy = SpyHTTPClient(.status(503))
        _ = try await retrying(spy, clock: SpyClock()).data(for: HTTPFixtures.request(method))
        #expect(spy.requests.count == 3)
        #expect(HTTPMethod(rawValue: method).isIdempotent)
        #expect(!HTTPMethod.post.isIdempotent && !HTTPMethod.patch.isIdempotent)
    }

    @Test func postWithoutContextFallsBackToMethodIdempotency() async throws {
        let spy = SpyHTTPClient(.status(503))
        _ = try await retrying(spy, clock: SpyClock()).data(for: HTTPFixtures.request("POST"))
        #expect(spy.requests.count == 1)
        _ = try await retrying(spy, clock: SpyClock()).data(for: HTTPFixtures.request("PUT"))
        #expect(spy.requests.count == 4)
    }

    @Test func retryAfterDoesNotMakeAPostRetryable() async throws {
        let spy = SpyHTTPClient(.status(429, headers: ["Retry-After": "1"]))
        let clock = SpyClock()
        let (_, response) = try await retrying(spy, clock: clock).data(for: HTTPFixtures.request("POST"))
        #expect(response.statusCode == 429)
        #expect(spy.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test(
        "a policy of one attempt or fewer never retries",
        arguments: [RetryPolicy.never, RetryPolicy(maxAttempts: 0)]
    )
    func singleAttemptPolicyNeverRetries(policy: RetryPolicy) async throws {
        let spy = SpyHTTPClient(.status(503))
        _ = try await retrying(spy, clock: SpyClock(), policy: policy).data(for: HTTPFixtures.request())
        #expect(spy.requests.count == 1)
    }

    @Test func postIsRetriedWhenTheEndpointOptsIn() async throws {
        let spy = SpyHTTPClient(.status(503))
        let client = APIClient(baseURL: HTTPFixtures.baseURL, httpClient: retrying(spy, clock: SpyClock()))
        await #expect(throws: APIError.self) {
            try await client.send(Endpoint<EmptyResponse>(method: .post, path: "/orders", isRetryable: true))
        }
        #expect(spy.requests.count == 3)
    }

    @Test func getIsNotRetriedWhenTheEndpointOptsOut() async throws {
        let spy = SpyHTTPClient(.status(503))
        let client = APIClient(baseURL: HTTPFixtures.baseURL, httpClient: retrying(spy, clock: SpyClock()))
        await #expect(throws: APIError.self) {
            try await client.send(Endpoint<EmptyResponse>(method: .get, path: "/report", isRetryable: false))
        }
        #expect(spy.requests.count == 1)
    }

    // MARK: Waits

    @Test func backoffGrowsByTheMultiplierUpToTheCap() async throws {
        let policy = RetryPolicy(maxAttempts: 5, baseDelay: .seconds(1), multiplier: 2, maxDelay: .seconds(3))
        let spy = SpyHTTPClient(.status(500))
        let clock = SpyClock()
        _ = try await retrying(spy, clock: clock, policy: policy, randomUnit: 1).data(for: HTTPFixtures.request())
        #expect(clock.sleeps == [.seconds(1), .seconds(2), .seconds(3), .seconds(3)])
    }

    @Test("full jitter scales the ceiling by the random unit", arguments: [(0.0, 0), (0.25, 250), (1.0, 1000)])
    func jitterScalesTheCeiling(unit: Double, milliseconds: Int) {
        let policy = RetryPolicy(baseDelay: .seconds(1))
        #expect(policy.backoffDelay(afterFailedAttempts: 1, randomUnit: unit) == .milliseconds(milliseconds))
    }

    @Test func jitterOutsideTheUnitIntervalIsClamped() {
        let policy = RetryPolicy(baseDelay: .seconds(1))
        #expect(policy.backoffDelay(afterFailedAttempts: 1, randomUnit: 7) == .seconds(1))
        #expect(policy.backoffDelay(afterFailedAttempts: 1, randomUnit: -1) == .zero)
        #expect(policy.backoffDelay(afterFailedAttempts: 200, randomUnit: 1) == policy.maxDelay)
    }

    @Test(
        "429 honours Retry-After in seconds or as an HTTP-date, capped",
        arguments: [
            ("7", Duration.seconds(7)),
            ("0", Duration.zero),
            ("120", Duration.seconds(30)),
            ("Wed, 01 May 2024 12:00:05 GMT", Duration.seconds(5)),
            ("Wed, 01 May 2024 11:00:00 GMT", Duration.zero),
            ("Thu, 02 May 2024 12:00:00 GMT", Duration.seconds(30)),
            ("soon", Duration.milliseconds(50)),
        ]
    )
    func retryAfterIsHonoured(header: String, expected: Duration) async throws {
        let spy = SpyHTTPClient([.status(429, headers: ["Retry-After": header]), .status(200)])
        let clock = SpyClock()
        let (_, response) = try await retrying(spy, clock: clock).data(for: HTTPFixtures.request())
        #expect(response.statusCode == 200)
        #expect(clock.sleeps == [expected])
    }

    @Test func retryAfterOn503IsHonouredToo() async throws {
        let spy = SpyHTTPClient([.status(503, headers: ["Retry-After": "2"]), .status(204)])
        let clock = SpyClock()
        _ = try await retrying(spy, clock: clock).data(for: HTTPFixtures.request())
        #expect(clock.sleeps == [.seconds(2)])
    }

    // MARK: Cancellation

    @Test func cancellationFromTheTransportIsNeverRetried() async throws {
        let spy = SpyHTTPClient(.failure(URLError(.cancelled)))
        await #expect(throws: CancellationError.self) {
            try await retrying(spy, clock: SpyClock()).data(for: HTTPFixtures.request())
        }
        #expect(spy.requests.count == 1)
    }

    @Test func cancellationDuringBackoffStopsAtOnce() async throws {
        let spy = SpyHTTPClient(.status(503))
        let clock = SpyClock(sleepsUntilCancelled: true)
        let client = retrying(spy, clock: clock)
        let task = Task { try await client.data(for: HTTPFixtures.request()) }
        var waits = clock.started.makeAsyncIterator()
        #expect(await waits.next() == .milliseconds(50))
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(spy.requests.count == 1)
    }

    @Test func cancelledTaskSendsNothing() async throws {
        let spy = SpyHTTPClient(.status(200))
        let client = retrying(spy, clock: SpyClock())
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.data(for: HTTPFixtures.request())
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(spy.requests.isEmpty)
    }

    /// The default clock's wait (`ContinuousClock`) ends at once when the call is cancelled, however long the
    /// `Retry-After` asked for.
    @Test func aWaitOnTheDefaultClockEndsWhenCancelled() async throws {
        let (sent, announceSent) = AsyncStream<Void>.makeStream()
        let spy = SpyHTTPClient([.status(503, headers: ["Retry-After": "3600"]), .json("{}")]) { announceSent.yield() }
        let client = RetryingHTTPClient(decoratee: spy, policy: RetryPolicy(maxRetryAfter: .seconds(7200)))
        let task = Task { try await client.data(for: HTTPFixtures.request()) }
        for await _ in sent { break }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(spy.requests.count == 1)
    }

    // MARK: Attempt count

    @Test func recorderLearnsHowManyAttemptsTheFinalOutcomeTook() async throws {
        let spy = SpyHTTPClient([.status(503), .status(503), .status(503), .status(200)])
        let client = APIClient(baseURL: HTTPFixtures.baseURL, httpClient: retrying(spy, clock: SpyClock()))
        let recorder = AttemptRecorder()
        await recorder.record {
            await #expect(throws: APIError.unexpectedStatus(code: 503, body: Data())) {
                try await client.send(Endpoint<EmptyResponse>(method: .get, path: "/flaky"))
            }
        }
        #expect(recorder.lastAttempts == 3)
        try await recorder.record {
            _ = try await client.send(Endpoint<EmptyResponse>(method: .get, path: "/flaky"))
        }
        #expect(recorder.lastAttempts == 1)
        #expect(recorder.totalAttempts == 4)
    }

    @Test func nothingIsRecordedOutsideARecorder() async throws {
        let recorder = AttemptRecorder()
        _ = try await retrying(SpyHTTPClient(.status(200)), clock: SpyClock()).data(
            for: HTTPFixtures.request()
        )
        #expect(recorder.lastAttempts == nil)
        #expect(RequestContext.current.attemptRecorder == nil)
    }
}
