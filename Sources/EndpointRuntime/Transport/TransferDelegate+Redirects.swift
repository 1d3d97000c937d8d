import Foundation
import HTTPSemantics

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// MARK: - Redirects: credentials stay on their origin

extension TransferDelegate {
    /// `request` without credentials when it leaves the origin (scheme, host and port) of `previousURL`: without
    /// credential headers (see ``Redaction/isSensitiveHeader(_:declared:)``, `Cookie` among them) and without the
    /// query items `declared` names; unchanged when it stays on the same origin.
    static func redirect(_ request: URLRequest, from previousURL: URL?, declared: CredentialNames? = nil) -> URLRequest
    {
        guard let target = request.url, let previousURL, !isSameOrigin(target, previousURL) else { return request }
        var request = request
        for name in (request.allHTTPHeaderFields ?? [:]).keys
        where Redaction.isSensitiveHeader(name, declared: declared) {
            request.setValue(nil, forHTTPHeaderField: name)
        }
        if let declared, !declared.queryItems.isEmpty,
            var components = URLComponents(url: target, resolvingAgainstBaseURL: true),
            let query = components.percentEncodedQuery
        {
            let kept = query.split(separator: "&", omittingEmptySubsequences: false).filter { pair in
                let rawName = String(pair.prefix { $0 != "=" })
                return !declared.queryItems.contains(PercentDecoding.decodedOrAsWritten(rawName))
            }
            components.percentEncodedQuery = kept.isEmpty ? nil : kept.joined(separator: "&")
            if let url = components.url { request.url = url }
        }
        return request
    }

    private static func isSameOrigin(_ first: URL, _ second: URL) -> Bool {
        first.scheme?.lowercased() == second.scheme?.lowercased()
            && first.host?.lowercased() == second.host?.lowercased()
            && effectivePort(first) == effectivePort(second)
    }

    private static func effectivePort(_ url: URL) -> Int? {
        url.port ?? ["http": 80, "https": 443][url.scheme?.lowercased() ?? ""]
    }
}
