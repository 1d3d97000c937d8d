/// A YAML document parsed with positions into the same located node model as ``JSONDocument``, so everything that
/// reads a `JSONNode` tree (the spec decoder, the OpenAPI importer) reads YAML unchanged.
public struct YAMLDocument: Sendable {
    /// The document's root value, or `nil` when a syntax error stopped parsing.
    public var root: JSONNode?
    /// Syntax errors and recoverable problems such as duplicate keys, sorted by location.
    public var diagnostics: [Diagnostic]

    /// Parses `bytes`, the contents of the file at `file` (used in locations), as one YAML 1.2 document;
    /// never traps.
    public static func parse(_ bytes: [UInt8], file: String) -> YAMLDocument {
        let result = YAMLParser.parse(bytes, file: file)
        return YAMLDocument(root: result.root, diagnostics: result.log.sortedDiagnostics)
    }
}
