@_spi(Generated) import EndpointRuntime
import EndpointStubServer
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `stream(for:)` of each real transport (``TransportUnderTest``) against a loopback server whose every byte the
/// test sends by hand, each step waiting on what the client did (the head returned, a chunk taken, the connection
/// closed), never on time.
@Suite("stream(for:) over loopback, each transport", .ownExecutor)
struct LoopbackStreamingTests {
    private static let chunkedHead =
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"

    /// Starts `client.stream(for:)` for `path` and returns the server's side of the connection with the response.
    private func open(
        _ path: String,
        on server: SpyStreamingServer,
        client: any HTTPClient,
        timeoutInterval: TimeInterval = 60,
        head: String = chunkedHead
    ) async throws -> (SpyStreamingConnection, HTTPStreamingResponse) {
        let request = URLRequest(url: server.baseURL.appending(path: path), timeoutInterval: timeoutInterval)
        let opening = Task { try await client.stream(for: request) }
        let connection = try await server.nextConnection()
        try connection.send(head)
        return (connection, try await opening.value)
    }

    private static func text(_ data: Data?) -> String? { data.map { String(decoding: $0, as: UTF8.self) } }

    // MARK: Delivery

    @Test(arguments: TransportUnderTest.allCases) func headArrivesFirstThenEachChunkAsTheServerSendsIt(
        transport: TransportUnderTest
    ) async throws {
        let server = try SpyStreamingServer()
        let (connection, streaming) = try await open("events", on: server, client: transport.makeClient())
        #expect(streaming.response.statusCode == 200)
        #expect(streaming.response.value(forHTTPHeaderField: "Content-Type") == "text/event-stream")
        #expect(connection.requestHead.hasPrefix("GET /events HTTP/1.1\r\n"))

        var chunks = streaming.body.makeAsyncIterator()
        try connection.sendChunk("data: one\n\n")
        #expect(Self.text(try await chunks.next()) == "data: one\n\n")
        try connection.sendChunk("data: two\n\n")
        #expect(Self.text(try await chunks.next()) == "data: two\n\n")
        try connection.sendLastChunk()
        #expect(try await chunks.next() == nil)
    }

    @Test(arguments: TransportUnderTest.allCases) func bodyLongerThanTheResponseLimitStreamsWhileTheConsumerKeepsUp(
        transport: TransportUnderTest
    ) async throws {
        let server = try SpyStreamingServer()
        let client = transport.makeClient(maximumResponseSize: 16)
        let (connection, streaming) = try await open("long", on: server, client: client)
        var chunks = streaming.body.makeAsyncIterator()
        var received = 0
        for _ in 0..<4 {
            try connection.sendChunk(String(repeating: "x", count: 10))
            received += try #require(try await chunks.next()).count
        }
        try connection.sendLastChunk()
        #expect(try await chunks.next() == nil)
        #expect(received == 40)
    }

