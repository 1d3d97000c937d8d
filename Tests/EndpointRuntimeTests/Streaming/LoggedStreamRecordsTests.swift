@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

/// The line ``LoggingHTTPClient`` writes when an ``APIClient`` stream ends counts the events, lines or records the
/// consumer got, including those framed only after the body's last byte, and not a sentinel.
@Suite("LoggingHTTPClient counts a stream's records")
struct LoggedStreamRecordsTests {
    private struct Price: Decodable, Equatable, Sendable {
        var price: Int
    }

    private static let url = "https://api.example.com/prices"
    private let endpoint = Endpoint<Data>.data(method: .get, path: "/prices", headers: ["Accept": "text/event-stream"])

    private func client(_ transport: any HTTPClient, logger: SpyHTTPLogger) -> APIClient {
        let logging = LoggingHTTPClient(decoratee: transport, logger: logger, clock: SpyClock())
        var client = APIClient(baseURL: URL(string: "https://api.example.com")!, httpClient: logging)
        client.streaming = APIClient.StreamingOptions(idleTimeout: nil)
        return client
    }

    private static func chunks(_ texts: String...) -> [Data] { texts.map { Data($0.utf8) } }

    private func ending(_ logger: SpyHTTPLogger) -> HTTPLogEntry.Outcome? {
        logger.entries.last { if case .streamEnded = $0.outcome { true } else { false } }?.outcome
    }

    // MARK: Counts

