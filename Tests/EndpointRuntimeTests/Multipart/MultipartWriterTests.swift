@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

/// `multipart/form-data` bodies (RFC 7578): exact bytes, lengths, boundaries and escaping.
@Suite("MultipartWriter: multipart/form-data bodies, exact bytes")
struct MultipartWriterTests {
    private struct Metadata: Encodable, Sendable {
        let title: String
        let tags: [String]
    }

    private func temporaryFile(_ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("multipart-\(UUID()).bin")
        try Data(bytes).write(to: url)
        return url
    }

    @Test("text, JSON and file parts are written as RFC 7578 says, and contentLength is their exact size")
    func exactBytes() throws {
        let file = try temporaryFile(Array("file bytes\r\n--".utf8))
        defer { try? FileManager.default.removeItem(at: file) }
        let body = try MultipartFormData(
            parts: [
                .text(name: "caption", "Grüße"),
                try .json(name: "meta", Metadata(title: "A", tags: ["x"])),
                .file(name: "thumb", data: Data([0, 0xFF]), filename: "t.png", contentType: "image/png"),
                .file(name: "photo", url: file, contentType: "image/jpeg"),
            ],
            boundary: "b0undary"
        )
        let expected =
            "--b0undary\r\nContent-Disposition: form-data; name=\"caption\"\r\n\r\nGrüße\r\n"
            + "--b0undary\r\nContent-Disposition: form-data; name=\"meta\"\r\nContent-Type: application/json\r\n\r\n"
            + #"{"tags":["x"],"title":"A"}"# + "\r\n"
            + "--b0undary\r\nContent-Disposition: form-data; name=\"thumb\"; filename=\"t.png\"\r\n"
            + "Content-Type: image/png\r\n\r\n\u{0}\u{FF}\r\n"
        let fileExpected =
            "--b0undary\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"\(file.lastPathComponent)\"\r\n"
            + "Content-Type: image/jpeg\r\n\r\nfile bytes\r\n--\r\n--b0undary--\r\n"
        var expectedBytes = Array(expected.utf8)
        // U+00FF above stands for the single byte 0xFF.
        expectedBytes.replaceSubrange(
            expectedBytes.count - 4..<expectedBytes.count - 2,
            with: [0xFF]
        )
        expectedBytes += Array(fileExpected.utf8)
        let written = try MultipartWriter(body).writeAll()
        #expect(Array(written) == expectedBytes)
        #expect(try body.contentLength() == Int64(written.count))
        #expect(body.contentType == "multipart/form-data; boundary=b0undary")
    }

    @Test("a name or filename cannot end its header line: quote, CR and LF are percent-encoded")
    func escapesNames() throws {
        let body = try MultipartFormData(
            parts: [.file(name: "a\"b\r\nX: y", data: Data(), filename: "f\n\".txt")],
            boundary: "B"
        )
        let text = String(decoding: try MultipartWriter(body).writeAll(), as: UTF8.self)
        #expect(text.contains("name=\"a%22b%0D%0AX: y\"; filename=\"f%0A%22.txt\"\r\n"))
    }

    @Test("a content type holding a line break and a malformed boundary are invalidRequest")
    func rejectsHeaderInjection() throws {
        let body = try MultipartFormData(
            parts: [.file(name: "f", data: Data(), filename: "f", contentType: "text/plain\r\nX-Evil: 1")],
            boundary: "B"
        )
        #expect(throws: APIError.self) { try MultipartWriter(body) }
        #expect(throws: APIError.self) { try MultipartFormData(parts: [], boundary: "") }
        #expect(throws: APIError.self) { try MultipartFormData(parts: [], boundary: "has\"quote") }
        #expect(throws: APIError.self) { try MultipartFormData(parts: [], boundary: String(repeating: "a", count: 71)) }
        #expect(throws: APIError.self) {
            try MultipartFormData(parts: [.text(name: "x", "--B inside")], boundary: "B")
        }
    }

    @Test("a random boundary found in an in-memory part is drawn again")
    func boundaryIsRedrawnOnCollision() throws {
        var first = SeededGenerator(seed: 42)
        let collided = MultipartFormData(parts: [], using: &first).boundary
        var again = SeededGenerator(seed: 42)
        let body = MultipartFormData(parts: [.text(name: "x", "before \(collided) after")], using: &again)
        #expect(body.boundary != collided)
        #expect(body.boundary.hasPrefix("EndpointKit-"))
        #expect(body.boundary.utf8.count == 44)
        #expect(!String(decoding: try MultipartWriter(body).writeAll(), as: UTF8.self).contains("x\(body.boundary)"))
    }

    @Test("a file part is read a chunk at a time, never whole")
    func streamsFilesInChunks() throws {
        let size = MultipartWriter.chunkSize * 3 + 17
        let file = try temporaryFile((0..<size).map { UInt8(truncatingIfNeeded: $0) })
        defer { try? FileManager.default.removeItem(at: file) }
        let writer = try MultipartWriter(MultipartFormData(parts: [.file(name: "f", url: file)], boundary: "B"))
        var chunks: [Int] = []
        while let chunk = try writer.nextChunk() { chunks.append(chunk.count) }
        #expect(chunks.allSatisfy { $0 <= MultipartWriter.chunkSize })
        #expect(chunks.filter { $0 == MultipartWriter.chunkSize }.count == 3)
        #expect(writer.bytesWritten == Int64(chunks.reduce(0, +)))
    }

    @Test("a file part that is missing is an invalidRequest naming it")
    func missingFile() throws {
        let url = URL(fileURLWithPath: "/nonexistent/endpointkit-\(UUID()).bin")
        let body = try MultipartFormData(parts: [.file(name: "f", url: url)], boundary: "B")
        #expect(throws: APIError.self) { try body.contentLength() }
        #expect(throws: APIError.self) { try MultipartWriter(body).writeAll() }
    }
}
