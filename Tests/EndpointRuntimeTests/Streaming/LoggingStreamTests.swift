@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `LoggingHTTPClient.stream(for:)`: one entry when the head arrives, one when the body ends, metadata only.
@Suite("LoggingHTTPClient streams")
struct LoggingStreamTests {
    private static let url = "https://api.example.com/v1/events"

    private func request(headers: [String: String] = [:]) throws -> URLRequest {
        var request = URLRequest(url: try #require(URL(string: Self.url)))
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        return request
    }

    private func chunks(_ texts: String...) -> [Data] { texts.map { Data($0.utf8) } }

    // MARK: Open and end

    @Test func logsTheHeadWhenItArrivesAndTheEndWithBytesAndTheWholeDuration() async throws {
        let clock = SpyClock()
        let logger = SpyHTTPLogger()
        let stub = StubStreamingHTTPClient(
            headers: ["Content-Type": "text/event-stream"],
            chunks: chunks("data: 1\n\n", "data: 22\n\n")
        )
        let client = LoggingHTTPClient(decoratee: stub, logger: logger, clock: clock)
        let streaming = try await client.stream(for: request())
        #expect(
            logger.entries.map(\.outcome) == [
                .streamOpened(statusCode: 200, headers: ["Content-Type": "text/event-stream"])
            ]
        )
        #expect(logger.entries.first?.description == "GET \(Self.url) -> 200 OK, streaming (0 ms)")

        clock.advance(by: .milliseconds(3004))
        var received = Data()
        for try await chunk in streaming.body { received.append(chunk) }

        #expect(received == Data("data: 1\n\ndata: 22\n\n".utf8))
        #expect(logger.entries.count == 2)
        let end = try #require(logger.entries.last)
        #expect(end.outcome == .streamEnded(statusCode: 200, bodySize: 19, records: nil, failure: nil))
        #expect(end.duration == .milliseconds(3004))
        #expect(end.description == "GET \(Self.url) -> 200 OK, stream ended after 19 bytes (3004 ms)")
    }

    @Test func aBodyThatFailsIsLoggedWithTheReasonAndTheErrorReachesTheConsumerUnchanged() async throws {
        let logger = SpyHTTPLogger()
        let error = APIError.transport(code: -1005, description: "the network connection was lost")
        let stub = StubStreamingHTTPClient(chunks: chunks("abc"), ending: .fail(error))
        let client = LoggingHTTPClient(decoratee: stub, logger: logger, clock: SpyClock())
        let streaming = try await client.stream(for: request())
        var received = Data()
        await #expect(throws: error) {
            for try await chunk in streaming.body { received.append(chunk) }
        }
        #expect(received == Data("abc".utf8))
        #expect(
            logger.entries.last?.outcome
                == .streamEnded(statusCode: 200, bodySize: 3, records: nil, failure: error.description)
        )
        #expect(logger.entries.last?.description.contains("stream failed after 3 bytes") == true)
    }

    @Test func aConsumerThatStopsEarlyIsLoggedAndTheDecorateesBodyIsClosed() async throws {
        let logger = SpyHTTPLogger()
        let stub = StubStreamingHTTPClient(chunks: chunks("first", "second"), ending: .stayOpen)
        let client = LoggingHTTPClient(decoratee: stub, logger: logger, clock: SpyClock())
        do {
            let streaming = try await client.stream(for: request())
            for try await _ in streaming.body { break }
        }
        #expect(
            logger.entries.last?.outcome
                == .streamEnded(statusCode: 200, bodySize: 5, records: nil, failure: "closed by the consumer")
        )
        #expect(stub.terminatedEarly == 1)
    }

    @Test func cancellingTheConsumingTaskIsLoggedAsCancelledAndStaysACancellationError() async throws {
        let logger = SpyHTTPLogger()
        let stub = StubStreamingHTTPClient(chunks: chunks("x"), ending: .stayOpen)
        let client = LoggingHTTPClient(decoratee: stub, logger: logger, clock: SpyClock())
        let streaming = try await client.stream(for: request())
        let (firstChunk, firstChunkArrived) = AsyncStream<Void>.makeStream()
        let consumer = Task {
            for try await _ in streaming.body { firstChunkArrived.yield() }
        }
        for await _ in firstChunk { break }
        consumer.cancel()
        let result = await consumer.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(
            logger.entries.last?.outcome
                == .streamEnded(statusCode: 200, bodySize: 1, records: nil, failure: "cancelled")
        )
        #expect(stub.terminatedEarly == 1)
    }

    @Test func countedRecordsAreNamedBeforeTheBytes() async throws {
        let entry = HTTPLogEntry(
            method: "GET",
            url: Self.url,
            requestHeaders: [:],
            outcome: .streamEnded(
                statusCode: 200,
                bodySize: 7,
                records: StreamRecords(count: 1, kind: .line),
                failure: "cancelled"
            ),
            duration: .milliseconds(5)
        )
        #expect(entry.description == "GET \(Self.url) -> 200 OK, stream failed after 1 line, 7 bytes: cancelled (5 ms)")
    }

    @Test func aStreamThatCannotOpenIsLoggedAsAFailureAndRethrown() async throws {
        let logger = SpyHTTPLogger()
        let error = APIError.transport(code: -1004, description: "could not connect to the server")
        let client = LoggingHTTPClient(decoratee: FailingHTTPClient(error: error), logger: logger, clock: SpyClock())
        await #expect(throws: error) { try await client.stream(for: request()) }
        #expect(logger.entries.map(\.outcome) == [.failure(description: error.description)])
    }

    // MARK: Secrets

    @Test func credentialsAndBodyBytesNeverReachTheLog() async throws {
        let logger = SpyHTTPLogger()
        let secret = "s3cr3t-stream-token"
        let failure = APIError.transport(code: -1, description: "peer said \(secret)")
        let stub = StubStreamingHTTPClient(
            headers: ["Set-Cookie": "session=\(secret)", "Content-Type": "application/jsonl"],
            chunks: chunks("{\"private\":\"body-bytes\"}\n"),
            ending: .fail(failure)
        )
        let client = LoggingHTTPClient(decoratee: stub, logger: logger, clock: SpyClock())
        let streaming = try await client.stream(for: request(headers: ["Authorization": "Bearer \(secret)"]))
        await #expect(throws: failure) {
            for try await _ in streaming.body {}
        }
        #expect(logger.entries.count == 2)
        for entry in logger.entries {
            let visible = "\(entry.description) \(entry.requestHeaders) \(entry.outcome)"
            #expect(!visible.contains(secret))
            #expect(!visible.contains("body-bytes"))
        }
    }
}
