import Foundation

/// A directory of files written for one test (a spec split over several files), removed by ``remove()``.
///
/// ```swift
/// let tree = try TemporaryFileTree(["api.yaml": "...", "schemas/user.yaml": "..."])
/// defer { tree.remove() }
/// ```
public struct TemporaryFileTree: Sendable {
    /// The directory's path.
    public let path: String

    /// Creates a fresh directory holding `files`, text by path relative to it (directories created as needed).
    public init(_ files: [String: String]) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tree-\(UUID().uuidString)")
        path = directory.path
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (relative, text) in files { try write(text, to: relative) }
    }

    /// The absolute path of `relative` inside the directory.
    public func path(_ relative: String) -> String { path + "/" + relative }

    /// Writes `text` to `relative`, creating its directory.
    public func write(_ text: String, to relative: String) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try Data(text.utf8).write(to: url)
    }

    /// Makes `relative` a symbolic link to `destination` (a path, relative to the link's directory or absolute).
    public func link(_ relative: String, to destination: String) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }

    /// Removes the directory and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
