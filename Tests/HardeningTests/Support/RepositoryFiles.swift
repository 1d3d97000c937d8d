import Foundation

/// Reads files of this repository relative to the test sources, so tests never depend on the working directory.
enum RepositoryFiles {
    /// The repository root: three levels above this file (`Tests/HardeningTests/Support`).
    static let root: String = {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(4)
        return components.joined(separator: "/")
    }()

    /// The absolute path of `relativePath` inside the repository.
    static func path(_ relativePath: String) -> String { root + "/" + relativePath }

    /// The files directly inside `directory` (relative to the root), sorted by name; none if it does not exist.
    static func files(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path(directory))) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(directory)/\($0)" }
    }

    /// The bytes of `relativePath`.
    static func bytes(_ relativePath: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path(relativePath))))
    }
}
