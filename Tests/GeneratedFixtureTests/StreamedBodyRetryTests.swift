import EdgeCasesAPI
import EndpointLocking
@_spi(Generated) import EndpointRuntime
import EndpointStubServer
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A streamed request body is read afresh by every attempt: a retried upload sends the whole file again, never an
/// empty or half-read stream; a stream that cannot be read again is sent once.
@Suite(.ownExecutor) struct StreamedBodyRetryTests {
    @Test func aRetriedFileUploadSendsTheWholeFileAgain() async throws {
        let bodies = Locked<[[UInt8]]>([])
        let server = HTTPServer { request in
            let attempt = bodies.withLock { bodies in
                bodies.append(request.body)
                return bodies.count
            }
            return HTTPServerResponse(
                status: attempt == 1 ? 503 : 200,
                headers: ["Content-Type": "image/png"],
                body: [7]
            )
        }
        let port = try server.start()
        defer { server.stop() }
        let transport = URLSessionHTTPClient(timeout: .seconds(30))
            .retrying(policy: RetryPolicy(maxAttempts: 3), clock: SpyClock())
        let client = EdgeCasesClient(
            baseURL: try #require(URL(string: "http://127.0.0.1:\(port)")),
            httpClient: transport
        )
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("raw.bin")
        let content = (0..<150_000).map { UInt8(truncatingIfNeeded: $0 &* 13) }
        try Data(content).write(to: file)

        let answer = try await client.putImage(id: "i-1", contentsOf: file)

        #expect(answer == Data([7]))
        #expect(bodies.current == [content, content])
    }

    @Test func aBodyStreamThatCannotBeReadAgainIsSentOnce() async throws {
        let spy = SpyHTTPClient([.status(503), .status(200)])
        let client = spy.retrying(policy: RetryPolicy(maxAttempts: 3), clock: SpyClock())
        var request = URLRequest(url: try #require(URL(string: "https://api.example.com/upload")))
        request.httpMethod = "PUT"
        request.httpBodyStream = InputStream(data: Data([1, 2, 3]))

        let (_, response) = try await client.data(for: request)

        #expect(response.statusCode == 503)
        #expect(spy.requests.count == 1)
    }
}
