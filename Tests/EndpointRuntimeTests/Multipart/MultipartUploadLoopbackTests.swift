import EndpointLocking
@_spi(Generated) import EndpointRuntime
import EndpointStubServer
import EndpointTestSupport
import Foundation
import Testing

/// A multipart body with a file part sent by each real transport (``TransportUnderTest``) to a loopback server: the bytes that
/// arrive are exactly the writer's, and progress reaches the total.
@Suite("Multipart uploads over loopback", .ownExecutor)
struct MultipartUploadLoopbackTests {
    @Test(arguments: TransportUnderTest.allCases)
    func aStreamedFilePartArrivesByteForByteWithProgress(transport: TransportUnderTest) async throws {
        let size = MultipartWriter.chunkSize * 4 + 123
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("upload-\(UUID()).bin")
        try Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7) }).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let body = MultipartFormData(parts: [
            .text(name: "title", "A photo"),
            .file(name: "image", url: url, filename: "p.bin", contentType: "application/octet-stream"),
        ])
        let progress = Locked<[Int64]>([])
        let expectedLength = try body.contentLength()
        let server = try SpyLoopbackServer { _ in HTTPServerResponse(status: 204) }
        let client = APIClient(baseURL: server.baseURL, httpClient: transport.makeClient())
        let endpoint = Endpoint<EmptyResponse>(
            method: .post,
            path: "/upload",
            content: .multipart(body) { sent, expected in
                #expect(expected == expectedLength)
                progress.withLock { $0.append(sent) }
            }
        )

        _ = try await client.send(endpoint)

        let received = try #require(server.requests.first)
        #expect(received.headers["Content-Type"] == body.contentType)
        #expect(received.body == Array(try MultipartWriter(body).writeAll()))
        let reported = progress.current
        #expect(reported.last == expectedLength)
        #expect(reported == reported.sorted())
    }

    @Test(arguments: TransportUnderTest.allCases)
    func aServerThatIgnoresTheBoundaryEndsInATypedError(transport: TransportUnderTest) async throws {
        // The server reads the upload with a boundary of its own instead of the one the Content-Type declares.
        let server = try SpyLoopbackServer { request in
            do {
                _ = try MultipartFormParser.parse(request.body, boundary: "----WebKitFormBoundary7MA4YWxk")
                return HTTPServerResponse(status: 204)
            } catch {
                return HTTPServerResponse(
                    status: 400,
                    headers: ["Content-Type": "text/plain"],
                    body: Array("\(error)".utf8)
                )
            }
        }
        let client = APIClient(baseURL: server.baseURL, httpClient: transport.makeClient())
        let body = MultipartFormData(parts: [
            .text(name: "title", "x"), .file(name: "f", data: Data([1]), filename: "f"),
        ])
        let endpoint = Endpoint<EmptyResponse>(method: .post, path: "/upload", content: .multipart(body))

        let error = try await #require(throws: APIError.self) { try await client.send(endpoint) }
        guard case .unexpectedStatus(let code, let answer) = error else {
            Issue.record("expected unexpectedStatus, got \(error)")
            return
        }
        #expect(code == 400)
        #expect(String(decoding: answer, as: UTF8.self) == MultipartParseError.boundaryNotFound.description)
        let received = try #require(server.requests.first)
        #expect(MultipartFormParser.boundary(ofContentType: received.headers["Content-Type"] ?? "") == body.boundary)
        #expect(try MultipartFormParser.parse(received.body, boundary: body.boundary).map(\.name) == ["title", "f"])
    }
}
