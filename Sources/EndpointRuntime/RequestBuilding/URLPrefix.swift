import Foundation
import HTTPSemantics

/// A base URL split once into the text every request URL starts with, so building a request URL is string
/// concatenation and one `URL(string:)` parse instead of a `URLComponents` round trip.
struct URLPrefix: Sendable {
    /// Scheme, authority and path prefix without trailing slashes, as `URLComponents` writes them:
    /// `https://api.example.com/v1`.
    let text: String
    /// The base URL's own percent-encoded query when it has a non-empty one (`version=2`); it comes first.
    let query: String?

    /// Splits `components` (already checked: scheme and host present, no fragment).
    ///
    /// Returns `nil` when `URLComponents` cannot write the prefix as a string; requests then take the
    /// `URLComponents` route, which reports the failure.
    init?(_ components: URLComponents) {
        var prefix = components
        prefix.percentEncodedPath = String(components.percentEncodedPath.trimmingSuffix("/"))
        prefix.percentEncodedQuery = nil
        guard let text = prefix.string else { return nil }
        self.text = text
        let query = components.percentEncodedQuery ?? ""
        self.query = query.isEmpty ? nil : query
    }

    // MARK: Building

    /// The URL for an endpoint: this prefix, the rendered `path` template and the strictly encoded query,
    /// or `nil` when the template needs the parsed route (anything unusual, including every error) or
    /// `URL(string:)` rejects the text. Where it returns a URL, it is the one `URLComponents` builds.
    /// `isPercentEncoded` says the query items are already encoded (``QueryItems/percentEncodedItems``); one that
    /// holds a character a query component must encode returns `nil`, for the parsed route to report.
    func url(
        path template: String,
        parameters: [String: String],
        queryItems: [URLQueryItem],
        isPercentEncoded: Bool = false
    ) -> URL? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + template.utf8.count + 32 + (query?.utf8.count ?? 0))
        bytes.append(contentsOf: text.utf8)
        if template.utf8.first != UInt8(ascii: "/") {
            bytes.append(UInt8(ascii: "/"))
        }
        guard PathTemplate.appendRendered(template, with: parameters, to: &bytes) else { return nil }
        var separator = UInt8(ascii: "?")
        if let query {
            bytes.append(separator)
            bytes.append(contentsOf: query.utf8)
            separator = UInt8(ascii: "&")
        }
        for item in queryItems {
            bytes.append(separator)
            separator = UInt8(ascii: "&")
            if isPercentEncoded {
                let delimiters = PercentEncoding.queryComponentDelimiters
                guard PercentEncoding.isPercentEncoded(item.name, allowing: delimiters),
                    item.value.map({ PercentEncoding.isPercentEncoded($0, allowing: delimiters) }) ?? true
                else { return nil }
                bytes.append(contentsOf: item.name.utf8)
                if let value = item.value {
                    bytes.append(UInt8(ascii: "="))
                    bytes.append(contentsOf: value.utf8)
                }
                continue
            }
            PercentEncoding.append(encoding: item.name, to: &bytes)
            if let value = item.value {
                bytes.append(UInt8(ascii: "="))
                PercentEncoding.append(encoding: value, to: &bytes)
            }
        }
        return URL(string: String(decoding: bytes, as: UTF8.self))
    }
}

// MARK: - Helpers

extension String {
    /// The string without any trailing `suffix` repetitions.
    func trimmingSuffix(_ suffix: Character) -> Substring {
        var text = self[...]
        while text.last == suffix { text = text.dropLast() }
        return text
    }
}
