import EndpointSpec
import HTTPSemantics

/// The request target of a request line, split into path and query and percent-decoded.
struct RequestTarget: Sendable, CustomStringConvertible {
    /// The target as sent.
    var description: String
    /// The still-encoded path, for example `/products/p%201`.
    var path: String
    /// The path's segments, each percent-decoded.
    var pathSegments: [String]
    /// The decoded query items.
    var queryItems: [HTTPQueryItem]

    /// Parses an origin-form target (`/path?query`), an absolute-form one (`http://host/path?query`), or `*` for
    /// `OPTIONS`.
    static func parse(_ text: String, method: String) throws(HTTPRequestParseError) -> RequestTarget {
        if text == "*" {
            guard method == "OPTIONS" else { throw .invalidTarget("'*' is only allowed with OPTIONS") }
            return RequestTarget(description: text, path: "*", pathSegments: [], queryItems: [])
        }
        let originForm = try originForm(of: text)
        guard originForm.hasPrefix("/") else {
            throw .invalidTarget("'\(abbreviated(text))' does not start with '/'")
        }
        guard !originForm.contains("#") else {
            throw .invalidTarget("'\(abbreviated(text))' contains a fragment")
        }
        let pathEnd = originForm.firstIndex(of: "?") ?? originForm.endIndex
        let path = String(originForm[..<pathEnd])
        var segments: [String] = []
        for segment in path.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard let decoded = PercentDecoding.decode(segment) else {
                throw .invalidTarget("the path segment '\(abbreviated(segment))' is not valid percent-encoded UTF-8")
            }
            segments.append(decoded)
        }
        var queryItems: [HTTPQueryItem] = []
        if pathEnd < originForm.endIndex {
            let query = originForm[originForm.index(after: pathEnd)...]
            for pair in query.split(separator: "&") {
                let separator = pair.firstIndex(of: "=") ?? pair.endIndex
                let rawValue = separator < pair.endIndex ? pair[pair.index(after: separator)...] : ""
                guard let name = PercentDecoding.decode(pair[..<separator]),
                    let value = PercentDecoding.decode(rawValue)
                else {
                    throw .invalidTarget("the query item '\(abbreviated(pair))' is not valid percent-encoded UTF-8")
                }
                queryItems.append(HTTPQueryItem(name: name, value: value))
            }
        }
        return RequestTarget(description: text, path: path, pathSegments: segments, queryItems: queryItems)
    }

    /// `text` without the scheme and authority of an absolute-form target.
    private static func originForm(of text: String) throws(HTTPRequestParseError) -> Substring {
        let lowercased = text.lowercased()
        guard let scheme = ["http://", "https://"].first(where: { lowercased.hasPrefix($0) }) else {
            return Substring(text)
        }
        let afterScheme = text.dropFirst(scheme.count)
        guard let pathStart = afterScheme.firstIndex(where: { $0 == "/" || $0 == "?" }) else { return "/" }
        guard afterScheme.distance(from: afterScheme.startIndex, to: pathStart) > 0 else {
            throw .invalidTarget("'\(abbreviated(text))' has no host")
        }
        let rest = afterScheme[pathStart...]
        return rest.hasPrefix("?") ? Substring("/" + rest) : rest
    }
}
