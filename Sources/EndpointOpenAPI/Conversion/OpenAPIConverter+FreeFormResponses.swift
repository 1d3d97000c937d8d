import EndpointSpec

// MARK: - A free-form object that its examples show is an array

extension OpenAPIConverter {
    /// `schema`, unless it is a free-form object (`type: object` with no properties and no `additionalProperties`
    /// schema, a `[String: JSONValue]` in Swift) and every one of the response's `examples` is an array: then any
    /// JSON value (`JSONValue`), with a warning at the schema.
    ///
    /// Documents generated from server code often write `type: object` for whatever a handler returns, and their
    /// examples, recorded from the real server, show a list (Meraki's API declares 116 such responses). A client
    /// that trusted the schema would fail to decode every one of those answers; `JSONValue` decodes both, and the
    /// examples are then served as recorded.
    mutating func repairingFreeFormObject(
        _ schema: ImportedSchema?,
        shownAsArrayBy examples: [ImportedExample],
        status: String
    ) -> ImportedSchema? {
        guard let schema, case .map(let values) = schema.kind, case .any = values.kind, !examples.isEmpty,
            examples.allSatisfy({ $0.node.arrayElements != nil }),
            let location = schema.location
        else { return schema }
        warn(
            "the \(status) response's schema is a free-form object (`type: object` without properties), but "
                + "\(examples.count == 1 ? "its example is an array" : "all its examples are arrays"); it is imported "
                + "as any JSON value (`JSONValue`), which decodes either",
            at: location,
            loss: nil
        )
        var repaired = schema
        repaired.kind = .any
        return repaired
    }
}