    @Test(arguments: TransportUnderTest.allCases) func consumerFallingBehindTheLimitGetsWhatWasHeldThenResponseTooLarge(
        transport: TransportUnderTest
    ) async throws {
        let server = try SpyStreamingServer()
        let client = transport.makeClient(maximumResponseSize: 16)
        let (connection, streaming) = try await open("flood", on: server, client: client)
        try connection.sendChunk(String(repeating: "a", count: 10))
        try connection.sendChunk(String(repeating: "b", count: 10))
        // The transport gives up on the stream by closing the connection: after that, everything is decided.
        try await connection.clientClosed()

        var delivered = ""
        let error = await #expect(throws: APIError.self) {
            for try await chunk in streaming.body { delivered += String(decoding: chunk, as: UTF8.self) }
        }
        #expect(error == .responseTooLarge(limit: 16))
        #expect(delivered.count <= 16)
        #expect((String(repeating: "a", count: 10) + String(repeating: "b", count: 10)).hasPrefix(delivered))
    }

    // MARK: Ending early

    @Test(arguments: TransportUnderTest.allCases) func cancellingTheConsumingTaskClosesTheConnection(
        transport: TransportUnderTest
    ) async throws {
        let server = try SpyStreamingServer()
        let (connection, streaming) = try await open("cancel", on: server, client: transport.makeClient())
        let (taken, takenContinuation) = AsyncStream<String>.makeStream()
        let consumer = Task {
            for try await chunk in streaming.body { takenContinuation.yield(String(decoding: chunk, as: UTF8.self)) }
            // A pending `next()` throws `CancellationError`; a task cancelled between two chunks sees the stream
            // end instead (how `AsyncThrowingStream` ends on cancellation), so a consumer checks after the loop.
            try Task.checkCancellation()
        }
        try connection.sendChunk("first")
        var takenChunks = taken.makeAsyncIterator()
        #expect(await takenChunks.next() == "first")

        consumer.cancel()
        await #expect(throws: CancellationError.self) { try await consumer.value }
        try await connection.clientClosed()
    }

    @Test(arguments: TransportUnderTest.allCases) func droppingTheBodyClosesTheConnection(transport: TransportUnderTest)
        async throws
    {
        let server = try SpyStreamingServer()
        /// Opens the stream, takes one chunk and returns: the response and its body are gone afterwards.
        func takeOneChunk() async throws -> (SpyStreamingConnection, String?) {
            let (connection, streaming) = try await open("drop", on: server, client: transport.makeClient())
            try connection.sendChunk("only this")
            var chunks = streaming.body.makeAsyncIterator()
            return (connection, Self.text(try await chunks.next()))
        }
        let (connection, taken) = try await takeOneChunk()
        #expect(taken == "only this")
        try await connection.clientClosed()
    }

    @Test(arguments: TransportUnderTest.allCases) func cancellingWhileWaitingForTheHeadSurfacesAsCancellationError(
        transport: TransportUnderTest
    ) async throws {
        let server = try SpyStreamingServer()
        let request = URLRequest(url: server.baseURL.appending(path: "slow"))
        let client = transport.makeClient()
        let opening = Task { try await client.stream(for: request) }
        let connection = try await server.nextConnection()
        opening.cancel()
        await #expect(throws: CancellationError.self) { try await opening.value }
        try await connection.clientClosed()
    }

    // MARK: Hostile servers

    @Test(arguments: TransportUnderTest.allCases) func resetMidStreamEndsInATransportErrorAfterWhatArrived(
        transport: TransportUnderTest
    ) async throws {
        let server = try SpyStreamingServer()
        let (connection, streaming) = try await open("reset", on: server, client: transport.makeClient())
        var chunks = streaming.body.makeAsyncIterator()
        try connection.sendChunk("kept")
        #expect(Self.text(try await chunks.next()) == "kept")

        connection.reset()
        let error = try await #require(throws: APIError.self) { _ = try await chunks.next() }
        guard case .transport = error else {
            Issue.record("expected a transport error, got \(error)")
            return
        }
    }

    @Test(arguments: TransportUnderTest.allCases) func closeBeforeTheAnnouncedLengthEndsInATransportError(
        transport: TransportUnderTest
    ) async throws {
        let server = try SpyStreamingServer()
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nContent-Length: 100\r\n\r\n"
        let (connection, streaming) = try await open("short", on: server, client: transport.makeClient(), head: head)
        var chunks = streaming.body.makeAsyncIterator()
        try connection.send("0123456789")
        #expect(Self.text(try await chunks.next()) == "0123456789")

        connection.reset()
        await #expect(throws: APIError.self) { _ = try await chunks.next() }
    }

    /// The one test here that waits on time: a silent server can only be noticed by a clock, and the idle timeout
    /// is the transport's own (URLSession's whole seconds on Linux; `CurlHTTPClient` checks its own about once a
    /// second), which no injected clock reaches. 10 s, so that it cannot pass before the test, however late a
    /// loaded machine runs it, has sent the head and the first chunk (under ThreadSanitizer one second did not
    /// always cover that).
    /// ``TransportUnderTest/makeClient(timeout:maximumResponseSize:idleTimeout:)`` sets it where each transport
    /// reads it. The chunk goes out with the head, so how soon the test itself runs again cannot matter (on a
    /// loaded machine it may not run for seconds).
    @Test(arguments: TransportUnderTest.allCases) func stallPastTheIdleTimeoutEndsInTimedOutAfterWhatArrived(
        transport: TransportUnderTest
    ) async throws {
        let server = try SpyStreamingServer()
        let client = transport.makeClient(idleTimeout: 10)
        let request = URLRequest(url: server.baseURL.appending(path: "stall"), timeoutInterval: 10)
        let opening = Task { try await client.stream(for: request) }
        let connection = try await server.nextConnection()
        try connection.send(Self.chunkedHead)
        try connection.sendChunk("before the stall")
        var chunks = try await opening.value.body.makeAsyncIterator()
        #expect(Self.text(try await chunks.next()) == "before the stall")

        let error = try await #require(throws: APIError.self) { _ = try await chunks.next() }
        #expect(error == .transport(code: URLError.Code.timedOut.rawValue, description: "the request timed out"))
        withExtendedLifetime(connection) {}
    }

    // MARK: Redirects

    @Test(arguments: TransportUnderTest.allCases) func redirectToAnotherOriginDropsCredentialsOfAStream(
        transport: TransportUnderTest
    ) async throws {
        let target = try SpyLoopbackServer { _ in .json(status: 200, "{}") }
        let targetURL = target.baseURL.appending(path: "landing")
        let origin = try SpyLoopbackServer { _ in
            HTTPServerResponse(status: 302, headers: ["Location": targetURL.absoluteString])
        }
        var request = URLRequest(url: origin.baseURL.appending(path: "start"))
        request.setValue("Bearer secret", forHTTPHeaderField: "Authorization")

        let streaming = try await transport.makeClient().stream(for: request)
        var body = Data()
        for try await chunk in streaming.body { body.append(chunk) }

        #expect(streaming.response.statusCode == 200)
        #expect(body == Data("{}".utf8))
        #expect(origin.requests.first?.headers["Authorization"] == "Bearer secret")
        #expect(target.requests.count == 1)
        #expect(target.requests.first?.headers["Authorization"] == nil)
    }
}
