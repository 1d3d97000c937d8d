@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("HTTPClient.stream(for:): the buffering default of clients that do not stream")
struct BufferedStreamingTests {
    private let request = URLRequest(url: URL(string: "https://api.example.com/events")!)

    @Test func deliversTheWholeBodyAsOneChunkWithTheResponse() async throws {
        let body = Data("data: 1\n\ndata: 2\n\n".utf8)
        let client = StubHTTPClient(status: 200, headers: ["Content-Type": "text/event-stream"], body: body)
        let streaming = try await client.stream(for: request)
        #expect(streaming.response.statusCode == 200)
        #expect(streaming.response.value(forHTTPHeaderField: "Content-Type") == "text/event-stream")
        var chunks: [Data] = []
        for try await chunk in streaming.body { chunks.append(chunk) }
        #expect(chunks == [body])
    }

    @Test func anEmptyBodyIsNoChunk() async throws {
        let streaming = try await StubHTTPClient(status: 204, headers: [:], body: Data()).stream(for: request)
        #expect(streaming.response.statusCode == 204)
        var count = 0
        for try await _ in streaming.body { count += 1 }
        #expect(count == 0)
    }

    @Test func theBufferedChunkFramesIntoEvents() async throws {
        let client = StubHTTPClient(body: Data("data: a\n\nevent: tick\ndata: b\n\n".utf8))
        let streaming = try await client.stream(for: request)
        var events: [ServerSentEvent] = []
        for try await event in FramedRecords(streaming.body, framer: ServerSentEventParser()) { events.append(event) }
        #expect(events == [ServerSentEvent(data: "a"), ServerSentEvent(type: "tick", data: "b")])
    }
}
