import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Turns an ``Endpoint`` into a `URLRequest` against a base URL.
///
/// Path parameters are percent-encoded as exactly one segment, so a value containing `/`, `?`, `#`,
/// `..` or spaces can never change the route or the query.
public struct RequestBuilder: Sendable {
    /// The URL every endpoint path is appended to, for example `https://api.example.com/v1`.
    public var baseURL: URL
    /// Headers added to every request unless the endpoint sets them.
    public var defaultHeaders: [String: String]

    /// Creates a builder.
    public init(baseURL: URL, defaultHeaders: [String: String] = ["Accept": "application/json"]) {
        self.baseURL = baseURL
        self.defaultHeaders = defaultHeaders
    }

    /// Builds the request for `endpoint`.
    public func request(for endpoint: Endpoint<some Sendable>) throws -> URLRequest {
        // Placeholder: the runtime work replaces this with the full, tested implementation.
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
            throw APIError.invalidURL(baseURL.absoluteString)
        }
        var path = endpoint.path
        for (name, value) in endpoint.pathParameters {
            let encoded = value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? value
            path = path.replacingOccurrences(of: "{\(name)}", with: encoded)
        }
        components.percentEncodedPath = components.percentEncodedPath + path
        if !endpoint.queryItems.isEmpty { components.queryItems = endpoint.queryItems }
        guard let url = components.url else { throw APIError.invalidURL(components.description) }
        var request = URLRequest(url: url)
        request.httpMethod = endpoint.method.rawValue
        for (name, value) in defaultHeaders.merging(endpoint.headers, uniquingKeysWith: { $1 }) {
            request.setValue(value, forHTTPHeaderField: name)
        }
        if let body = endpoint.body {
            do {
                request.httpBody = try JSONCoding.makeEncoder().encode(body)
            } catch {
                throw APIError.encoding(String(describing: error))
            }
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return request
    }
}
