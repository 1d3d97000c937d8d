import HTTPSemantics

// MARK: - Idempotency keys

extension SpecValidator {
    /// Checks an endpoint's ``EndpointDefinition/idempotencyKeyHeader``: a valid header name, on a call it makes
    /// safe to retry, that `retryable` does not forbid, and a text parameter where the endpoint declares the header.
    mutating func checkIdempotencyKey(of endpoint: EndpointDefinition) {
        guard let header = endpoint.idempotencyKeyHeader else { return }
        let owner = "endpoint '\(endpoint.name)'"
        let location = sourceMap.location(of: .idempotencyKey(endpoint: endpoint.location), or: endpoint.location)
        checkHeaderName(header, description: "idempotency key header '\(header)' of \(owner)", at: location)
        if endpoint.isRetryable == false {
            log.error(
                "\(owner) says \"retryable\": false but sends an idempotency key, which makes it safe to retry; "
                    + "remove one of them",
                at: location
            )
        }
        if HTTPSemantics.isIdempotent(endpoint.method) {
            log.warning(
                "an idempotency key has no effect on \(endpoint.method) \(owner): \(endpoint.method) requests are "
                    + "retried anyway; the key is still sent",
                at: location
            )
        }
        if let parameter = endpoint.idempotencyKeyParameter, !Self.isText(parameter.schema.kind) {
            log.error(
                "header parameter '\(parameter.name)' of \(owner) carries its idempotency key, so it must be a "
                    + "string (a fresh key is a UUID)",
                at: parameter.sourceLocation,
                notes: [("the idempotency key is named here", location)]
            )
        }
    }

    /// Whether a value of `kind` is text that can hold any key: a plain string or a UUID.
    private static func isText(_ kind: Schema.Kind) -> Bool {
        switch kind {
        case .string, .uuid: true
        default: false
        }
    }
}
