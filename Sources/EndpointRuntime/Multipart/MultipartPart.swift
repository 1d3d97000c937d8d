import Foundation

/// One part of a `multipart/form-data` body: a named text field, a JSON field, or a file (bytes in memory or a
/// file on disk, streamed when sent), each with its filename and content type.
@_spi(Generated) public struct MultipartPart: Sendable {
    /// Where a part's content comes from.
    enum Content: Sendable {
        case bytes(Data)
        case file(URL)
    }

    /// The form field's name (`Content-Disposition: form-data; name="…"`).
    public let name: String
    /// The file name a file part carries, or `nil` for a field.
    public let filename: String?
    /// The part's `Content-Type`, or `nil` for a plain text field (which is `text/plain` UTF-8 by default).
    public let contentType: String?
    let content: Content

    /// A text field, sent as its UTF-8 bytes without a `Content-Type`.
    public static func text(name: String, _ value: String) -> MultipartPart {
        MultipartPart(name: name, filename: nil, contentType: nil, content: .bytes(Data(value.utf8)))
    }

    /// A JSON field: `value` encoded with ``JSONCoding/makeEncoder()``, sent as `application/json`.
    ///
    /// - Throws: ``APIError/encoding(_:)`` when `value` cannot be encoded.
    public static func json(name: String, _ value: some Encodable) throws -> MultipartPart {
        let data: Data
        do {
            data = try JSONCoding.makeEncoder().encode(value)
        } catch {
            throw APIError.encoding("the multipart field '\(name)' cannot be encoded as JSON: \(error)")
        }
        return MultipartPart(name: name, filename: nil, contentType: "application/json", content: .bytes(data))
    }

    /// A file part whose bytes are in memory.
    public static func file(
        name: String,
        data: Data,
        filename: String,
        contentType: String = "application/octet-stream"
    ) -> MultipartPart {
        MultipartPart(name: name, filename: filename, contentType: contentType, content: .bytes(data))
    }

    /// A file part read from `url` (a file URL) while the body is sent, a chunk at a time, so a large file is never
    /// held in memory; `filename` defaults to the URL's last path component.
    public static func file(
        name: String,
        url: URL,
        filename: String? = nil,
        contentType: String = "application/octet-stream"
    ) -> MultipartPart {
        MultipartPart(
            name: name,
            filename: filename ?? url.lastPathComponent,
            contentType: contentType,
            content: .file(url)
        )
    }

    /// The number of content bytes: the data's count, or the file's size on disk.
    ///
    /// - Throws: ``APIError/invalidRequest(_:)`` when the URL is not a readable regular file.
    func contentLength() throws -> Int64 {
        switch content {
        case .bytes(let data):
            return Int64(data.count)
        case .file(let url):
            return try FileChunkReader.size(of: url)
        }
    }

    /// This part sent with `contentType` instead.
    func sent(as contentType: String) -> MultipartPart {
        MultipartPart(name: name, filename: filename, contentType: contentType, content: content)
    }
}
