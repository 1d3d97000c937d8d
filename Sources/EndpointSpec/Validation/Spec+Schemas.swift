// MARK: - The schemas of a model and an endpoint

extension ModelDefinition {
    /// The schemas written in this model: its properties', `additionalProperties`, `variant` and its alternatives
    /// (not the elements of arrays and maps).
    var schemas: [Schema] {
        let own: [Schema] =
            switch kind {
            case .object(let properties): properties.map(\.schema)
            case .oneOf(let alternatives, _): alternatives
            case .enumeration, .valueEnumeration: []
            }
        return own + [additionalProperties, variant].compactMap(\.self)
    }
}

extension EndpointDefinition {
    /// The schemas written in this endpoint: its parameters', bodies', responses', response headers' and streaming
    /// alternatives' (not the elements of arrays and maps).
    var schemas: [Schema] {
        parameters.map(\.schema) + [body].compactMap(\.self) + alternativeBodies.map(\.schema)
            + responses.flatMap { response in
                [response.schema].compactMap(\.self) + response.headers.map(\.schema)
                    + (response.stream?.schemas ?? [])
            }
    }
}
