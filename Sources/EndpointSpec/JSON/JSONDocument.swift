/// A JSON document parsed with positions: the public entry to the spec parser for tools that read other JSON
/// formats with located diagnostics (the OpenAPI importer).
public struct JSONDocument: Sendable {
    /// The document's root value, or `nil` when a syntax error stopped parsing.
    public var root: JSONNode?
    /// Syntax errors and recoverable problems such as duplicate keys, sorted by location.
    public var diagnostics: [Diagnostic]

    /// Parses `bytes`, the contents of the file at `file` (used in locations); never traps.
    public static func parse(_ bytes: [UInt8], file: String) -> JSONDocument {
        let result = JSONParser.parse(bytes, file: file)
        return JSONDocument(root: result.root, diagnostics: result.log.sortedDiagnostics)
    }
}
