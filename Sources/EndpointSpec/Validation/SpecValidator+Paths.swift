// MARK: - Path placeholders against path parameters

extension SpecValidator {
    /// Checks that every `{placeholder}` of `endpoint`'s path appears once and names a path parameter, and that every
    /// path parameter appears in the path. A path that does not parse was reported by the decoder (or skipped by the
    /// importer) and is not checked again.
    mutating func checkPathParameters(of endpoint: EndpointDefinition) {
        let template = endpoint.pathTemplate
        guard template.syntaxError == nil else { return }
        let parameters = endpoint.parameters
        var seen: Set<String> = []
        for (index, placeholder) in template.placeholders.enumerated() {
            let location = sourceMap.location(
                of: .pathPlaceholder(endpoint: endpoint.location, index: index),
                or: endpoint.location
            )
            guard seen.insert(placeholder.name).inserted else {
                breaksRule(
                    "placeholder '{\(placeholder.name)}' appears twice in 'path'",
                    at: location,
                    importedAs: "both take the value of parameter '\(placeholder.name)'"
                )
                continue
            }
            if let parameter = parameters.first(where: { $0.name == placeholder.name }) {
                if parameter.location != .path {
                    breaksRule(
                        "parameter '\(placeholder.name)' appears in 'path' but is declared \"in\": "
                            + "\"\(parameter.location.rawValue)\"",
                        at: parameter.sourceLocation,
                        importedAs: "its value fills the placeholder too"
                    )
                }
            } else {
                // The importer imports such a placeholder as a string path parameter, so only written specs get here.
                let pathNames = parameters.map(\.name)
                log.error(
                    "placeholder '{\(placeholder.name)}' in 'path' has no parameter with \"in\": \"path\" in "
                        + "endpoint '\(endpoint.name)'\(Suggestion.hint(for: placeholder.name, in: pathNames))",
                    at: location
                )
            }
        }
        // The importer ignores such a parameter (with a warning), so only written specs get here.
        for parameter in parameters where parameter.location == .path && !seen.contains(parameter.name) {
            log.error(
                "path parameter '\(parameter.name)' does not appear in path '\(template.text)'; add "
                    + "'{\(parameter.name)}'",
                at: parameter.sourceLocation
            )
        }
    }
}
