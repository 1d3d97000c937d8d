/// A configuration's `idempotencyKey`: the request header that makes writes safe to retry, for a document that
/// cannot say it (OpenAPI has no word for it).
///
/// ```yaml
/// idempotencyKey: Idempotency-Key   # every POST and PATCH operation
/// idempotencyKey:
///   header: Idempotency-Key         # every POST and PATCH operation not listed below
///   operations:                     # by endpoint name or OpenAPI operationId
///     createRefund: X-Refund-Key
///     sendEvent: false              # no key
/// ```
public struct ConfiguredIdempotencyKey: Hashable, Sendable {
    /// One entry of `operations`.
    public struct Operation: Hashable, Sendable {
        /// The operation as the document names it.
        public var name: String
        /// Its key header; `nil` (`false`) for none.
        public var header: String?
        /// Where the operation's key is written.
        public var location: SourceLocation
        /// Where its header name (or `false`) is written.
        public var headerLocation: SourceLocation
    }

    /// `header` (or the whole value when it is a string): the key header of every `POST` and `PATCH` operation not
    /// in ``operations``.
    public var header: ConfiguredValue<String>?
    /// `operations`: per operation, in source order.
    public var operations: [Operation] = []

    /// An empty `idempotencyKey`.
    public init() {}
}

// MARK: - Applying

extension ConfiguredIdempotencyKey {
    /// `spec` with the configured key headers: each listed operation's (an operation named that does not exist is
    /// an error with a did-you-mean), then ``header`` on every other `POST` and `PATCH` endpoint. Where each key is
    /// written goes into `sourceMap`, so the validator's findings point at the configuration.
    func applied(to spec: Spec, log: inout DiagnosticLog, sourceMap: inout SpecSourceMap) -> Spec {
        var spec = spec
        var listed: Set<Int> = []
        for operation in operations {
            guard
                let index = spec.endpointIndex(
                    calledBy: operation.name,
                    in: "'idempotencyKey.operations'",
                    at: operation.location,
                    log: &log
                )
            else { continue }
            listed.insert(index)
            spec.endpoints[index].idempotencyKeyHeader = operation.header
            sourceMap[.idempotencyKey(endpoint: spec.endpoints[index].location)] = operation.headerLocation
        }
        guard let header else { return spec }
        for index in spec.endpoints.indices where !listed.contains(index) {
            guard ["POST", "PATCH"].contains(spec.endpoints[index].method) else { continue }
            spec.endpoints[index].idempotencyKeyHeader = header.value
            sourceMap[.idempotencyKey(endpoint: spec.endpoints[index].location)] = header.location
        }
        return spec
    }
}
