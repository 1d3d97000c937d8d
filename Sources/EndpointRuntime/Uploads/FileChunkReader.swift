import Foundation

/// Reads a file a chunk at a time (``MultipartWriter/chunkSize`` bytes), for a request body streamed from disk.
final class FileChunkReader: BodyChunkSource {
    private let url: URL
    private var file: FileHandle?
    private var isFinished = false

    /// A reader of the file at `url`, opened on the first read.
    init(url: URL) {
        self.url = url
    }

    deinit { try? file?.close() }

    /// The next chunk of the file, or `nil` at its end.
    ///
    /// - Throws: ``APIError/invalidRequest(_:)`` when the file cannot be opened or read.
    func nextChunk() throws -> Data? {
        guard !isFinished else { return nil }
        do {
            if file == nil { file = try FileHandle(forReadingFrom: url) }
            if let chunk = try file?.read(upToCount: MultipartWriter.chunkSize), !chunk.isEmpty { return chunk }
        } catch {
            isFinished = true
            throw APIError.invalidRequest("the file '\(url.path)' cannot be read: \(error.localizedDescription)")
        }
        isFinished = true
        try? file?.close()
        file = nil
        return nil
    }

    /// The size of the regular file at `url`.
    ///
    /// - Throws: ``APIError/invalidRequest(_:)`` when `url` is not a readable regular file.
    static func size(of url: URL) throws -> Int64 {
        guard url.isFileURL,
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let size = attributes[.size] as? NSNumber
        else {
            throw APIError.invalidRequest("the file '\(url.path)' is not a readable regular file")
        }
        return size.int64Value
    }
}
