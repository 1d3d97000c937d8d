import Foundation
import HTTPSemantics

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Adds to each request exactly the credentials its endpoint requires, and refreshes an expired token once.
///
/// A generated client makes it from its `Credentials` (`credentials.authenticator`) and hands it to its
/// ``APIClient``, which asks it to add what each endpoint requires. It holds the API's security schemes (the spec's
/// `securitySchemes`) and the app's credential for some of them. For each request:
/// - **Public** (no security requirements): sent without any credential.
/// - Otherwise the **first satisfiable requirement** is applied: one whose every scheme has a credential (and whose
///   token providers answer a non-empty token). Only its schemes' credentials are added, never another scheme's.
///   When none is satisfiable the request is sent without credentials, so the server's `401` reaches the caller.
/// - An API key goes into its header, query item (strictly percent-encoded) or cookie (added to any `Cookie` the
///   request has); basic credentials and tokens into `Authorization`. A value that cannot travel there (CR, LF or
///   NUL in a header, a cookie value with `;`, `,`, spaces or quotes, a user name with `:`) is
///   ``APIError/invalidRequest(_:)`` naming the scheme, never the value, and nothing is sent.
/// - On a `401` to a request that sent a token, each token sent is refreshed once
///   (``TokenProvider/refreshedToken(replacing:)``) and the request is replayed once with the new tokens — only when
///   its body can be sent again (`httpBody`, not a body stream). A second `401`, or a provider that cannot refresh,
///   is returned as it is. Concurrent requests rejected with the same token share one refresh.
/// - While the request is sent, ``RequestContext`` holds the header, query item and cookie names the schemes
///   declare, so logging redacts them and ``URLSessionHTTPClient`` strips them from a redirect to another origin;
///   the description of an ``APIError`` thrown below never contains a credential sent.
public struct Authenticator: Sendable {
    /// A credential ready to apply: checked once, tokens wrapped for single-flight refresh.
    private enum Prepared: Sendable {
        case apiKey(String)
        case authorization(String)
        case invalid(String)
        case token(TokenRefresher)
    }

    private let schemes: [String: SecurityScheme]
    private let credentials: [String: Prepared]
    /// Every header, query item and cookie name the schemes declare (and `Authorization`).
    @_spi(Generated) public let credentialNames: CredentialNames

