@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

/// A multipart upload is logged by its part names and sizes, never by what the fields or files hold.
@Suite("Upload logging")
struct UploadLoggingTests {
    private struct Upload: Encodable, Sendable {
        var note: String
        var file: MultipartFile
        var flag: String
    }

    @Test func theLogLineNamesEachPartAndItsSizeButNoValueOrFileName() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("secret-plans.pdf")
        try Data(repeating: 0x41, count: 1500).write(to: file)
        let logger = SpyHTTPLogger()
        let http = LoggingHTTPClient(
            decoratee: SpyHTTPClient([.json("{}", status: 201)]),
            logger: logger,
            clock: SpyClock()
        )
        let client = APIClient(baseURL: try #require(URL(string: "https://uploads.example.com")), httpClient: http)
        let endpoint = Endpoint<EmptyResponse>(
            method: .post,
            path: "/files",
            content: .multipart(fields: Upload(note: "the code is 1234", file: .file(file), flag: "y"))
        )

        _ = try await client.send(endpoint)

        let entry = try #require(logger.entries.first)
        let upload = try #require(entry.upload)
        #expect(
            upload.parts == [
                .init(name: "note", byteCount: 16), .init(name: "file", byteCount: 1500),
                .init(name: "flag", byteCount: 1),
            ]
        )
        #expect(upload.totalBytes > 1517)
        #expect(
            entry.description
                == "POST https://uploads.example.com/files -> 201 Created (0 ms; sent \(upload.totalBytes) bytes in "
                + "3 parts: note (16 bytes), file (1500 bytes), flag (1 byte))"
        )
        #expect(!entry.description.contains("1234"))
        #expect(!entry.description.contains("secret-plans"))
    }

    @Test func aRequestWithoutAMultipartBodyHasNoUploadSummary() async throws {
        let logger = SpyHTTPLogger()
        let http = LoggingHTTPClient(decoratee: SpyHTTPClient([.json("{}")]), logger: logger, clock: SpyClock())
        let client = APIClient(baseURL: try #require(URL(string: "https://api.example.com")), httpClient: http)
        _ = try await client.send(
            Endpoint<EmptyResponse>(method: .post, path: "/notes", content: .text("hello"))
        )
        #expect(logger.entries.first?.upload == nil)
    }
}
