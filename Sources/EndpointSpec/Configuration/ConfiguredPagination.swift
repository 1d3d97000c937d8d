/// A configuration's `pagination`: how list operations are paged, for a document that does not say (or says
/// wrongly).
///
/// ```yaml
/// pagination:
///   operations:                 # by endpoint name or OpenAPI operationId
///     listProducts: { kind: cursor, items: data, cursorParameter: starting_after, cursorFromItem: id, hasMore: has_more }
///     getFeed: false            # not paged, whatever the document's vendor extension says
///   rule: { kind: link }        # every other GET operation it fits
/// ```
public struct ConfiguredPagination: Hashable, Sendable {
    /// One entry of `operations`.
    public struct Operation: Hashable, Sendable {
        /// The operation as the document names it.
        public var name: String
        /// Its pagination; `nil` (`false`) removes any the document declares.
        public var pagination: PaginationDefinition?
        /// Where the operation's key is written.
        public var location: SourceLocation
    }

    /// `operations`: per operation, in source order.
    public var operations: [Operation] = []
    /// `rule`: the pagination of every other `GET` operation it fits (its parameters exist, its items are an
    /// array) and that declares none.
    public var rule: PaginationDefinition?

    /// An empty `pagination`.
    public init() {}
}

// MARK: - Applying

extension ConfiguredPagination {
    /// `spec` with the configured paginations: each listed operation's (an operation named that does not exist is
    /// an error with a did-you-mean), then the rule on every `GET` endpoint without one that it fits (a rule that
    /// fits none is a warning).
    func applied(to spec: Spec, log: inout DiagnosticLog) -> Spec {
        var spec = spec
        for operation in operations {
            guard
                let index = spec.endpointIndex(
                    calledBy: operation.name,
                    in: "'pagination.operations'",
                    at: operation.location,
                    log: &log
                )
            else { continue }
            spec.endpoints[index].pagination = operation.pagination
        }
        guard let rule else { return spec }
        let listed = Set(operations.map(\.name))
        var fitted = 0
        for index in spec.endpoints.indices {
            let endpoint = spec.endpoints[index]
            guard endpoint.method == "GET", endpoint.pagination == nil,
                !endpoint.documentNames.contains(where: listed.contains),
                spec.paginationProblem(rule, of: endpoint) == nil
            else { continue }
            spec.endpoints[index].pagination = rule
            fitted += 1
        }
        if fitted == 0 {
            log.warning(
                "'pagination.rule' fits no GET operation: none has its parameters and its items as an array",
                at: rule.location
            )
        }
        return spec
    }
}
