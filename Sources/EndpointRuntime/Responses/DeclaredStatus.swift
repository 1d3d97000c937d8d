/// The statuses one declared response covers: an exact code, a range such as `4XX`, or `default`.
@_spi(Generated) public enum DeclaredStatus: Hashable, Sendable {
    /// Exactly this code, for example `404`.
    case code(Int)
    /// Every code of a class, held by its first digit: `range(4)` is `4XX`.
    case range(Int)
    /// Every status the other declared responses do not cover.
    case `default`

    /// How well this covers `status`: 2 for its exact code, 1 for its range, 0 for `default`, `nil` when it does
    /// not cover it. The best match wins, as in OpenAPI.
    func precedence(for status: Int) -> Int? {
        switch self {
        case .code(let code): code == status ? 2 : nil
        case .range(let digit): status / 100 == digit ? 1 : nil
        case .default: 0
        }
    }

    /// The element of `candidates` whose status covers `status` best, if any.
    static func bestMatch<Candidate>(
        for status: Int,
        in candidates: [Candidate],
        statusOf: (Candidate) -> DeclaredStatus
    ) -> Candidate? {
        var best: (candidate: Candidate, precedence: Int)?
        for candidate in candidates {
            guard let precedence = statusOf(candidate).precedence(for: status) else { continue }
            if best.map({ precedence > $0.precedence }) ?? true { best = (candidate, precedence) }
        }
        return best?.candidate
    }
}
