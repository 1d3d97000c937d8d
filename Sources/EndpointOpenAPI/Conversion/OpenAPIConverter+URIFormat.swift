import EndpointSpec

// MARK: - `format: uri` that the document's own values break

extension OpenAPIConverter {
    /// What of `node` (a `format: uri` string schema) shows its values are not all URIs: its `example`, `default`
    /// or an `examples` item that is not one (a URI template such as `https://api.github.com/users{/user}`, text
    /// with a space). The generated `URL` keeps a valid URI exactly and refuses any other text, so such a schema is
    /// imported as a plain string, whose values come back unchanged.
    func uriFormatCounterexample(_ node: JSONNode) -> String? {
        var candidates: [(String, JSONNode)] = []
        if let example = node["example"] { candidates.append(("example", example)) }
        if let value = node["default"] { candidates.append(("default", value)) }
        for item in node["examples"]?.arrayElements ?? [] { candidates.append(("example", item)) }
        for (role, value) in candidates {
            guard let text = value.stringValue else { continue }
            if !StringFormat.isURI(text) { return "\(role) '\(text.prefix(80))'" }
        }
        return nil
    }
}
