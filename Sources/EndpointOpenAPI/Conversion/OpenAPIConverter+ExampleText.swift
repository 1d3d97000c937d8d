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
        read.node = relocated(parsed, to: example.node.location)
        return read
    }

    /// `node` and everything in it located at `location`.
    private static func relocated(_ node: JSONNode, to location: SourceLocation) -> JSONNode {
        let value: JSONNode.Value
        switch node.value {
        case .array(let elements):
            value = .array(elements.map { relocated($0, to: location) })
        case .object(let members):
            value = .object(
                members.map {
                    JSONNode.Member(key: $0.key, keyLocation: location, value: relocated($0.value, to: location))
                }
            )
        case .null, .bool, .number, .string:
            value = node.value
        }
        return JSONNode(value, at: location)
    }
}