    @Test func eventsAreCountedAndNamedInTheLine() async throws {
        let logger = SpyHTTPLogger()
        let transport = StubStreamingHTTPClient(
            chunks: Self.chunks("data: {\"price\": 1}\n\n: ping\n\n", "data: {\"price\": 2}\n\n")
        )
        let stream = try await client(transport, logger: logger).events(endpoint, of: Price.self)
        var prices: [Int] = []
        for try await event in stream { prices.append(event.data.price) }

        #expect(prices == [1, 2])
        let records = StreamRecords(count: 2, kind: .event)
        #expect(ending(logger) == .streamEnded(statusCode: 200, bodySize: 48, records: records, failure: nil))
        #expect(
            logger.entries.last?.description
                == "GET \(Self.url) -> 200 OK, stream ended after 2 events, 48 bytes (0 ms)"
        )
    }

    @Test func aLastLineWithoutANewlineIsCountedThoughItIsFramedAfterTheBodyEnded() async throws {
        let logger = SpyHTTPLogger()
        let transport = StubStreamingHTTPClient(
            chunks: Self.chunks("{\"price\": 1}\n{\"price\": 2}\n", "{\"price\": 3}")
        )
        let stream = try await client(transport, logger: logger).jsonLines(endpoint, of: Price.self)
        var count = 0
        for try await _ in stream { count += 1 }

        #expect(count == 3)
        #expect(logger.entries.count == 2)
        #expect(
            ending(logger)
                == .streamEnded(
                    statusCode: 200,
                    bodySize: 38,
                    records: StreamRecords(count: 3, kind: .line),
                    failure: nil
                )
        )
    }

    @Test func jsonTextSequenceAndCustomFramersCountRecords() async throws {
        let logger = SpyHTTPLogger()
        let transport = StubStreamingHTTPClient(chunks: Self.chunks("\u{1E}{\"price\": 4}\n\u{1E}{\"price\": 5}\n"))
        for try await _ in try await client(transport, logger: logger).jsonSequence(endpoint, of: Price.self) {}
        #expect(
            ending(logger)
                == .streamEnded(
                    statusCode: 200,
                    bodySize: 28,
                    records: StreamRecords(count: 2, kind: .record),
                    failure: nil
                )
        )
    }

    // MARK: How it ended

    @Test func aSentinelIsNotCountedAndEndsTheStreamCleanlyThoughTheConnectionIsClosedEarly() async throws {
        let logger = SpyHTTPLogger()
        let transport = StubStreamingHTTPClient(
            chunks: Self.chunks("data: {\"price\": 1}\n\ndata: [DONE]\n\n"),
            ending: .stayOpen
        )
        let stream = try await client(transport, logger: logger).events(endpoint, of: Price.self, sentinel: "[DONE]")
        var count = 0
        for try await _ in stream { count += 1 }

        #expect(count == 1)
        #expect(transport.terminatedEarly == 1)
        #expect(
            ending(logger)
                == .streamEnded(
                    statusCode: 200,
                    bodySize: 34,
                    records: StreamRecords(count: 1, kind: .event),
                    failure: nil
                )
        )
    }

    @Test func aConsumerThatStopsEarlyIsLoggedWithTheRecordsItGot() async throws {
        let logger = SpyHTTPLogger()
        let transport = StubStreamingHTTPClient(chunks: Self.chunks("data: 1\n\ndata: 2\n\n"), ending: .stayOpen)
        do {
            let stream = try await client(transport, logger: logger).events(endpoint)
            for try await _ in stream { break }
        }
        #expect(
            ending(logger)
                == .streamEnded(
                    statusCode: 200,
                    bodySize: 18,
                    records: StreamRecords(count: 1, kind: .event),
                    failure: "closed by the consumer"
                )
        )
    }

    @Test func anItemThatFailsToDecodeIsCountedAndTheLineSaysWhyTheStreamEnded() async throws {
        let logger = SpyHTTPLogger()
        let transport = StubStreamingHTTPClient(
            chunks: Self.chunks("data: {\"price\": 1}\n\ndata: nope\n\n"),
            ending: .stayOpen
        )
        let stream = try await client(transport, logger: logger).events(endpoint, of: Price.self)
        var prices: [Int] = []
        await #expect(throws: APIError.self) {
            for try await event in stream { prices.append(event.data.price) }
        }
        #expect(prices == [1])
        let ended = try #require(ending(logger))
        guard case .streamEnded(_, _, let records, let failure) = ended else { return }
        #expect(records == StreamRecords(count: 2, kind: .event))
        #expect(failure == "closed by the consumer")  // the client closed it; the error went to the consumer
    }

    @Test func aStreamDroppedUnreadIsLoggedWithoutACount() async throws {
        let logger = SpyHTTPLogger()
        let transport = StubStreamingHTTPClient(chunks: Self.chunks("data: 1\n\n"), ending: .stayOpen)
        do {
            _ = try await client(transport, logger: logger).events(endpoint)
        }
        #expect(
            ending(logger)
                == .streamEnded(statusCode: 200, bodySize: 0, records: nil, failure: "closed by the consumer")
        )
    }

    @Test func aRetriedAttemptsBodyIsLoggedAtOnceWithoutTheNextAttemptsCount() async throws {
        let logger = SpyHTTPLogger()
        let spy = SpyHTTPClient([.status(503), .answer(status: 200, headers: [:], body: Data("data: 1\n\n".utf8))])
        let logging = LoggingHTTPClient(decoratee: spy, logger: logger, clock: SpyClock())
        let retrying = RetryingHTTPClient(
            decoratee: logging,
            policy: HTTPFixtures.retryPolicy,
            clock: SpyClock(),
            randomUnit: { 0.5 }
        )
        var client = APIClient(baseURL: URL(string: "https://api.example.com")!, httpClient: retrying)
        client.streaming = APIClient.StreamingOptions(idleTimeout: nil)
        for try await _ in try await client.events(endpoint) {}

        let endings = logger.entries.compactMap { entry -> HTTPLogEntry.Outcome? in
            if case .streamEnded = entry.outcome { entry.outcome } else { nil }
        }
        #expect(endings.count == 2)
        guard case .streamEnded(503, _, nil, _) = endings.first else {
            Issue.record("the retried attempt's line is \(String(describing: endings.first))")
            return
        }
        #expect(
            endings.last
                == .streamEnded(
                    statusCode: 200,
                    bodySize: 9,
                    records: StreamRecords(count: 1, kind: .event),
                    failure: nil
                )
        )
    }
}
