@_spi(Generated) import EndpointRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `RequestBuilder` as it was before the direct URL route and the one-step headers: `URLComponents` for every
/// URL, the path template parsed for every request, one `setValue` per header. The reference the optimised
/// builder must match request for request, error for error.
struct LegacyRequestBuilder {
    let baseURL: URL
    let defaultHeaders: [String: String]

    // MARK: Building

    func request(for endpoint: Endpoint<some Sendable>) throws -> URLRequest {
        var request = URLRequest(url: try url(for: endpoint))
        request.httpMethod = endpoint.method.rawValue
        var headers: [(name: String, value: String)] = defaultHeaders.sorted { $0.key < $1.key }.map { ($0, $1) }
        if endpoint.body != nil {
            headers.append(("Content-Type", "application/json"))
        }
        headers += endpoint.headers.sorted { $0.key < $1.key }.map { ($0, $1) }
        for header in headers {
            try Self.validate(name: header.name, value: header.value)
        }
        for header in headers {
            request.setValue(header.value, forHTTPHeaderField: header.name)
        }
        if let body = endpoint.body {
            request.httpBody = try JSONCoding.makeEncoder().encode(body)
        }
        return request
    }

    func url(for endpoint: Endpoint<some Sendable>) throws -> URL {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true),
            components.scheme != nil, components.host?.isEmpty == false
        else {
            throw APIError.invalidURL(Redaction.redactedURLString(baseURL.absoluteString))
        }
        guard components.fragment == nil else {
            throw APIError.invalidURL("the base URL must not have a fragment ('#…')")
        }
        var prefix = components.percentEncodedPath[...]
        while prefix.last == "/" { prefix = prefix.dropLast() }
        let path = try Self.render(endpoint.path, with: endpoint.pathParameters)
        components.percentEncodedPath = prefix + (path.hasPrefix("/") ? path : "/" + path)

        let query = endpoint.queryItems.map { item in
            let name = Self.encode(item.name)
            return item.value.map { "\(name)=\(Self.encode($0))" } ?? name
        }
        let baseQuery = components.percentEncodedQuery.map { $0.isEmpty ? [] : [$0] } ?? []
        let fullQuery = baseQuery + query
        components.percentEncodedQuery = fullQuery.isEmpty ? nil : fullQuery.joined(separator: "&")

        guard let url = components.url else {
            throw APIError.invalidURL(Redaction.redactedURLString(components.string ?? baseURL.absoluteString))
        }
        return url
    }

    // MARK: Path templates

    private enum Part {
        case literal(String)
        case placeholder(String)
    }

    private static func render(_ template: String, with values: [String: String]) throws -> String {
        var parts: [Part] = []
        // Scalar by scalar, as the spec's parse reads a template: a combining mark after `{` does not hide it.
        var literal = String.UnicodeScalarView()
        var remaining = template.unicodeScalars[...]
        while let character = remaining.first {
            remaining = remaining.dropFirst()
            switch character {
            case "{":
                guard let close = remaining.firstIndex(where: { $0 == "}" || $0 == "{" }) else {
                    throw APIError.invalidRequest("the path '\(template)' has a '{' without a closing '}'")
                }
                let name = String(remaining[..<close])
                guard remaining[close] == "}" else {
                    throw APIError.invalidRequest("the path '\(template)' has a '{' inside a placeholder")
                }
                guard !name.isEmpty else {
                    throw APIError.invalidRequest("the path '\(template)' has an empty placeholder '{}'")
                }
                if !literal.isEmpty { parts.append(.literal(String(literal))) }
                literal = String.UnicodeScalarView()
                parts.append(.placeholder(name))
                remaining = remaining[remaining.index(after: close)...]
            case "}":
                throw APIError.invalidRequest("the path '\(template)' has a '}' without an opening '{'")
            default:
                literal.append(character)
            }
        }
        if !literal.isEmpty { parts.append(.literal(String(literal))) }

        let names = parts.compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
        if let unused = values.keys.sorted().first(where: { !names.contains($0) }) {
            throw APIError.invalidRequest("the path parameter '\(unused)' does not appear in the path template")
        }
        var path = ""
        for part in parts {
            switch part {
            case .literal(let text):
                path += text.split(separator: "/", omittingEmptySubsequences: false).map { encode(String($0)) }
                    .joined(separator: "/")
            case .placeholder(let name):
                guard let value = values[name] else {
                    throw APIError.invalidRequest("the path parameter '\(name)' has no value")
                }
                path +=
                    value.allSatisfy { $0 == "." } ? String(repeating: "%2E", count: value.count) : encode(value)
            }
        }
        return path
    }

    // MARK: Encoding and validation

    private static func encode(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return encoded
    }

    private static func validate(name: String, value: String) throws {
        let tokenSymbols = "!#$%&'*+-.^_`|~".utf8
        let isToken = name.utf8.allSatisfy { byte in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || tokenSymbols.contains(byte)
        }
        guard !name.isEmpty, isToken else {
            let printable = name.unicodeScalars.map {
                $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0)
            }.joined()
            throw APIError.invalidRequest(
                "the header name '\(printable)' is not a valid HTTP token (letters, digits and !#$%&'*+-.^_`|~)"
            )
        }
        guard !value.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }) else {
            throw APIError.invalidRequest("the value of header '\(name)' contains CR, LF or NUL")
        }
    }
}

extension String {
    /// The string with leading zeros up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
