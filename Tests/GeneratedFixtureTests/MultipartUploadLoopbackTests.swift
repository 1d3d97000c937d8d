import EdgeCasesAPI
import EndpointLocking
import EndpointRuntime
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
            body: ImageUploadDTO(title: "Café", image: Data(image), tags: ["a", "b"], gadget: GadgetDTO(label: "g"))
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
}
