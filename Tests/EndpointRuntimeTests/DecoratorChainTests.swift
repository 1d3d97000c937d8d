import EndpointLocking
@_spi(Generated) import EndpointRuntime
import EndpointStubServer
import EndpointTestSupport
import Foundation
import Testing

/// The production decorator chain against a real loopback server.
@Suite("Decorator chain over loopback", .ownExecutor)
struct DecoratorChainTests {
    @Test func retriesAuthenticatesLogsAndCountsAttempts() async throws {
        let answers = Locked([503, 503, 200])
        let server = try SpyLoopbackServer { _ in
            let status = answers.withLock { $0.count > 1 ? $0.removeFirst() : $0[0] }
            return status == 200 ? .json(status: 200, "[1,2,3]") : .message(status: status, "Busy.")
        }
        let logger = SpyHTTPLogger()
        let clock = SpyClock()
        let chain = RetryingHTTPClient(
            decoratee: LoggingHTTPClient(
                decoratee: URLSessionHTTPClient(),
                logger: logger,
                clock: SpyClock()
            ),
            clock: clock,
            randomUnit: { 1 }
        )
        let client = APIClient(
            baseURL: server.baseURL,
            httpClient: chain,
            authenticator: Authenticator(
                schemes: [SecurityScheme(name: "token", kind: .bearer)],
                credentials: ["token": .token(StaticTokenProvider("chain-token-123"))]
            )
        )
        let recorder = AttemptRecorder()

        let numbers = try await recorder.record {
            try await client.send(
                Endpoint<[Int]>(
                    method: .get,
                    path: "/numbers",
                    queryItems: [URLQueryItem(name: "api_key", value: "k-999-secret")]
                )
                .requiring(["token"])
            )
        }

        #expect(numbers == [1, 2, 3])
        #expect(recorder.lastAttempts == 3)
        #expect(clock.sleeps == [.milliseconds(200), .milliseconds(400)])
        #expect(
            server.requests.map { $0.headers["Authorization"] } == Array(repeating: "Bearer chain-token-123", count: 3)
        )
        #expect(logger.entries.map(\.statusCode) == [503, 503, 200])
        let logText = logger.entries.map { "\($0) \($0.requestHeaders)" }.joined(separator: "\n")
        #expect(!logText.contains("chain-token-123"))
        #expect(!logText.contains("k-999-secret"))
        #expect(logger.entries.first?.url == "\(server.baseURL.absoluteString)/numbers?api_key=REDACTED")
    }
}
