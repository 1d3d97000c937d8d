@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

/// `APIClient.events`, `jsonLines`, `jsonSequence` and `stream`: typed items from a streamed body, over a stub
/// transport whose chunks and ending each test chooses. Time never passes: the idle timeout's clock is a spy.
@Suite("APIClient streamed responses: typed items, sentinels, limits, idle timeout, cancellation")
struct ResponseStreamTests {
    private struct Price: Decodable, Equatable, Sendable {
        var price: Int
    }

    private let endpoint = Endpoint<Data>.data(method: .get, path: "/prices", headers: ["Accept": "text/event-stream"])

    private func client(
        _ transport: StubStreamingHTTPClient,
        options: APIClient.StreamingOptions = APIClient.StreamingOptions(idleTimeout: nil)
    ) -> APIClient {
        var client = APIClient(baseURL: URL(string: "https://api.example.com")!, httpClient: transport)
        client.streaming = options
        return client
    }

    private static func chunks(_ texts: String...) -> [Data] { texts.map { Data($0.utf8) } }

    private func collect<Element>(_ stream: ResponseStream<Element>) async throws -> [Element] {
        var items: [Element] = []
        for try await item in stream { items.append(item) }
        return items
    }

    // MARK: Items

    @Test func eachEventsDataDecodesAsJSONWhereverTheChunksSplitIt() async throws {
        let transport = StubStreamingHTTPClient(
            headers: ["Content-Type": "text/event-stream"],
            chunks: Self.chunks(
                "data: {\"price\": 1}\n\nid: 7\nevent: tick\nretry: 50",
                "0\ndata: {\"pri",
                "ce\": 2}\r\n\r\n"
            )
        )
        let stream = try await client(transport).events(endpoint, of: Price.self)
        #expect(stream.statusCode == 200)
        #expect(stream.headerFields["content-type"] == "text/event-stream")
        let events = try await collect(stream)
        #expect(
            events == [
                TypedServerSentEvent(data: Price(price: 1)),
                TypedServerSentEvent(type: "tick", data: Price(price: 2), lastEventID: "7", retryMilliseconds: 500),
            ]
        )
        #expect(transport.requests.map(\.url?.path) == ["/prices"])
    }

    @Test func textEventsKeepTheirDataAsItIs() async throws {
        let transport = StubStreamingHTTPClient(chunks: Self.chunks(": comment\ndata: one\ndata: two\n\ndata: [x]\n\n"))
        let events = try await collect(try await client(transport).events(endpoint))
        #expect(events.map(\.data) == ["one\ntwo", "[x]"])
    }

    @Test func jsonLinesAndJSONTextSequencesDecodeEachValue() async throws {
        let lines = StubStreamingHTTPClient(chunks: Self.chunks("{\"price\": 1}\n\n{\"pr", "ice\": 2}\n{\"price\": 3}"))
        #expect(
            try await collect(try await client(lines).jsonLines(endpoint, of: Price.self)).map(\.price) == [1, 2, 3]
        )

        let sequence = StubStreamingHTTPClient(chunks: Self.chunks("\u{1E}{\"price\": 4}\n\u{1E}", "{\"price\": 5}\n"))
        let values = try await collect(try await client(sequence).jsonSequence(endpoint, of: Price.self))
        #expect(values.map(\.price) == [4, 5])
    }

    @Test func aCustomFramerAndDecoderMakeTheItems() async throws {
        let transport = StubStreamingHTTPClient(chunks: Self.chunks("1\n2\nstop\n3\n"), ending: .stayOpen)
        let stream = try await client(transport).stream(endpoint, framer: JSONLinesFramer()) { line in
            line == Data("stop".utf8)
        } decode: { line in
            String(decoding: line, as: UTF8.self)
        }
        #expect(try await collect(stream) == ["1", "2"])
        #expect(transport.terminatedEarly == 1)
    }

    // MARK: Ending

    @Test func theSentinelEndsTheStreamCleanlyAndClosesTheConnectionAtOnce() async throws {
        let transport = StubStreamingHTTPClient(
            chunks: Self.chunks("data: {\"price\": 1}\n\ndata: [DONE]\n\ndata: {\"price\": 2}\n\n"),
            ending: .stayOpen
        )
        let stream = try await client(transport).events(endpoint, of: Price.self, sentinel: "[DONE]")
        var iterator = stream.makeAsyncIterator()
        #expect(try await iterator.next()?.data == Price(price: 1))
        #expect(try await iterator.next() == nil)
        #expect(transport.terminatedEarly == 1, "closed while the stream value is still held")
        #expect(try await iterator.next() == nil)
    }

    @Test func anEventWhoseDataOnlyContainsTheSentinelEndsNothing() async throws {
        let transport = StubStreamingHTTPClient(chunks: Self.chunks("data: [DONE] now\n\ndata: [DONE]\n\n"))
        let events = try await collect(try await client(transport).events(endpoint, sentinel: "[DONE]"))
        #expect(events.map(\.data) == ["[DONE] now"])
    }

    @Test func aBodyThatEndsWithoutTheSentinelEndsTheStreamNormally() async throws {
        let transport = StubStreamingHTTPClient(chunks: Self.chunks("data: {\"price\": 1}\n\n"))
        let events = try await collect(try await client(transport).events(endpoint, of: Price.self, sentinel: "[DONE]"))
        #expect(events.map(\.data) == [Price(price: 1)])
        #expect(transport.terminatedEarly == 0)
    }

    // MARK: Failures

    @Test func aStatusThatIsNotASuccessIsThrownBeforeAnyItemWithItsBody() async throws {
        let transport = StubStreamingHTTPClient(status: 503, chunks: Self.chunks("{\"error\":", "\"busy\"}"))
        await #expect(throws: APIError.unexpectedStatus(code: 503, body: Data("{\"error\":\"busy\"}".utf8))) {
            _ = try await client(transport).events(endpoint, of: Price.self)
        }
    }

    @Test func anItemThatDoesNotDecodeEndsTheStreamAfterTheItemsBeforeIt() async throws {
        let transport = StubStreamingHTTPClient(
            chunks: Self.chunks("data: {\"price\": 1}\n\ndata: {\"price\": \"high\"}\n\ndata: {\"price\": 3}\n\n"),
            ending: .stayOpen
        )
        var iterator = try await client(transport).events(endpoint, of: Price.self).makeAsyncIterator()
        #expect(try await iterator.next()?.data == Price(price: 1))
        do {
            _ = try await iterator.next()
            Issue.record("a mismatched item was delivered")
        } catch APIError.decoding(let failure) {
            #expect(failure.kind == .mismatch)
            #expect(failure.codingPath == "price")
        }
        #expect(transport.terminatedEarly == 1)
        #expect(try await iterator.next() == nil)
    }

    @Test func anItemLargerThanTheLimitFailsTheStreamInsteadOfGrowingABuffer() async throws {
        let transport = StubStreamingHTTPClient(
            chunks: Self.chunks("data: {\"price\": 1}\n\n", "data: " + String(repeating: "9", count: 40)),
            ending: .stayOpen
        )
        let options = APIClient.StreamingOptions(idleTimeout: nil, maximumItemSize: 32)
        var iterator = try await client(transport, options: options).events(endpoint, of: Price.self)
            .makeAsyncIterator()
        #expect(try await iterator.next()?.data == Price(price: 1))
        await #expect(throws: APIError.invalidStream(.recordTooLarge(limit: 32))) { _ = try await iterator.next() }
        #expect(transport.terminatedEarly == 1)
    }

    @Test func aLostConnectionEndsTheStreamWithItsErrorAfterTheItemsReceived() async throws {
        let lost = APIError.transport(code: URLError.networkConnectionLost.rawValue, description: "connection lost")
        let transport = StubStreamingHTTPClient(chunks: Self.chunks("{\"price\": 1}\n{\"price\""), ending: .fail(lost))
        var iterator = try await client(transport).jsonLines(endpoint, of: Price.self).makeAsyncIterator()
        #expect(try await iterator.next() == Price(price: 1))
        await #expect(throws: lost) { _ = try await iterator.next() }
    }

    // MARK: Idle timeout

    @Test func aStreamSilentForTheIdleTimeoutIsClosedWithAnIdleTimeoutError() async throws {
        let clock = SpyClock(sleepsUntilCancelled: true)
        let transport = StubStreamingHTTPClient(chunks: Self.chunks("data: {\"price\": 1}\n\n"), ending: .stayOpen)
        let options = APIClient.StreamingOptions(idleTimeout: .seconds(30), clock: clock)
        var iterator = try await client(transport, options: options).events(endpoint, of: Price.self)
            .makeAsyncIterator()
        #expect(try await iterator.next()?.data == Price(price: 1), "a chunk that is there wins over the timer")
        #expect(transport.terminatedEarly == 0)

        let elapsing = Task { for await _ in clock.started { clock.elapse() } }
        defer { elapsing.cancel() }
        await #expect(throws: APIError.idleTimeout(.seconds(30))) { _ = try await iterator.next() }
        #expect(transport.terminatedEarly == 1)
        #expect(clock.sleeps.allSatisfy { $0 == .seconds(30) })
        #expect(
            APIError.idleTimeout(.seconds(30)).description
                == "The stream sent nothing for 30 seconds, so it was closed."
        )
    }

    // MARK: Cancellation

    @Test(arguments: [nil, Duration.seconds(30)])
    func cancellingTheConsumerSurfacesAsCancellationAndClosesTheConnection(idleTimeout: Duration?) async throws {
        let clock = SpyClock(sleepsUntilCancelled: true)
        let transport = StubStreamingHTTPClient(chunks: Self.chunks("data: {\"price\": 1}\n\n"), ending: .stayOpen)
        let options = APIClient.StreamingOptions(idleTimeout: idleTimeout, clock: clock)
        let stream = try await client(transport, options: options).events(endpoint, of: Price.self)
        let (firstItem, firstItemTaken) = AsyncStream<Void>.makeStream()
        let consumer = Task {
            var count = 0
            for try await _ in stream {
                count += 1
                firstItemTaken.yield()
            }
            return count
        }
        for await _ in firstItem { break }
        consumer.cancel()
        await #expect(throws: CancellationError.self) { _ = try await consumer.value }
        #expect(transport.terminatedEarly == 1)
    }

    @Test func droppingTheStreamBeforeItsEndClosesTheConnection() async throws {
        let transport = StubStreamingHTTPClient(chunks: Self.chunks("data: 1\n\ndata: 2\n\n"), ending: .stayOpen)
        do {
            let stream = try await client(transport).events(endpoint)
            for try await _ in stream { break }
        }
        #expect(transport.terminatedEarly == 1)
    }
}

