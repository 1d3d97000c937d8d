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
}
