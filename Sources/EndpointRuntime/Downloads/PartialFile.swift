import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A file being downloaded: written next to its destination under a hidden temporary name, then moved over the
/// destination in one step, so the destination is either untouched or complete.
final class PartialFile {
    /// Where the finished file goes.
    let destination: URL
    /// The temporary file, in the destination's directory (a rename within one directory is atomic).
    let temporary: URL
    private let handle: FileHandle
    /// The bytes written so far.
    private(set) var length: Int64 = 0
    /// Whether the file was closed (moved or deleted).
    private var isClosed = false

    // MARK: Lifecycle

    /// Creates an empty temporary file for `destination`.
    ///
    /// - Throws: ``APIError/invalidRequest(_:)`` when the destination is not a file URL or its directory cannot
    ///   take a new file.
    init(for destination: URL) throws {
        guard destination.isFileURL else {
            throw APIError.invalidRequest("the download destination '\(destination.absoluteString)' is not a file URL")
        }
        let directory = destination.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(
            ".\(destination.lastPathComponent).\(UUID().uuidString).download"
        )
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
            let handle = try? FileHandle(forWritingTo: temporary)
        else {
            throw APIError.invalidRequest(
                "cannot create a file in '\(directory.path)' to download '\(destination.lastPathComponent)' into"
            )
        }
        self.destination = destination
        self.temporary = temporary
        self.handle = handle
    }

    // MARK: Writing

    /// Appends `chunk`.
    ///
    /// - Throws: ``APIError/invalidRequest(_:)`` when the disk refuses it (for example, it is full).
    func write(_ chunk: Data) throws {
        do {
            try handle.write(contentsOf: chunk)
        } catch {
            throw APIError.invalidRequest(
                "cannot write the download of '\(destination.lastPathComponent)' to disk: "
                    + error.localizedDescription
            )
        }
        length += Int64(chunk.count)
    }

    // MARK: Ending

    /// Closes the file and moves it over the destination (replacing a file already there).
    func finish() throws {
        isClosed = true
        let closed = Result { try handle.close() }
        guard case .success = closed, rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw APIError.invalidRequest(
                "cannot move the download into '\(destination.path)': \(reason)"
            )
        }
    }

    /// Closes and deletes the temporary file; the destination is untouched.
    func discard() {
        guard !isClosed else { return }
        isClosed = true
        try? handle.close()
        try? FileManager.default.removeItem(at: temporary)
    }
}
