import EndpointSpec
import Foundation

/// Whether a ``StubAPI`` checks the credentials its spec's `security` requires, and which values it accepts.
public struct StubCredentials: Sendable, Hashable {
    /// Whether requests must carry what their endpoint's `security` requires.
    public var isRequired: Bool
    /// The only value accepted for a scheme, by scheme name (basic: `user:password`); a scheme not listed accepts
    /// any non-empty value.
    public var acceptedValues: [String: String]

    /// Credentials are not looked at (the default): every request is answered from the examples.
    public static let ignored = StubCredentials(isRequired: false, acceptedValues: [:])

    /// A request to an endpoint that requires credentials must carry those of one of its requirements (any
    /// non-empty value), else `401`.
    public static let required = StubCredentials(isRequired: true, acceptedValues: [:])

    /// Like ``required``, and the schemes in `values` accept only that value.
    public static func accepting(_ values: [String: String]) -> StubCredentials {
        StubCredentials(isRequired: true, acceptedValues: values)
    }
}

// MARK: - Checking a request

/// Checks a request against the requirements of its endpoint (the first satisfied one wins).
struct CredentialCheck: Sendable {
    let schemes: [String: SecurityScheme]
    let credentials: StubCredentials

    /// `nil` when `request` satisfies one of `requirements` (an empty list is public), else the `401` to answer; a
    /// credential the request carries that is not the accepted value is refused even where a requirement (`{}`)
    /// needs none, as a server refuses a bad token.
    func rejection(of request: HTTPServerRequest, requiring requirements: [SecurityRequirement]) -> HTTPServerResponse?
    {
        guard credentials.isRequired, !requirements.isEmpty else { return nil }
        let named = Set(requirements.flatMap(\.schemeNames))
        let wrong = named.contains { name in
            guard let scheme = schemes[name], let accepted = credentials.acceptedValues[name],
                let value = Self.credential(of: scheme, in: request)
            else { return false }
            return value != accepted
        }
        if !wrong, requirements.contains(where: { isSatisfied($0, by: request) }) { return nil }
        let alternatives = requirements.map { requirement in
            requirement.schemeNames.map { "'\($0)'" }.joined(separator: " and ")
        }
        // A bearer challenge only when a token is what every alternative sends: FoundationNetworking holds a transfer
        // answered `WWW-Authenticate: Basic` without a stored credential until it times out, and an API key has no
        // challenge of its own.
        let onlyTokens = requirements.allSatisfy { requirement in
            requirement.schemeNames.contains { schemes[$0]?.kind.isBearerToken == true }
        }
        return .message(
            status: 401,
            "This endpoint requires the credentials of \(alternatives.joined(separator: " or ")).",
            headers: onlyTokens ? ["WWW-Authenticate": "Bearer realm=\"stub\""] : [:]
        )
    }

    private func isSatisfied(_ requirement: SecurityRequirement, by request: HTTPServerRequest) -> Bool {
        requirement.schemeNames.allSatisfy { name in
            guard let scheme = schemes[name], let value = Self.credential(of: scheme, in: request), !value.isEmpty
            else { return false }
            return credentials.acceptedValues[name].map { $0 == value } ?? true
        }
    }

    /// The credential `request` carries for `scheme`: the key, `user:password` for basic, the bearer token.
    static func credential(of scheme: SecurityScheme, in request: HTTPServerRequest) -> String? {
        switch scheme.kind {
        case .apiKey(let name, .header):
            return request.headers.values(for: name).first
        case .apiKey(let name, .query):
            return request.queryValues(for: name).first
        case .apiKey(let name, .cookie):
            let pairs = request.headers.values(for: "Cookie").flatMap { $0.split(separator: ";") }
            for pair in pairs {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name {
                    return String(parts[1]).trimmingCharacters(in: .whitespaces)
                }
            }
            return nil
        case .basic:
            guard let encoded = authorization(in: request, scheme: "basic"),
                let data = Data(base64Encoded: encoded), let text = String(data: data, encoding: .utf8),
                text.contains(":")
            else { return nil }
            return text
        case .bearer, .oauth2, .openIdConnect:
            return authorization(in: request, scheme: "bearer")
        }
    }

    /// The credentials after `scheme` (compared case-insensitively) in the `Authorization` header.
    private static func authorization(in request: HTTPServerRequest, scheme: String) -> String? {
        guard let value = request.headers.values(for: "Authorization").first else { return nil }
        let parts = value.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == scheme else { return nil }
        return String(parts[1]).trimmingCharacters(in: .whitespaces)
    }
}
