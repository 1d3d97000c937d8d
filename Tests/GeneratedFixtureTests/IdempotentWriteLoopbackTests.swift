import EdgeCasesAPI
import EndpointLocking
import EndpointRuntime
import EndpointStubServer
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Generated writes with an idempotency key (`idempotencyKey` in the spec) over loopback, with both transports:
/// a `POST` the server fails once is retried with the key of its first attempt, the caller can give its own key,
/// and a key header the API declares itself is filled in when the caller leaves it out.
@Suite(.ownExecutor) struct IdempotentWriteLoopbackTests {
    /// A server that answers 503 to the first request and then `201` (`POST`) or `200` with the request's key as
    /// the body; it records the key of every request.
    private static func start() throws -> (HTTPServer, Locked<[String?]>, URL) {
        let keys = Locked<[String?]>([])
        let server = HTTPServer { request in
            let key = request.headers["Idempotency-Key"] ?? request.headers["X-Request-Key"]
            let seen = keys.withLock { keys in
                keys.append(key)
                return keys.count
            }
            return HTTPServerResponse(
                status: seen == 1 ? 503 : (request.method == "POST" ? 201 : 200),
                headers: ["Content-Type": "text/plain"],
                body: Array((key ?? "").utf8)
            )
        }
        let port = try server.start()
        return (server, keys, try #require(URL(string: "http://127.0.0.1:\(port)")))
    }

    private static func client(_ baseURL: URL, _ transport: TransportUnderTest) -> EdgeCasesClient {
        EdgeCasesClient(
            baseURL: baseURL,
            httpClient: transport.makeClient(timeout: .seconds(30))
                .retrying(policy: RetryPolicy(maxAttempts: 3), clock: SpyClock())
        )
    }

    @Test(arguments: TransportUnderTest.allCases)
    func aFailedPostIsRetriedWithTheKeyOfItsFirstAttempt(transport: TransportUnderTest) async throws {
        let (server, keys, baseURL) = try Self.start()
        defer { server.stop() }

        let answer = try await Self.client(baseURL, transport).reserveGadget(body: GadgetDTO(label: "lamp"))

        #expect(keys.current == [answer, answer])
        #expect(UUID(uuidString: answer) != nil)
    }

    @Test(arguments: TransportUnderTest.allCases)
    func theCallersOwnKeyIsSent(transport: TransportUnderTest) async throws {
        let (server, keys, baseURL) = try Self.start()
        defer { server.stop() }

        let answer = try await Self.client(baseURL, transport)
            .reserveGadget(body: GadgetDTO(label: "lamp"), idempotencyKey: "reservation-17")

        #expect(answer == "reservation-17")
        #expect(keys.current == ["reservation-17", "reservation-17"])
    }

    /// The API declares `X-Request-Key` as a required header; named as the key, it becomes optional.
    @Test(arguments: TransportUnderTest.allCases)
    func aDeclaredKeyHeaderIsFilledInWhenLeftOut(transport: TransportUnderTest) async throws {
        let (server, keys, baseURL) = try Self.start()
        defer { server.stop() }

        let answer = try await Self.client(baseURL, transport).amendReservation(
            id: "r-1",
            body: GadgetDTO(label: "desk")
        )

        #expect(UUID(uuidString: answer) != nil)
        #expect(keys.current == [answer, answer])
    }
}
