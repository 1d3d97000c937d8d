@_spi(Generated) import EndpointRuntime
import EndpointStubServer
import Foundation
import Testing

/// `RequestContent.multipart(fields:contentTypes:)`: a model's properties as the parts of a multipart body, read
/// back by the stub server's parser.
@Suite("Multipart bodies from a model's fields")
struct MultipartFieldsTests {
    private struct Metadata: Encodable, Sendable {
        var width: Int
        var tags: [String]
    }

    private struct Upload: Encodable, Sendable {
        var title: String
        var count: Int
        var isPublic: Bool
        var tags: [String]
        var image: Data
        var thumbnails: [Data]
        var metadata: Metadata
        var note: String?

        enum CodingKeys: String, CodingKey {
            case title, count, tags, image, thumbnails, metadata, note
            case isPublic = "is_public"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(title, forKey: .title)
            try container.encode(count, forKey: .count)
            try container.encode(isPublic, forKey: .isPublic)
            try container.encode(tags, forKey: .tags)
            try container.encode(image, forKey: .image)
            try container.encode(thumbnails, forKey: .thumbnails)
            try container.encode(metadata, forKey: .metadata)
            try container.encodeIfPresent(note, forKey: .note)
        }
    }

    private func parts(_ content: RequestContent) throws -> [MultipartFormParser.Part] {
        let boundary = try #require(MultipartFormParser.boundary(ofContentType: content.contentType))
        return try MultipartFormParser.parse(Array(try content.encoded()), boundary: boundary)
    }

    @Test func eachPropertyIsThePartItsTypeCallsFor() throws {
        let upload = Upload(
            title: "Grüße & more",
            count: 3,
            isPublic: true,
            tags: ["a", "b"],
            image: Data([0x89, 0x50, 0x0D, 0x0A]),
            thumbnails: [Data([1]), Data([2])],
            metadata: Metadata(width: 640, tags: ["x"]),
            note: nil
        )
        let content = RequestContent.multipart(fields: upload, contentTypes: ["image": "image/png"])
        #expect(content.contentType.hasPrefix("multipart/form-data; boundary="))
        let parsed = try parts(content)
        #expect(
            parsed == [
                .init(name: "title", body: Array("Grüße & more".utf8)),
                .init(name: "count", body: Array("3".utf8)),
                .init(name: "is_public", body: Array("true".utf8)),
                .init(name: "tags", body: Array("a".utf8)),
                .init(name: "tags", body: Array("b".utf8)),
                .init(name: "image", filename: "image", contentType: "image/png", body: [0x89, 0x50, 0x0D, 0x0A]),
                .init(name: "thumbnails", filename: "thumbnails", contentType: "application/octet-stream", body: [1]),
                .init(name: "thumbnails", filename: "thumbnails", contentType: "application/octet-stream", body: [2]),
                .init(
                    name: "metadata",
                    contentType: "application/json",
                    body: Array(#"{"tags":["x"],"width":640}"#.utf8)
                ),
            ]
        )
    }

    @Test func aValueThatIsNotAnObjectFailsWhenSent() {
        let content = RequestContent.multipart(fields: ["a", "b"])
        #expect(throws: APIError.encoding("a multipart body must be an object whose properties are its fields")) {
            _ = try content.encoded()
        }
    }
}
