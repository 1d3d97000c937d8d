// MARK: - The error statuses an endpoint declares with a body

extension SpecValidator {
    /// The hint for a status whose error body a mapping reads but `endpoint` does not declare: the one status it
    /// declares an error body for (`; did you mean 404?`), the ones it does, or nothing when it declares none.
    static func declaredErrorStatusHint(of endpoint: EndpointDefinition) -> String {
        let statuses = endpoint.responses.compactMap { response -> String? in
            guard !response.isSuccess, response.schema != nil else { return nil }
            switch response.status {
            case .code(let code): return String(code)
            case .range(let digit): return "\(digit)XX"
            case .default: return "default"
            }
        }
        guard let last = statuses.last else { return "" }
        guard statuses.count > 1 else { return "; did you mean \(last)?" }
        return "; it declares one for " + statuses.dropLast().joined(separator: ", ") + " and \(last)"
    }

    /// The body schema of the error response `endpoint` declares for `status`, or `nil` after an error at `location`
    /// saying that `key` (`from`, `when`) reads `member` from a body the endpoint does not declare.
    mutating func declaredErrorBody(
        status: Int,
        of endpoint: EndpointDefinition,
        readBy key: String,
        member: String,
        at location: SourceLocation
    ) -> Schema? {
        if let response = endpoint.response(forStatus: status), !response.isSuccess, let schema = response.schema {
            return schema
        }
        log.error(
            "'\(key)' reads '\(member)' from the body of the \(status) response, but endpoint '\(endpoint.name)' "
                + "declares no error response with a body for \(status)" + Self.declaredErrorStatusHint(of: endpoint),
            at: location,
            notes: Self.declarationNote(
                "endpoint '\(endpoint.name)' is declared here",
                at: endpoint.location,
                for: location
            )
        )
        return nil
    }
}
