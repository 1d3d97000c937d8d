// MARK: - Choosing the response for a status

extension EndpointDefinition {
    /// The response that describes `status`: the exact code, else its range (`4XX`), else `default`.
    public func response(forStatus status: Int) -> ResponseDefinition? {
        responses.response(forStatus: status)
    }
}

extension Collection<ResponseDefinition> {
    /// The response that describes `status`: the exact code, else its range (`4XX`), else `default`.
    public func response(forStatus status: Int) -> ResponseDefinition? {
        first { $0.status == .code(status) }
            ?? first { $0.status == .range(status / 100) }
            ?? first { $0.status == .default }
    }
}

extension ResponseDefinition.Status: CustomStringConvertible {
    /// The key as a spec writes it: `200`, `4XX` or `default`.
    public var description: String {
        switch self {
        case .code(let code): String(code)
        case .range(let digit): "\(digit)XX"
        case .default: "default"
        }
    }
}
