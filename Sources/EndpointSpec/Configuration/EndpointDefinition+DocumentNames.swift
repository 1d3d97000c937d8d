// MARK: - Names a configuration may use

extension EndpointDefinition {
    /// The names a configuration may call this endpoint by: its name and, when it differs, its OpenAPI
    /// `operationId`.
    var documentNames: [String] { operationID.map { [name, $0] } ?? [name] }

    /// Whether a configuration's `name` means this endpoint.
    func isCalled(_ name: String) -> Bool { self.name == name || operationID == name }
}

extension Spec {
    /// The index of the endpoint a configuration entry under `setting` (`'pagination.operations'`) calls `name`, by
    /// its name or OpenAPI `operationId`; `nil` after an error at `location` that `setting` names no such endpoint,
    /// with a did-you-mean when one is close.
    func endpointIndex(
        calledBy name: String,
        in setting: String,
        at location: SourceLocation,
        log: inout DiagnosticLog
    ) -> Int? {
        if let index = endpoints.firstIndex(where: { $0.isCalled(name) }) { return index }
        let names = endpoints.flatMap(\.documentNames)
        log.error("\(setting) names no endpoint '\(name)'" + Suggestion.hint(for: name, in: names), at: location)
        return nil
    }
}
