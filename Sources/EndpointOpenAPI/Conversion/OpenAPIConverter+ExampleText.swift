import EndpointSpec

// MARK: - A JSON example written as text

extension OpenAPIConverter {
    /// `example` read as the JSON its string holds (`example: "{\"id\": 1}"`, a habit of documents written by hand
    /// or exported from API tools), every node located at the string; `nil` when it is not a string holding a JSON
    /// object or array. Used only for an example that does not fit its schema as written.
    static func jsonText(of example: ImportedExample) -> ImportedExample? {
        guard let text = example.node.stringValue,
            let first = text.first(where: { !$0.isWhitespace }), first == "{" || first == "[",
            let parsed = JSONDocument.parse(Array(text.utf8), file: example.node.location.file).root
        else { return nil }
        var read = example
        read.node = JSONNode(parsed.specValue, at: example.node.location)
        return read
    }
}
