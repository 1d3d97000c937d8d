import EndpointRuntime
import EndpointSpec
import EndpointStubServer
import Foundation
import OpenAPIChatAPI
import Testing

import enum EndpointTestSupport.RepositoryFiles
import enum EndpointTestSupport.TransportUnderTest

/// The chat document (Tests/Fixtures/OpenAPIChatAPI: JSON or server-sent events under one `200`, named events),
/// imported and compiled through the plugin with its configuration's `[DONE]` sentinel, used both ways over
/// loopback with each transport: against the stub server serving the document's examples, and against a server
/// replaying recorded stream bytes (Fixtures/chat).
@Suite struct ImportedChatStreamingTests {
    // MARK: Against the stub server

    /// What the stub server received: each request's `Accept` and JSON body.
    private final class Requests: @unchecked Sendable {
        private let lock = NSLock()
        private var received: [(accept: String?, body: [String: Any])] = []

        func add(_ request: HTTPServerRequest) {
            let body = (try? JSONSerialization.jsonObject(with: Data(request.body))) as? [String: Any] ?? [:]
            lock.withLock { received.append((request.headers["Accept"], body)) }
        }

        var all: [(accept: String?, body: [String: Any])] { lock.withLock { received } }
    }

    /// Runs `calls` with a client of `transport` against the stub server serving the chat document (with its
    /// configuration); returns what the server received.
    private func withStub(
        _ transport: TransportUnderTest,
        _ calls: @Sendable (ChatClient) async throws -> Void
    ) async throws -> Requests {
        let directory = "Tests/Fixtures/OpenAPIChatAPI/"
        let configuration = ConfigurationFile.load(fileAt: RepositoryFiles.path(directory + "endpointkit.json"))
        let loaded = SpecLoader.standard.load(
            fileAt: RepositoryFiles.path(directory + "chat.openapi.json"),
            configuration: configuration.configuration
        )
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        let requests = Requests()
        let stub = try StubServer.start(spec: spec) { request, _ in requests.add(request) }
        defer { stub.stop() }
        let client = ChatClient(
            baseURL: stub.baseURL,
            httpClient: transport.makeClient(timeout: .seconds(30)),
            credentials: ChatClient.Credentials(bearer: StaticTokenProvider("sk-test"))
        )
        try await calls(client)
        return requests
    }

    private static let question = CreateChatCompletionRequestDTO(
        model: "small-chat-1",
        messages: [ChatMessageDTO(role: .user, content: "Hi")]
    )

    @Test(arguments: TransportUnderTest.allCases)
    func theJSONCallSendsStreamFalseAndDecodesTheCompletion(transport: TransportUnderTest) async throws {
        let requests = try await withStub(transport) { client in
            let completion = try await client.createChatCompletion(body: Self.question)
            #expect(completion.id == "chatcmpl-7Qx")
            #expect(completion.choices.first?.message.content == "Hello")
            #expect(completion.usage?.totalTokens == 10)
        }
        let sent = try #require(requests.all.first)
        #expect(sent.body["stream"] as? Bool == false)
        #expect(sent.accept == nil || sent.accept == "application/json")
    }

    @Test(arguments: TransportUnderTest.allCases)
    func theStreamingCallAsksForEventsAndStopsAtTheConfiguredSentinel(transport: TransportUnderTest) async throws {
        let requests = try await withStub(transport) { client in
            let stream = try await client.createChatCompletionStream(body: Self.question)
            #expect(stream.headerFields["Content-Type"] == "text/event-stream")
            var chunks: [ChatCompletionChunkDTO] = []
            for try await event in stream { chunks.append(event.data) }
            // Three chunks; `data: [DONE]` (the configuration's sentinel) ends the stream and is not delivered.
            #expect(chunks.count == 3)
            #expect(chunks.compactMap { $0.choices.first?.delta.content ?? nil } == ["", "Hello"])
            #expect(chunks.first?.choices.first?.delta.role == .assistant)
            #expect(chunks.last?.choices.first?.finishReason == "stop")
        }
        let sent = try #require(requests.all.first)
        #expect(sent.body["stream"] as? Bool == true)
        #expect(sent.accept?.hasPrefix("text/event-stream") == true)
    }

