import EdgeCasesAPI
import EndpointLocking
@_spi(Generated) import EndpointRuntime
import EndpointStubServer
import EndpointTestSupport
import Foundation
import Testing

import struct EndpointTestSupport.OwnExecutorTrait

/// An endpoint that uploads a multipart body and answers with bytes: its call that writes the answer to a file
/// takes both handlers, `uploadProgress:` and `downloadProgress:` (one `progress:` each would not compile).
@Suite(.ownExecutor) struct UploadAndDownloadLoopbackTests {
    @Test func theFileCallReportsTheUploadAndTheDownloadSeparately() async throws {
        let answer = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let received = Locked<[UInt8]?>(nil)
        let server = HTTPServer { request in
            received.withLock { $0 = request.body }
            return HTTPServerResponse(
                status: 200,
                headers: ["Content-Type": "application/octet-stream"],
                body: answer
            )
        }
        let port = try server.start()
        defer { server.stop() }
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
        let client = EdgeCasesClient(baseURL: baseURL, httpClient: URLSessionHTTPClient(timeout: .seconds(30)))
        let directory = try TemporaryFileTree([:])
        defer { directory.remove() }
        let destination = URL(fileURLWithPath: directory.path("converted.png"))
        let uploaded = Locked<[Int64]>([])
        let downloaded = Locked<[Int64]>([])

        let written = try await client.convertImage(
            body: ImageUploadDTO(title: "t", image: .data(Data([1, 2, 3]))),
            uploadProgress: { sent, _ in uploaded.withLock { $0.append(sent) } },
            to: destination,
            downloadProgress: { bytes, _ in downloaded.withLock { $0.append(bytes) } }
        )

        #expect(written == destination)
        #expect(try Data(contentsOf: destination) == Data(answer))
        let body = try #require(received.current)
        #expect(uploaded.current.last == Int64(body.count))
        #expect(downloaded.current.last == Int64(answer.count))
    }
}
