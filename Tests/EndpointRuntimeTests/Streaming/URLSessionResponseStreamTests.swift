@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

/// Typed streams over the real `URLSessionHTTPClient` and a loopback server that sends each byte when the test
/// says: items arrive one by one as the server sends them, and every way a stream ends closes the connection.
@Suite("APIClient streamed responses over URLSession and loopback", .ownExecutor)
struct URLSessionResponseStreamTests {
    private struct Token: Decodable, Equatable, Sendable {
        var text: String
    }

    private static let head =
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"

    /// Opens `events(…)` on `server` and returns the server's side of the connection with the stream.
    private func open(
        on server: SpyStreamingServer,
        options: APIClient.StreamingOptions = APIClient.StreamingOptions(idleTimeout: nil)
    ) async throws -> (SpyStreamingConnection, ResponseStream<TypedServerSentEvent<Token>>) {
        var client = APIClient(baseURL: server.baseURL, httpClient: URLSessionHTTPClient())
        client.streaming = options
        let endpoint = Endpoint<Data>.data(method: .post, path: "/generate", headers: ["Accept": "text/event-stream"])
        let opening = Task { try await client.events(endpoint, of: Token.self, sentinel: "[DONE]") }
        let connection = try await server.nextConnection()
        try connection.send(Self.head)
        return (connection, try await opening.value)
    }

    @Test func eachEventArrivesAsTheServerSendsItAndTheSentinelClosesTheConnection() async throws {
        let server = try SpyStreamingServer()
        let (connection, stream) = try await open(on: server)
        #expect(connection.requestHead.hasPrefix("POST /generate HTTP/1.1\r\n"))
        #expect(connection.requestHead.lowercased().contains("accept: text/event-stream"))

        var events = stream.makeAsyncIterator()
        try connection.sendChunk("data: {\"text\": \"Hel\"}\n\n")
        #expect(try await events.next()?.data == Token(text: "Hel"))
        try connection.sendChunk(": keep-alive\n\ndata: {\"text\": \"lo\"}\n")
        try connection.sendChunk("\n")
        #expect(try await events.next()?.data == Token(text: "lo"))
        try connection.sendChunk("data: [DONE]\n\n")
        #expect(try await events.next() == nil)
        // The server never ended the body: the client closed the connection on the sentinel.
        try await connection.clientClosed()
    }

    @Test func aSilentServerIsDisconnectedAfterTheIdleTimeout() async throws {
        let server = try SpyStreamingServer()
        let clock = SpyClock(sleepsUntilCancelled: true)
        let (connection, stream) = try await open(
            on: server,
            options: APIClient.StreamingOptions(idleTimeout: .seconds(5), clock: clock)
        )
        var events = stream.makeAsyncIterator()
        try connection.sendChunk("data: {\"text\": \"a\"}\n\n")
        let first = try await events.next()
        #expect(first?.data == Token(text: "a"))

        let elapsing = Task { for await _ in clock.started { clock.elapse() } }
        defer { elapsing.cancel() }
        await #expect(throws: APIError.idleTimeout(.seconds(5))) { _ = try await events.next() }
        try await connection.clientClosed()
    }

    @Test func cancellingTheConsumerClosesTheConnection() async throws {
        let server = try SpyStreamingServer()
        let (connection, stream) = try await open(on: server)
        let (taken, takenContinuation) = AsyncStream<Void>.makeStream()
        let consumer = Task {
            for try await _ in stream { takenContinuation.yield() }
        }
        try connection.sendChunk("data: {\"text\": \"a\"}\n\n")
        for await _ in taken { break }
        consumer.cancel()
        await #expect(throws: CancellationError.self) { try await consumer.value }
        try await connection.clientClosed()
    }

    @Test func anErrorStatusIsThrownWithItsBodyBeforeAnyEvent() async throws {
        let server = try SpyStreamingServer()
        let client = APIClient(baseURL: server.baseURL, httpClient: URLSessionHTTPClient())
        let endpoint = Endpoint<Data>.data(method: .get, path: "/generate")
        let opening = Task { try await client.events(endpoint, of: Token.self) }
        let connection = try await server.nextConnection()
        try connection.send("HTTP/1.1 429 Too Many Requests\r\nContent-Length: 4\r\n\r\nslow")
        await #expect(throws: APIError.unexpectedStatus(code: 429, body: Data("slow".utf8))) {
            _ = try await opening.value
        }
    }
}
