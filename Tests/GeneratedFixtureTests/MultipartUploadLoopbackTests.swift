import EdgeCasesAPI
import EndpointLocking
@_spi(Generated) import EndpointRuntime
import EndpointStubServer
import Foundation
import Testing

import struct EndpointTestSupport.OwnExecutorTrait

/// The edge-case spec's typed multipart body, generated through the plugin and sent with the real
/// `URLSessionHTTPClient` to a loopback server that parses the parts back.
@Suite(.ownExecutor) struct MultipartUploadLoopbackTests {
    @Test func aTypedMultipartBodyArrivesAsOnePartPerField() async throws {
        let received = Locked<(contentType: String?, body: [UInt8])?>(nil)
        let server = HTTPServer { request in
            received.withLock { $0 = (request.headers["Content-Type"], request.body) }
            return HTTPServerResponse(
                status: 201,
                headers: ["Content-Type": "text/plain; charset=utf-8"],
                body: Array("u-1".utf8)
            )
        }
        let port = try server.start()
        defer { server.stop() }
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
        let client = EdgeCasesClient(baseURL: baseURL, httpClient: URLSessionHTTPClient(timeout: .seconds(30)))
        let image: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x2D, 0x2D]

        let answer = try await client.uploadImage(
            body: ImageUploadDTO(
                title: "Café",
                image: .data(Data(image)),
                tags: ["a", "b"],
                gadget: GadgetDTO(label: "g")
            )
        )

        #expect(answer == "u-1")
        let request = try #require(received.current)
        let contentType = try #require(request.contentType)
        let boundary = try #require(MultipartFormParser.boundary(ofContentType: contentType))
        #expect(contentType == "multipart/form-data; boundary=\(boundary)")
        let parts = try MultipartFormParser.parse(request.body, boundary: boundary)
        #expect(
            parts == [
                .init(name: "title", body: Array("Café".utf8)),
                .init(name: "image", filename: "image", contentType: "image/png", body: image),
                .init(name: "tags", body: Array("a".utf8)),
                .init(name: "tags", body: Array("b".utf8)),
                .init(name: "gadget", contentType: "application/json", body: Array(#"{"label":"g"}"#.utf8)),
            ]
        )
    }

    @Test func aFilePartIsReadFromDiskWithItsNameAndTypeAndProgressReachesTheTotal() async throws {
        let received = Locked<[UInt8]?>(nil)
        let contentType = Locked<String?>(nil)
        let server = HTTPServer { request in
            received.withLock { $0 = request.body }
            contentType.withLock { $0 = request.headers["Content-Type"] }
            return HTTPServerResponse(status: 201, headers: ["Content-Type": "text/plain"], body: Array("u-2".utf8))
        }
        let port = try server.start()
        defer { server.stop() }
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
        let client = EdgeCasesClient(baseURL: baseURL, httpClient: URLSessionHTTPClient(timeout: .seconds(30)))
        // Bigger than one read chunk, with bytes that look like a boundary line.
        let content = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) } + Array("\r\n--EndpointKit-".utf8)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("photo.jpg")
        try Data(content).write(to: file)
        let reports = Locked<[(sent: Int64, expected: Int64)]>([])

        let answer = try await client.uploadImage(
            body: ImageUploadDTO(title: "t", image: .file(file, contentType: "image/jpeg")),
            progress: { sent, expected in reports.withLock { $0.append((sent, expected)) } }
        )

        #expect(answer == "u-2")
        let body = try #require(received.current)
        let boundary = try #require(contentType.current.flatMap(MultipartFormParser.boundary(ofContentType:)))
        let parts = try MultipartFormParser.parse(body, boundary: boundary)
        #expect(
            parts == [
                .init(name: "title", body: Array("t".utf8)),
                .init(name: "image", filename: "photo.jpg", contentType: "image/jpeg", body: content),
            ]
        )
        let progress = reports.current
        #expect(!progress.isEmpty)
        #expect(progress.last.map { $0.sent == $0.expected } == true)
        #expect(progress.last?.expected == Int64(body.count))
        #expect(zip(progress, progress.dropFirst()).allSatisfy { $0.sent <= $1.sent })
    }
}
