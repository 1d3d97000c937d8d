import Foundation

/// Reads files of this repository relative to the test sources, so tests never depend on the working directory.
public enum RepositoryFiles {
    /// The repository root: two levels above this file (`Tests/EndpointTestSupport`).
    public static let root: String = {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        return components.joined(separator: "/")
    }()

    /// The absolute path of `relativePath` inside the repository.
    public static func path(_ relativePath: String) -> String { root + "/" + relativePath }

    /// The files directly inside `directory` (relative to the root), sorted by name; none if it does not exist.
    public static func files(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path(directory))) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(directory)/\($0)" }
    }

    /// The bytes of `relativePath`.
    public static func bytes(_ relativePath: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path(relativePath))))
    }
}
