// MARK: - Constant query

extension SpecValidator {
    /// Checks an endpoint's `constantQuery`: every item has a name, and none has the name of one of the endpoint's
    /// query parameters. OpenAPI can write either in a path key (`/search?=x`, `/search?view=all` beside a `view`
    /// parameter); an imported endpoint then sends what its key says, with a warning.
    mutating func checkConstantQuery(of endpoint: EndpointDefinition) {
        for item in endpoint.constantQueryItems {
            guard !item.name.isEmpty else {
                breaksRule(
                    "a constant query item of endpoint '\(endpoint.name)' has an empty name",
                    at: item.location,
                    importedAs: "the request sends it as its path key writes it"
                )
                continue
            }
            if endpoint.parameters.contains(where: { $0.location == .query && $0.name == item.name }) {
                breaksRule(
                    "constant query item '\(item.name)' of endpoint '\(endpoint.name)' has the name of a query "
                        + "parameter of the endpoint; remove one of them",
                    at: item.location,
                    importedAs: "the request sends both"
                )
            }
        }
    }
}
