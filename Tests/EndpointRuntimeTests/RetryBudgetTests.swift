import EndpointTestSupport
import Foundation
import Testing

@_spi(Generated) @testable import EndpointRuntime

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `RetryPolicy.totalTimeout`: one time budget for all attempts and waits, measured on the injected clock.
@Suite("RetryingHTTPClient's total time budget")
struct RetryBudgetTests {
    private static func policy(maxAttempts: Int = 3, budget: Duration?) -> RetryPolicy {
        RetryPolicy(maxAttempts: maxAttempts, baseDelay: .milliseconds(200), totalTimeout: budget)
    }

    private func retrying(_ spy: SpyHTTPClient, policy: RetryPolicy, clock: SpyClock, randomUnit: Double = 0)
        -> RetryingHTTPClient
    {
        RetryingHTTPClient(decoratee: spy, policy: policy, clock: clock, randomUnit: { randomUnit })
    }

    /// A silent server: each attempt runs until its deadline. With a 30 s budget the call ends after one attempt
    /// at 30 s, not after 3 × 30 s.
    @Test func aSilentServerFailsTheCallWhenTheBudgetIsSpent() async throws {
        let clock = SpyClock()
        let spy = SpyHTTPClient([.failure(URLError(.timedOut))]) {
            clock.advance(by: RequestContext.current.timeRemaining ?? .seconds(30))
        }
        let client = retrying(spy, policy: Self.policy(budget: .seconds(30)), clock: clock)
        await #expect(throws: URLError.self) { try await client.data(for: HTTPFixtures.request()) }
        #expect(spy.calls.map(\.timeRemaining) == [.seconds(30)])
        #expect(clock.elapsed == .seconds(30))
        #expect(clock.sleeps.isEmpty)
    }

    /// Each attempt gets what is left of the budget, and the last answer is returned once it is spent.
    @Test func eachAttemptIsBoundedByWhatIsLeft() async throws {
        let clock = SpyClock()
        let spy = SpyHTTPClient([.status(503)]) { clock.advance(by: .seconds(12)) }
        let client = retrying(
            spy,
            policy: Self.policy(maxAttempts: 5, budget: .seconds(30)),
            clock: clock
        )
        let (_, response) = try await client.data(for: HTTPFixtures.request())
        #expect(response.statusCode == 503)
        #expect(spy.calls.map(\.timeRemaining) == [.seconds(30), .seconds(18), .seconds(6)])
        #expect(spy.calls.map(\.attempt) == [1, 2, 3])
    }

    /// No wait is started that would end after the budget: a long `Retry-After` ends the retries at once.
    @Test func aWaitPastTheBudgetIsNotStarted() async throws {
        let clock = SpyClock()
        let spy = SpyHTTPClient([.status(503, headers: ["Retry-After": "20"]), .json("{}")]) {
            clock.advance(by: .seconds(15))
        }
        let client = retrying(spy, policy: Self.policy(budget: .seconds(30)), clock: clock)
        let (_, response) = try await client.data(for: HTTPFixtures.request())
        #expect(response.statusCode == 503)
        #expect(spy.calls.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    /// Waits are slept on the budget's clock, so they spend it too: 10 s per attempt and waits of 0.2 s and
    /// 0.4 s leave 19.8 s, then 9.4 s.
    @Test func waitsBetweenAttemptsSpendTheBudget() async throws {
        let clock = SpyClock()
        let spy = SpyHTTPClient([.status(503)]) { clock.advance(by: .seconds(10)) }
        let client = retrying(spy, policy: Self.policy(budget: .seconds(30)), clock: clock, randomUnit: 1)
        let (_, response) = try await client.data(for: HTTPFixtures.request())
        #expect(response.statusCode == 503)
        #expect(clock.sleeps == [.milliseconds(200), .milliseconds(400)])
        #expect(spy.calls.map(\.timeRemaining) == [.seconds(30), .milliseconds(19_800), .milliseconds(9_400)])
        #expect(clock.elapsed == .milliseconds(30_600))
    }

    @Test func withoutABudgetAttemptsAreBoundOnlyByTheirTransport() async throws {
        let clock = SpyClock()
        let spy = SpyHTTPClient([.status(503)]) { clock.advance(by: .seconds(30)) }
        let client = retrying(spy, policy: Self.policy(budget: nil), clock: clock)
        _ = try await client.data(for: HTTPFixtures.request())
        #expect(spy.calls.map(\.timeRemaining) == [nil, nil, nil])
        #expect(clock.elapsed == .seconds(90))
    }

    @Test func theDefaultPolicyHasNoOverallLimit() {
        #expect(RetryPolicy.default.totalTimeout == nil)
        #expect(RetryPolicy(totalTimeout: .seconds(30)).totalTimeout == .seconds(30))
    }

    /// `URLSessionHTTPClient` ends an exchange at its own timeout or when the budget does, whichever is first.
    @Test func theTransportDeadlineIsTheSmallerOfItsTimeoutAndTheBudget() {
        #expect(URLSessionHTTPClient.effectiveTimeout(.seconds(30), budget: .seconds(10)) == .seconds(10))
        #expect(URLSessionHTTPClient.effectiveTimeout(.seconds(5), budget: .seconds(10)) == .seconds(5))
        #expect(URLSessionHTTPClient.effectiveTimeout(nil, budget: .seconds(10)) == .seconds(10))
        #expect(URLSessionHTTPClient.effectiveTimeout(.seconds(30), budget: nil) == .seconds(30))
        #expect(URLSessionHTTPClient.effectiveTimeout(nil, budget: nil) == nil)
        #expect(URLSessionHTTPClient.effectiveTimeout(.seconds(30), budget: .seconds(-1)) == .milliseconds(1))
    }
}
