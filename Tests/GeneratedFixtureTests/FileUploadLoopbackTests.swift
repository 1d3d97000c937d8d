import EdgeCasesAPI
import EndpointLocking
@_spi(Generated) import EndpointRuntime
import EndpointStubServer
import EndpointTestSupport
import Foundation
import Testing

import struct EndpointTestSupport.OwnExecutorTrait

/// A raw binary request body read from disk by the generated `contentsOf:` overload, sent with the real
/// each real transport (``TransportUnderTest``) to a loopback server.
@Suite(.ownExecutor) struct FileUploadLoopbackTests {
    @Test(arguments: TransportUnderTest.allCases)
    func theFileArrivesByteForByteWithItsContentTypeAndProgressReachesItsSize(transport: TransportUnderTest)
        async throws
    {
        let received = Locked<(contentType: String?, body: [UInt8])?>(nil)
        let server = HTTPServer { request in
            received.withLock { $0 = (request.headers["Content-Type"], request.body) }
            return HTTPServerResponse(status: 200, headers: ["Content-Type": "image/png"], body: [1, 2, 3])
        }
        let port = try server.start()
        defer { server.stop() }
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
        let client = EdgeCasesClient(baseURL: baseURL, httpClient: transport.makeClient(timeout: .seconds(30)))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("raw.bin")
        // Several read chunks long.
        let content = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try Data(content).write(to: file)
        let reports = Locked<[(sent: Int64, expected: Int64)]>([])

        let answer = try await client.putImage(
            id: "i-1",
            contentsOf: file,
            progress: { sent, expected in reports.withLock { $0.append((sent, expected)) } }
        )

        #expect(answer == Data([1, 2, 3]))
        let request = try #require(received.current)
        #expect(request.contentType == "application/octet-stream")
        #expect(request.body == content)
        let progress = reports.current
        #expect(progress.last.map { $0 == (Int64(content.count), Int64(content.count)) } == true)
        #expect(zip(progress, progress.dropFirst()).allSatisfy { $0.sent <= $1.sent })
    }

    @Test(arguments: TransportUnderTest.allCases)
    func aMissingFileFailsBeforeAnythingIsSent(transport: TransportUnderTest) async throws {
        let requests = Locked(0)
        let server = HTTPServer { _ in
            requests.withLock { $0 += 1 }
            return HTTPServerResponse(status: 200, headers: [:], body: [])
        }
        let port = try server.start()
        defer { server.stop() }
        let client = EdgeCasesClient(
            baseURL: try #require(URL(string: "http://127.0.0.1:\(port)")),
            httpClient: transport.makeClient(timeout: .seconds(30))
        )
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).bin")

        await #expect {
            _ = try await client.putImage(id: "i-1", contentsOf: missing)
        } throws: { error in
            guard case APIError.invalidRequest(let message) = error else { return false }
            return message.contains("is not a readable regular file")
        }
        #expect(requests.current == 0)
    }
}
