/// One Swift source file produced by ``CodeGenerator``.
public struct GeneratedFile: Equatable, Sendable {
    /// The file name without a directory, for example `CatalogClient.swift`.
    public var name: String
    /// The complete file text, ending with a newline.
    public var contents: String

    /// Creates a file.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
