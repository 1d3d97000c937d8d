import Foundation
import HTTPSemantics

/// Writes a ``MultipartFormData`` body a chunk at a time: each part's header, its content (a file read in chunks of
/// ``chunkSize`` bytes, never whole), the line break after it, and the closing delimiter.
///
/// Names and filenames are escaped as the WHATWG form encoding does (`"` as `%22`, CR as `%0D`, LF as `%0A`), so a
/// field name can never end its header line; a content type holding a line break is an error.
@_spi(Generated) public final class MultipartWriter {
    /// How many bytes of a file are read at a time.
    public static let chunkSize = 64 * 1024

    /// What is left to write, in order.
    private enum Segment {
        case bytes(Data)
        case file(URL)
    }

    private var segments: [Segment]
    private var current: Data = Data()
    private var currentOffset = 0
    /// The file part being read, if any.
    private var file: FileChunkReader?
    /// How many bytes have been written so far.
    public private(set) var bytesWritten: Int64 = 0

    /// A writer for `body`.
    ///
    /// - Throws: ``APIError/invalidRequest(_:)`` when a part's content type holds a line break.
    public init(_ body: MultipartFormData) throws {
        var segments: [Segment] = []
        for part in body.parts {
            segments.append(.bytes(try Self.header(of: part, boundary: body.boundary)))
            switch part.content {
            case .bytes(let data): segments.append(.bytes(data))
            case .file(let url): segments.append(.file(url))
            }
            segments.append(.bytes(Data("\r\n".utf8)))
        }
        segments.append(.bytes(Data("--\(body.boundary)--\r\n".utf8)))
        self.segments = segments.reversed()
    }

    /// The next chunk of the body (at most about ``chunkSize`` bytes), or `nil` at the end.
    ///
    /// - Throws: ``APIError/invalidRequest(_:)`` when a file part cannot be opened or read.
    public func nextChunk() throws -> Data? {
        while true {
            if currentOffset < current.count {
                let end = min(current.count, currentOffset + Self.chunkSize)
                let chunk = current.subdata(in: currentOffset..<end)
                currentOffset = end
                bytesWritten += Int64(chunk.count)
                return chunk
            }
            if let file {
                if let chunk = try file.nextChunk() {
                    bytesWritten += Int64(chunk.count)
                    return chunk
                }
                self.file = nil
                continue
            }
            guard let segment = segments.popLast() else { return nil }
            switch segment {
            case .bytes(let data):
                current = data
                currentOffset = 0
            case .file(let url):
                file = FileChunkReader(url: url)
            }
        }
    }

    /// The whole body in memory (files read in full): for small bodies and tests.
    public func writeAll() throws -> Data {
        var data = Data()
        while let chunk = try nextChunk() { data.append(chunk) }
        return data
    }

    // MARK: Headers

    /// `--boundary` and the part's header lines, ending with the empty line before its content.
    static func header(of part: MultipartPart, boundary: String) throws -> Data {
        var text = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(escaped(part.name))\""
        if let filename = part.filename { text += "; filename=\"\(escaped(filename))\"" }
        text += "\r\n"
        if let contentType = part.contentType {
            guard HTTPFieldValue.isSafe(contentType) else {
                throw APIError.invalidRequest(
                    "the content type of the multipart part '\(part.name)' holds a line break"
                )
            }
            text += "Content-Type: \(contentType)\r\n"
        }
        return Data((text + "\r\n").utf8)
    }

    /// `text` with `"`, CR and LF percent-encoded, as the WHATWG multipart/form-data encoding writes names.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "%22"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
