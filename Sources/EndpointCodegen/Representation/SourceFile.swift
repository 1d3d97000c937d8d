/// One generated file before rendering: header comment lines, imports and top-level declarations.
struct SourceFile: Equatable, Sendable {
    /// The file name, for example `CatalogClient.swift`.
    var name: String
    /// `//` comment lines at the top, without the slashes.
    var header: [String]
    /// Imported modules, in the order written.
    var imports: [String]
    /// The top-level declarations, separated by blank lines.
    var declarations: [Declaration]
}
