import EndpointLocking
@_spi(Generated) import EndpointRuntime
import EndpointTestSupport

/// Answers a fixed token (or `nil`) and counts how often it was asked.
final class StubTokenProvider: TokenProvider {
    private let value: String?
    private let calls = Locked(0)

    init(_ token: String?) { self.value = token }

    var callCount: Int { calls.current }

    func token() async throws -> String? {
        calls.withLock { $0 += 1 }
        return value
    }
}

/// Fails every token request with the same error.
struct FailingTokenProvider: TokenProvider {
    let error: any Error

    func token() async throws -> String? { throw error }
}
