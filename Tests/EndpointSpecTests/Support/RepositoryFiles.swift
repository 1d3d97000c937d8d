/// Reads files of this repository relative to the test sources, so tests never depend on the working directory.
enum RepositoryFiles {
    /// The repository root: three levels above this file (`Tests/EndpointSpecTests/Support`).
    static let root: String = {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(4)
        return components.joined(separator: "/")
    }()

    /// The absolute path of `relativePath` inside the repository.
    static func path(_ relativePath: String) -> String { root + "/" + relativePath }
}
