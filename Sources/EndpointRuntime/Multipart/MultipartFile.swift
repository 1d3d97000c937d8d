import Foundation

/// The content of a file field in a typed `multipart/form-data` body (a generated model's `format: binary`
/// property): bytes in memory, or a file on disk that is read a chunk at a time while the request is sent, so a
/// large upload never sits in memory.
///
/// The part carries ``filename`` (by default the file's name, or the field's name for bytes) and ``contentType``
/// (by default what the spec declares for the field, else `application/octet-stream`).
///
/// In JSON (should the same model be sent or received as JSON) the content is a base64 string; a file is read
/// whole to write it.
public struct MultipartFile: Hashable, Sendable {
    /// Where the bytes come from.
    public enum Source: Hashable, Sendable {
        /// Bytes in memory.
        case data(Data)
        /// A file on disk, streamed when sent.
        case file(URL)
    }

    /// Where the bytes come from.
    public var source: Source
    /// The file name the part carries; `nil` uses the file's name, or the field's name for bytes.
    public var filename: String?
    /// The part's `Content-Type`; `nil` uses the one the spec declares for the field, else
    /// `application/octet-stream`.
    public var contentType: String?

    /// Content from `source`, sent with `filename` and `contentType` when given.
    public init(source: Source, filename: String? = nil, contentType: String? = nil) {
        self.source = source
        self.filename = filename
        self.contentType = contentType
    }

    /// Bytes in memory.
    public static func data(_ data: Data, filename: String? = nil, contentType: String? = nil) -> MultipartFile {
        MultipartFile(source: .data(data), filename: filename, contentType: contentType)
    }

    /// The file at `url` (a file URL), read while the request is sent.
    public static func file(_ url: URL, filename: String? = nil, contentType: String? = nil) -> MultipartFile {
        MultipartFile(source: .file(url), filename: filename, contentType: contentType)
    }

    /// The part for the field `name`, whose spec-declared content type is `declaredContentType`.
    func part(name: String, declaredContentType: String?) -> MultipartPart {
        let type = contentType ?? declaredContentType ?? "application/octet-stream"
        switch source {
        case .data(let data):
            return .file(name: name, data: data, filename: filename ?? name, contentType: type)
        case .file(let url):
            return .file(name: name, url: url, filename: filename, contentType: type)
        }
    }
}

// MARK: - JSON

extension MultipartFile: Codable {
    /// Decodes bytes from a base64 string.
    public init(from decoder: any Decoder) throws {
        self = .data(try decoder.singleValueContainer().decode(Data.self))
    }

    /// Encodes the bytes as a base64 string, reading a file whole.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch source {
        case .data(let data):
            try container.encode(data)
        case .file(let url):
            do {
                try container.encode(try Data(contentsOf: url))
            } catch let error as EncodingError {
                throw error
            } catch {
                throw EncodingError.invalidValue(
                    url,
                    EncodingError.Context(
                        codingPath: encoder.codingPath,
                        debugDescription: "the file '\(url.path)' cannot be read: \(error.localizedDescription)"
                    )
                )
            }
        }
    }
}
