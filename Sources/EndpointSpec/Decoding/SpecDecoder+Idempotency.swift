// MARK: - Idempotency keys

extension SpecDecoder {
    /// What an `idempotencyKey` key says.
    enum IdempotencyKeySetting {
        /// A header name: the call sends a key in it.
        case header(String)
        /// `false`: the call sends none, whatever the spec's `idempotencyKey` says.
        case none
    }

    /// `idempotencyKey` of `object` (the spec's or an endpoint's): a header name, or `false` on an endpoint;
    /// anything else is reported at its location and gives `nil`, as absence does.
    mutating func decodeIdempotencyKey(in object: ObjectView, allowsFalse: Bool) -> IdempotencyKeySetting? {
        guard let member = value("idempotencyKey", in: object) else { return nil }
        switch member.value.value {
        case .string(let header) where !header.isEmpty: return .header(header)
        case .bool(false) where allowsFalse: return IdempotencyKeySetting.none
        default:
            let expected = allowsFalse ? "a header name such as 'Idempotency-Key', or false" : "a header name"
            log.error(
                "'idempotencyKey' must be \(expected), found \(member.value.typeDescription)",
                at: member.value.location
            )
            return nil
        }
    }

    /// `endpoints` with the spec's `idempotencyKey` (`header`, written at `location`) given to every `POST` and
    /// `PATCH` endpoint that names no key of its own and does not say `false` (those in `optedOut`).
    mutating func applyingIdempotencyKey(
        _ header: String,
        at location: SourceLocation,
        to endpoints: [EndpointDefinition],
        optedOut: Set<String>
    ) -> [EndpointDefinition] {
        endpoints.map { endpoint in
            guard endpoint.idempotencyKeyHeader == nil, !optedOut.contains(endpoint.name),
                endpoint.method == "POST" || endpoint.method == "PATCH"
            else { return endpoint }
            var keyed = endpoint
            keyed.idempotencyKeyHeader = header
            sourceMap[.idempotencyKey(endpoint: endpoint.location)] = location
            return keyed
        }
    }
}