    /// Creates an authenticator for `schemes` with the app's `credentials`, keyed by scheme name; a scheme without
    /// a credential is never satisfied, and a credential whose scheme is not in `schemes` is never sent.
    ///
    /// A `nil` credential is the same as none: generated clients pass one entry per scheme they declare.
    @_spi(Generated) public init(schemes: [SecurityScheme], credentials: [String: Credential?]) {
        self.schemes = Dictionary(schemes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var prepared: [String: Prepared] = [:]
        for case (let name, let credential?) in credentials {
            switch credential {
            case .apiKey(let key): prepared[name] = .apiKey(key)
            case .basic(let basic):
                prepared[name] =
                    basic.username.contains(":")
                    ? .invalid("the user name of '\(name)' contains ':', which basic authentication cannot send")
                    : .authorization(
                        "Basic " + Data("\(basic.username):\(basic.password)".utf8).base64EncodedString()
                    )
            case .token(let provider): prepared[name] = .token(TokenRefresher(provider: provider))
            }
        }
        self.credentials = prepared
        self.credentialNames = schemes.reduce(CredentialNames()) { $0.union($1.credentialNames) }
    }

    // MARK: Sending

    /// Sends `request` through `client` with the credentials of the first satisfiable of `requirements`, refreshing
    /// and replaying once after a `401` as described above.
    @_spi(Generated) public func send(
        _ request: URLRequest,
        requiring requirements: [SecurityRequirement],
        through client: any HTTPClient
    ) async throws -> (Data, HTTPURLResponse) {
        try await authenticating(request, requiring: requirements, statusCode: { $0.1.statusCode }) { authorized in
            try await exchange(authorized) { try await client.data(for: $0) }
        }
    }

    /// Opens `request` as a stream through `client` (``HTTPClient/stream(for:)``) with the credentials of the first
    /// satisfiable of `requirements`; a `401` head is refreshed and replayed once as ``send(_:requiring:through:)``
    /// does, the rejected response's body left unread and dropped.
    @_spi(Generated) public func stream(
        _ request: URLRequest,
        requiring requirements: [SecurityRequirement],
        through client: any HTTPClient
    ) async throws -> HTTPStreamingResponse {
        try await authenticating(request, requiring: requirements, statusCode: { $0.response.statusCode }) {
            authorized in
            try await exchange(authorized) { try await client.stream(for: $0) }
        }
    }

    /// Sends `request` with `send`, refreshing the tokens it carried and sending it once more when the answer's
    /// status is `401` and its body can be sent again.
    private func authenticating<Answer>(
        _ request: URLRequest,
        requiring requirements: [SecurityRequirement],
        statusCode: (Answer) -> Int,
        send: (Authorized) async throws -> Answer
    ) async throws -> Answer {
        let names = RequestContext.current.credentialNames.map { credentialNames.union($0) } ?? credentialNames
        return try await RequestContext.with({ $0.credentialNames = names }) {
            let first = try await authorized(request, requiring: requirements, tokens: [:])
            let answer = try await send(first)
            guard statusCode(answer) == 401, !first.tokens.isEmpty, let replayable = request.withReplayableBody() else {
                return answer
            }
            var replacements: [ObjectIdentifier: String] = [:]
            for (refresher, rejected) in first.tokens {
                if let token = try await refresher.refresh(rejecting: rejected), !token.isEmpty, token != rejected {
                    replacements[ObjectIdentifier(refresher)] = token
                }
            }
            guard !replacements.isEmpty else { return answer }
            let replay = try await authorized(replayable, requiring: requirements, tokens: replacements)
            return try await send(replay)
        }
    }

    /// `request` with the credentials of the first satisfiable of `requirements`; unchanged when they are empty
    /// (public) or none is satisfiable.
    @_spi(Generated) public func authorize(_ request: URLRequest, requiring requirements: [SecurityRequirement])
        async throws
        -> URLRequest
    {
        try await authorized(request, requiring: requirements, tokens: [:]).request
    }

    // MARK: Applying credentials

    /// A request with credentials added, the tokens it carries and every secret it holds.
    private struct Authorized {
        var request: URLRequest
        var tokens: [(TokenRefresher, String)] = []
        var secrets: [String] = []
    }

    /// The value to send for each scheme of one requirement, or `nil` when one of them has none.
    private func values(
        for requirement: SecurityRequirement,
        tokens: [ObjectIdentifier: String]
    ) async throws -> [(SecurityScheme, Prepared, String)]? {
        var values: [(SecurityScheme, Prepared, String)] = []
        for name in requirement.schemeNames {
            guard let scheme = schemes[name], let credential = credentials[name] else { return nil }
            switch credential {
            case .apiKey(let key): values.append((scheme, credential, key))
            case .authorization(let value): values.append((scheme, credential, value))
            case .invalid(let reason): throw APIError.invalidRequest(reason)
            case .token(let refresher):
                let token = try await tokens[ObjectIdentifier(refresher)].asyncOr { try await refresher.token() }
                guard let token, !token.isEmpty else { return nil }
                values.append((scheme, credential, token))
            }
        }
        return values
    }

    private func authorized(
        _ request: URLRequest,
        requiring requirements: [SecurityRequirement],
        tokens: [ObjectIdentifier: String]
    ) async throws -> Authorized {
        var result = Authorized(request: request)
        for requirement in requirements {
            try Task.checkCancellation()
            guard let values = try await values(for: requirement, tokens: tokens) else { continue }
            for (scheme, credential, value) in values {
                try apply(value, of: scheme, to: &result)
                if case .token(let refresher) = credential { result.tokens.append((refresher, value)) }
            }
            return result
        }
        return result
    }

    private func apply(_ value: String, of scheme: SecurityScheme, to result: inout Authorized) throws {
        switch scheme.kind {
        case .apiKey(let name, .header):
            try Self.checkHeaderValue(value, scheme: scheme)
            result.request.setValue(value, forHTTPHeaderField: name)
        case .apiKey(let name, .query):
            guard let url = result.request.url, var components = URLComponents(url: url, resolvingAgainstBaseURL: true)
            else { throw APIError.invalidRequest("the request has no URL to add '\(scheme.name)' to") }
            let item = PercentEncoding.encode(name) + "=" + PercentEncoding.encode(value)
            components.percentEncodedQuery = [components.percentEncodedQuery, item].compactMap { $0 }
                .joined(separator: "&")
            guard let withKey = components.url else {
                throw APIError.invalidRequest("the URL cannot take the query item of '\(scheme.name)'")
            }
            result.request.url = withKey
            result.secrets.append(PercentEncoding.encode(value))
        case .apiKey(let name, .cookie):
            guard value.utf8.allSatisfy(Self.isCookieOctet) else {
                throw APIError.invalidRequest(
                    "the API key of '\(scheme.name)' cannot be sent as a cookie (it holds a space, quote, comma, "
                        + "semicolon, backslash or control character)"
                )
            }
            let cookie = "\(name)=\(value)"
            let existing = result.request.value(forHTTPHeaderField: "Cookie")
            result.request.setValue(existing.map { "\($0); \(cookie)" } ?? cookie, forHTTPHeaderField: "Cookie")
        case .basic:
            try Self.checkHeaderValue(value, scheme: scheme)
            result.request.setValue(value, forHTTPHeaderField: "Authorization")
            result.secrets.append(String(value.dropFirst("Basic ".count)))
        case .bearer:
            try Self.checkHeaderValue(value, scheme: scheme)
            result.request.setValue("Bearer \(value)", forHTTPHeaderField: "Authorization")
        }
        result.secrets.append(value)
    }

    private static func checkHeaderValue(_ value: String, scheme: SecurityScheme) throws {
        guard HTTPFieldValue.isSafe(value) else {
            throw APIError.invalidRequest("the credential of '\(scheme.name)' contains CR, LF or NUL")
        }
    }

    /// RFC 6265 `cookie-octet`: visible ASCII except `"`, `,`, `;` and `\`.
    private static func isCookieOctet(_ byte: UInt8) -> Bool {
        byte == 0x21 || (0x23...0x2B).contains(byte) || (0x2D...0x3A).contains(byte) || (0x3C...0x5B).contains(byte)
            || (0x5D...0x7E).contains(byte)
    }

    // MARK: Errors

    /// Sends `authorized` with `send` and keeps its secrets out of any error description.
    private func exchange<Answer>(
        _ authorized: Authorized,
        _ send: (URLRequest) async throws -> Answer
    ) async throws -> Answer {
        do {
            return try await send(authorized.request)
        } catch let error as APIError {
            throw error.scrubbing(authorized.secrets)
        }
    }
}

extension Optional where Wrapped: Sendable {
    /// The wrapped value, or what `fallback` returns.
    fileprivate func asyncOr(_ fallback: () async throws -> Wrapped?) async rethrows -> Wrapped? {
        if let self { return self }
        return try await fallback()
    }
}

extension APIError {
    /// The error with every secret replaced by ``Redaction/placeholder`` in the texts its description quotes.
    func scrubbing(_ secrets: [String]) -> APIError {
        guard !secrets.isEmpty else { return self }
        switch self {
        case .invalidURL(let text): return .invalidURL(Redaction.scrub(text, secrets: secrets))
        case .invalidRequest(let text): return .invalidRequest(Redaction.scrub(text, secrets: secrets))
        case .encoding(let text): return .encoding(Redaction.scrub(text, secrets: secrets))
        case .transport(let code, let text):
            return .transport(code: code, description: Redaction.scrub(text, secrets: secrets))
        case .unexpectedContentType(let text?): return .unexpectedContentType(Redaction.scrub(text, secrets: secrets))
        case .repeatedPagePosition(let page, let position):
            return .repeatedPagePosition(page: page, position: Redaction.scrub(position, secrets: secrets))
        case .unusableNextPageURL(let page, let url):
            return .unusableNextPageURL(page: page, url: Redaction.scrub(url, secrets: secrets))
        case .invalidResponse, .unexpectedStatus, .unexpectedContentType(nil), .decoding, .responseTooLarge,
            .missingHeader, .invalidHeader, .idleTimeout, .invalidStream, .repeatedPage:
            return self
        }
    }
}
