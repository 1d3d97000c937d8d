import Foundation
import HTTPSemantics

/// Hides credentials in URLs, headers and free text before they reach a log or an error message.
///
/// Sensitive headers: `Authorization`, `Proxy-Authorization`, `Cookie`, `Set-Cookie`, `X-API-Key`, `Api-Key`,
/// and any name containing `token`, `secret`, `password`, `api-key` or `apikey`.
/// Sensitive query items: `api_key`, `apikey`, `api-key`, `token`, `access_token`, `key`, `secret`,
/// `password`, `signature`, and any name containing `token`, `secret`, `password`, `signature`,
/// `api_key`, `api-key` or `apikey`. Names compare case-insensitively.
///
/// Beyond these, the names the API's security schemes declare (``RequestContext/credentialNames``, set by
/// ``APIClient`` while it sends through an ``Authenticator``) are sensitive too: a scheme's header or query item
/// is hidden whatever it is called.
@_spi(Generated) public enum Redaction {
    /// What a hidden value is replaced with.
    public static let placeholder = "REDACTED"

    // MARK: Headers

    private static let sensitiveHeaderNames: Set<String> = [
        "authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key", "api-key",
    ]
    private static let sensitiveHeaderFragments = ["token", "secret", "password", "api-key", "apikey", "api_key"]

    /// Whether a header with this name carries a credential, by the lists above or `declared`.
    public static func isSensitiveHeader(
        _ name: String,
        declared: CredentialNames? = RequestContext.current.credentialNames
    ) -> Bool {
        let name = name.lowercased()
        return sensitiveHeaderNames.contains(name) || sensitiveHeaderFragments.contains { name.contains($0) }
            || declared?.headers.contains(name) == true
    }

    /// `headers` with the value of every sensitive header replaced by ``placeholder``.
    public static func redactedHeaders(_ headers: [String: String]) -> [String: String] {
        var redacted: [String: String] = [:]
        for (name, value) in headers {
            redacted[name] = isSensitiveHeader(name) ? placeholder : value
        }
        return redacted
    }

    // MARK: Query items and URLs

    private static let sensitiveQueryNames: Set<String> = [
        "api_key", "apikey", "api-key", "token", "access_token", "key", "secret", "password", "signature",
    ]
    private static let sensitiveQueryFragments = [
        "token", "secret", "password", "signature", "api_key", "api-key", "apikey",
    ]

    /// Whether a query item with this name carries a credential, by the lists above or `declared`.
    public static func isSensitiveQueryName(
        _ name: String,
        declared: CredentialNames? = RequestContext.current.credentialNames
    ) -> Bool {
        if declared?.queryItems.contains(name) == true { return true }
        let name = name.lowercased()
        return sensitiveQueryNames.contains(name) || sensitiveQueryFragments.contains { name.contains($0) }
    }

    /// `url` with sensitive query values and any user-info password replaced by ``placeholder``.
    ///
    /// The rest of the URL keeps its original percent-encoding.
    public static func redactedURL(_ url: URL) -> String {
        redactedURLString(url.absoluteString)
    }

    /// Like ``redactedURL(_:)`` for a URL in text form; text that is not a URL is returned without its query.
    public static func redactedURLString(_ text: String) -> String {
        guard var components = URLComponents(string: text) else {
            return text.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
        }
        if components.percentEncodedPassword != nil {
            components.percentEncodedPassword = placeholder
        }
        if let query = components.percentEncodedQuery {
            components.percentEncodedQuery = query.split(separator: "&", omittingEmptySubsequences: false)
                .map { pair -> String in
                    let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                    let rawName = String(parts[0])
                    let name = PercentDecoding.decodedOrAsWritten(rawName)
                    guard parts.count == 2, isSensitiveQueryName(name) else { return String(pair) }
                    return "\(rawName)=\(placeholder)"
                }
                .joined(separator: "&")
        }
        return components.string ?? text
    }

    // MARK: Free text

    /// `text` with every occurrence of each secret replaced by ``placeholder``, and the credentials after any
    /// `Bearer` or `Basic` scheme too (an error may quote an `Authorization` header added after logging).
    ///
    /// Secrets shorter than four characters are left alone: replacing them would garble ordinary text.
    public static func scrub(_ text: String, secrets: some Sequence<String>) -> String {
        var text = text
        for secret in secrets.filter({ $0.count >= 4 }).sorted(by: { $0.count > $1.count }) {
            text = text.replacingOccurrences(of: secret, with: placeholder)
        }
        return text.replacing(/(?i)\b(bearer|basic)\s+[^\s"',;]+/) { match in "\(match.1) \(placeholder)" }
    }
}
