import EndpointSpec

/// Reads an OpenAPI document with EndpointSpec's position-keeping JSON parser.
///
/// The only place that calls the parser, so the importer reuses it without depending on its details.
enum OpenAPISource {
    /// Parses `text`, the contents of the file at `path`: the root node, or `nil` with located syntax errors.
    static func parse(text: [UInt8], path: String) -> (root: JSONNode?, diagnostics: [Diagnostic]) {
        let document = JSONDocument.parse(text, file: path)
        return (document.root, document.diagnostics)
    }
}
