// MARK: - Idempotency keys

extension Spec {
    /// This spec with a header parameter for each endpoint's ``EndpointDefinition/idempotencyKeyHeader``, so the
    /// caller can pass its own key: what code generation sees. An endpoint that declares the header already keeps
    /// its parameter, made optional (the runtime sends a fresh key when the caller gives none).
    public func addingIdempotencyKeyParameters() -> Spec {
        guard endpoints.contains(where: { $0.idempotencyKeyHeader != nil }) else { return self }
        var added = self
        added.endpoints = endpoints.map { $0.addingIdempotencyKeyParameter() }
        return added
    }
}

extension EndpointDefinition {
    /// The documentation of an idempotency key parameter the spec does not declare itself.
    static let idempotencyKeyDescription =
        "A key that makes retries of this call safe: sent on every retry of the call; a fresh one when `nil`."

    /// What a call does with its own idempotency key parameter when the caller leaves it out.
    static let filledKeyDescription = "A fresh key when `nil`, the same on every retry of the call."

    /// The header parameter that carries ``idempotencyKeyHeader``, if the endpoint declares one (header names
    /// compare case-insensitively).
    public var idempotencyKeyParameter: ParameterDefinition? {
        guard let header = idempotencyKeyHeader?.lowercased() else { return nil }
        return parameters.first { $0.location == .header && $0.name.lowercased() == header }
    }

    /// This endpoint with an optional string parameter for its idempotency key header, or with its own parameter
    /// for that header made optional.
    func addingIdempotencyKeyParameter() -> EndpointDefinition {
        guard let header = idempotencyKeyHeader else { return self }
        var endpoint = self
        if let index = parameters.firstIndex(where: {
            $0.location == .header && $0.name.lowercased() == header.lowercased()
        }) {
            endpoint.parameters[index].isRequired = false
            let declared = endpoint.parameters[index].schema.description.map { $0 + " " } ?? ""
            endpoint.parameters[index].schema.description = declared + Self.filledKeyDescription
            return endpoint
        }
        let schema = Schema(.string, description: Self.idempotencyKeyDescription, location: location)
        endpoint.parameters.append(
            ParameterDefinition(
                name: header,
                location: .header,
                schema: schema,
                isRequired: false,
                sourceLocation: location
            )
        )
        return endpoint
    }
}
