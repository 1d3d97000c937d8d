@_spi(Generated) import EndpointRuntime
import Foundation
import Testing

/// `MultipartFile`: the part it becomes in a typed multipart body, and its JSON form.
@Suite("MultipartFile")
struct MultipartFileTests {
    private struct Upload: Encodable, Sendable {
        var files: [MultipartFile]
    }

    private func temporaryFile(_ bytes: [UInt8], named name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }

    @Test func filenamesAndContentTypesDefaultFromTheFileTheFieldAndTheSpec() throws {
        let file = try temporaryFile([1, 2, 3], named: "scan.pdf")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let content = RequestContent.multipart(
            fields: Upload(files: [.file(file), .data(Data([9]), filename: "a.bin", contentType: "x/y"), .data(Data())]
            ),
            contentTypes: ["files": "application/pdf"]
        )
        let body = String(decoding: try content.encoded(), as: UTF8.self)
        #expect(
            body.contains(
                "name=\"files\"; filename=\"scan.pdf\"\r\nContent-Type: application/pdf\r\n\r\n\u{1}\u{2}\u{3}"
            )
        )
        #expect(body.contains("name=\"files\"; filename=\"a.bin\"\r\nContent-Type: x/y\r\n\r\n\u{9}"))
        #expect(body.contains("name=\"files\"; filename=\"files\"\r\nContent-Type: application/pdf\r\n\r\n\r\n"))
    }

    @Test func inJSONTheBytesAreBase64AndAFileIsReadWhole() throws {
        let file = try temporaryFile(Array("hi".utf8), named: "note.txt")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let encoder = JSONEncoder()
        #expect(String(decoding: try encoder.encode([MultipartFile.file(file)]), as: UTF8.self) == #"["aGk="]"#)
        let decoded = try JSONDecoder().decode([MultipartFile].self, from: Data(#"["aGk="]"#.utf8))
        #expect(decoded == [.data(Data("hi".utf8))])
    }

    @Test func aMissingFileCannotBeWrittenAsJSON() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).bin")
        #expect(throws: EncodingError.self) { try JSONEncoder().encode([MultipartFile.file(missing)]) }
    }
}
