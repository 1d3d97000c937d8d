import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `endpoint-gen serve` answers an operation with JSON or server-sent events under one `200` both ways: the chat
/// document's event-stream example, ended by the `[DONE]` sentinel its configuration declares, to a request that
/// asks for the stream, and its JSON example to any other.
@Suite("endpoint-gen serve: a stream beside JSON", .ownExecutor)
struct ServeStreamTests {
    private func post(_ url: URL, accept: String?, stream: Bool) async throws -> (String, HTTPURLResponse?) {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let accept { request.setValue(accept, forHTTPHeaderField: "Accept") }
        request.setValue("Bearer sk-test", forHTTPHeaderField: "Authorization")
        request.httpBody = Data(#"{"model":"m","messages":[{"role":"user"}],"stream":\#(stream)}"#.utf8)
        let (body, response) = try await URLSession.shared.data(for: request)
        return (String(decoding: body, as: UTF8.self), response as? HTTPURLResponse)
    }

    @Test func servesTheEventStreamExampleWithTheConfiguredSentinelOrTheJSONExample() async throws {
        let document = RepositoryFiles.path("Tests/Fixtures/OpenAPIChatAPI/chat.openapi.json")
        let server = try ServeProcess([document, "--port", "0"])
        let announcement = try #require(server.nextLine())
        let address = try #require(announcement.split(separator: " ").first { $0.hasPrefix("http://") })
        let url = try #require(URL(string: String(address) + "/chat/completions"))

        let (events, streamed) = try await post(url, accept: "text/event-stream", stream: true)
        #expect(streamed?.statusCode == 200)
        #expect(streamed?.value(forHTTPHeaderField: "Content-Type") == "text/event-stream")
        let lines = events.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { $0.hasPrefix("data: {") }.count == 3)
        #expect(events.hasSuffix("data: [DONE]\n\n"))
        #expect(events.components(separatedBy: "[DONE]").count == 2)

        let (byFlag, _) = try await post(url, accept: nil, stream: true)
        #expect(byFlag == events)

        let (json, plain) = try await post(url, accept: "application/json", stream: false)
        #expect(plain?.statusCode == 200)
        #expect(json.hasPrefix(#"{"id":"chatcmpl-7Qx""#))
        #expect(server.terminate().status == 0)
    }
}
