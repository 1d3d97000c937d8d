@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

@Suite("Decorator composition")
struct DecoratorCompositionTests {
    @Test func fluentCompositionBuildsTheChainInOrder() async throws {
        let spy = SpyHTTPClient([.status(503), .status(200)])
        let logger = SpyHTTPLogger()
        let client = spy.logging(to: logger, clock: SpyClock())
            .retrying(clock: SpyClock())
        let authenticator = Authenticator(
            schemes: [SecurityScheme(name: "token", kind: .bearer)],
            credentials: ["token": .token(StubTokenProvider("t-1"))]
        )
        let (_, response) = try await authenticator.send(
            HTTPFixtures.request(),
            requiring: [["token"]],
            through: client
        )
        #expect(response.statusCode == 200)
        #expect(spy.requests.map { $0.value(forHTTPHeaderField: "Authorization") } == ["Bearer t-1", "Bearer t-1"])
        #expect(logger.entries.map(\.attempt) == [1, 2])
    }
}