    @Test(arguments: TransportUnderTest.allCases)
    func namedEventsDecodeIntoTheUnionAndAnUnknownNameArrivesRaw(transport: TransportUnderTest) async throws {
        let requests = try await withStub(transport) { client in
            let stream = try await client.createResponseStream(
                body: CreateResponseRequestDTO(model: "small-chat-1", input: "Hi")
            )
            var events: [ChatEndpoints.CreateResponseStreamEvent] = []
            for try await event in stream { events.append(event.data) }
            #expect(events.count == 5)
            guard events.count == 5 else { return }
            guard case .responseCreated(let created) = events[0] else {
                Issue.record("decoded \(events[0])")
                return
            }
            #expect(created.response.status == "in_progress")
            guard case .unknown(let unknown) = events[1] else {
                Issue.record("decoded \(events[1])")
                return
            }
            #expect(unknown.type == "response.in_progress")
            #expect(unknown.data.contains(#""sequence_number":1"#))
            let deltas = events.compactMap { event -> String? in
                if case .responseOutputTextDelta(let delta) = event { delta.delta } else { nil }
            }
            #expect(deltas == ["Hi", " there"])
            guard case .responseCompleted(let completed) = events[4] else {
                Issue.record("decoded \(events[4])")
                return
            }
            #expect(completed.response.outputText == "Hi there")
            // The JSON call of the same operation still answers JSON.
            let response = try await client.createResponse(
                body: CreateResponseRequestDTO(model: "small-chat-1", input: "Hi")
            )
            #expect(response.status == "completed")
        }
        #expect(requests.all.map { $0.body["stream"] as? Bool } == [true, false])
    }

    // MARK: Replaying recorded bytes

    /// Runs `calls` with a client of `transport` against a loopback server answering `POST /chat/completions` and
    /// `POST /responses` with the recorded streams.
    private func withRecordings(
        _ transport: TransportUnderTest,
        _ calls: @Sendable (ChatClient) async throws -> Void
    ) async throws {
        let recordings = try ["chat-completion", "response-events"].map { name in
            let url = try #require(
                Bundle.module.url(forResource: name, withExtension: "sse", subdirectory: "Fixtures/chat")
            )
            return [UInt8](try Data(contentsOf: url))
        }
        let server = HTTPServer { request in
            let body = request.path == "/responses" ? recordings[1] : recordings[0]
            return HTTPServerResponse(
                status: 200,
                headers: ["Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache"],
                body: body
            )
        }
        _ = try server.start()
        defer { server.stop() }
        let client = ChatClient(
            baseURL: try #require(server.baseURL),
            httpClient: transport.makeClient(timeout: .seconds(30)),
            credentials: ChatClient.Credentials(bearer: StaticTokenProvider("sk-test"))
        )
        try await calls(client)
    }

    @Test(arguments: TransportUnderTest.allCases)
    func recordedChunksWithComingAndGoingFieldsAndNullsDecode(transport: TransportUnderTest) async throws {
        try await withRecordings(transport) { client in
            var chunks: [ChatCompletionChunkDTO] = []
            for try await event in try await client.createChatCompletionStream(body: Self.question) {
                chunks.append(event.data)
            }
            #expect(chunks.count == 6)
            let text = chunks.compactMap { $0.choices.first?.delta.content ?? nil }.joined()
            #expect(text == "The sky is blue.")
            #expect(chunks.first?.choices.first?.delta.role == .assistant)
            #expect(chunks.dropFirst().allSatisfy { $0.choices.first?.delta.role == nil })
            #expect(chunks[4].choices.first?.finishReason == "stop")
            #expect(chunks[5].choices.isEmpty)
            #expect(chunks[5].usage?.totalTokens == 18)
        }
    }

    @Test(arguments: TransportUnderTest.allCases)
    func recordedNamedEventsEndWithTheBodyWithoutASentinel(transport: TransportUnderTest) async throws {
        try await withRecordings(transport) { client in
            var names: [String] = []
            var text = ""
            var unknown: [String] = []
            let stream = try await client.createResponseStream(
                body: CreateResponseRequestDTO(model: "small-chat-1", input: "Hi")
            )
            for try await event in stream {
                names.append(event.type)
                switch event.data {
                case .responseOutputTextDelta(let delta): text += delta.delta
                case .unknown(let raw): unknown.append(raw.type)
                case .responseCreated, .responseCompleted: break
                }
            }
            #expect(names.count == 6)
            #expect(text == "Hello there!")
            #expect(unknown == ["response.in_progress", "response.output_item.added"])
        }
    }
}
