import EdgeCasesAPI
import EndpointLocking
@_spi(Generated) import EndpointRuntime
import EndpointStubServer
import EndpointTestSupport
import Foundation
import Testing

import struct EndpointTestSupport.OwnExecutorTrait

/// A binary alternative body read from disk by its generated `<label>ContentsOf:` overload
/// (`uploadAvatar(id:jpegContentsOf:progress:)`), sent with each real transport (``TransportUnderTest``) to a
/// loopback server.
@Suite(.ownExecutor) struct AlternativeBodyFileUploadLoopbackTests {
    @Test(arguments: TransportUnderTest.allCases)
    func theFileArrivesByteForByteWithTheAlternativesContentType(transport: TransportUnderTest) async throws {
        let received = Locked<(method: String, path: String, contentType: String?, body: [UInt8])?>(nil)
        let server = HTTPServer { request in
            received.withLock { $0 = (request.method, request.path, request.headers["Content-Type"], request.body) }
            return HTTPServerResponse(status: 201, headers: ["Content-Type": "text/plain"], body: Array("a-1".utf8))
        }
        let port = try server.start()
        defer { server.stop() }
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
        let client = EdgeCasesClient(baseURL: baseURL, httpClient: transport.makeClient(timeout: .seconds(30)))
        let directory = try TemporaryFileTree([:])
        defer { directory.remove() }
        let file = URL(fileURLWithPath: directory.path("avatar.jpg"))
        // Several read chunks long.
        let content = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 13) }
        try Data(content).write(to: file)

        let answer = try await client.uploadAvatar(id: "u-1", jpegContentsOf: file)

        #expect(answer == "a-1")
        let request = try #require(received.current)
        #expect(request.method == "PUT")
        #expect(request.path == "/users/u-1/avatar")
        #expect(request.contentType == "image/jpeg")
        #expect(request.body == content)
    }

    @Test func theStubServerAcceptsARawGadgetSentFromAFile() async throws {
        let (stub, client) = try EdgeCasesStub.start()
        defer { stub.stop() }
        let directory = try TemporaryFileTree(["gadget.bin": "raw gadget"])
        defer { directory.remove() }
        let file = URL(fileURLWithPath: directory.path("gadget.bin"))

        // `application/octet-stream` is one of the endpoint's bodies, so the stub answers its example, not `415`.
        #expect(try await client.submitGadget(dataContentsOf: file) == "other")
    }
}