/// `ResponseStream.mapItems(_:)`: the items as an `AsyncThrowingStream` of the caller's type.
@Suite("ResponseStream.mapItems: items in the caller's types")
struct ResponseStreamMappingTests {
    private let endpoint = Endpoint<Data>.data(method: .get, path: "/prices")

    private func events(_ text: String, ending: StubStreamingHTTPClient.Ending = .finish) async throws -> (
        ResponseStream<ServerSentEvent>, StubStreamingHTTPClient
    ) {
        let transport = StubStreamingHTTPClient(chunks: [Data(text.utf8)], ending: ending)
        var client = APIClient(baseURL: URL(string: "https://api.example.com")!, httpClient: transport)
        client.streaming.idleTimeout = nil
        return (try await client.events(endpoint), transport)
    }

    @Test func eachItemIsTransformedInOrder() async throws {
        let (stream, _) = try await events("data: 1\n\ndata: 2\n\ndata: 3\n\n")
        var values: [Int] = []
        for try await value in stream.mapItems({ Int($0.data) ?? -1 }) { values.append(value) }
        #expect(values == [1, 2, 3])
    }

    @Test func aTransformThatThrowsEndsTheStreamWithItsErrorAndClosesTheConnection() async throws {
        struct Rejected: Error, Equatable {}
        let (stream, transport) = try await events("data: 1\n\ndata: x\n\ndata: 3\n\n", ending: .stayOpen)
        var values: [Int] = []
        await #expect(throws: Rejected()) {
            for try await value in stream.mapItems({ event -> Int in
                guard let value = Int(event.data) else { throw Rejected() }
                return value
            }) {
                values.append(value)
            }
        }
        #expect(values == [1])
        #expect(transport.terminatedEarly == 1)
    }

    @Test func droppingTheMappedStreamClosesTheConnection() async throws {
        let transport = StubStreamingHTTPClient(chunks: [Data("data: 1\n\ndata: 2\n\n".utf8)], ending: .stayOpen)
        var client = APIClient(baseURL: URL(string: "https://api.example.com")!, httpClient: transport)
        client.streaming.idleTimeout = nil
        do {
            // As a generated repository method does: the response stream itself is not kept.
            let mapped = try await client.events(endpoint).mapItems { $0.data }
            for try await _ in mapped { break }
        }
        #expect(transport.terminatedEarly == 1)
    }
}
