// MARK: - Names a configuration may use

extension EndpointDefinition {
    /// The names a configuration may call this endpoint by: its name and, when it differs, its OpenAPI
    /// `operationId`.
    var documentNames: [String] { operationID.map { [name, $0] } ?? [name] }

    /// Whether a configuration's `name` means this endpoint.
    func isCalled(_ name: String) -> Bool { self.name == name || operationID == name }
}
