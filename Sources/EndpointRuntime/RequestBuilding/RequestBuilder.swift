import Foundation
import HTTPSemantics

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Turns an ``Endpoint`` into a `URLRequest` against a base URL.
///
/// - The base URL may carry a path prefix, with or without a trailing slash (`https://api.example.com/v1/`).
/// - Path parameters are percent-encoded as exactly one segment, so a value containing `/`, `?`, `#`, `%`,
///   spaces or unicode, or a value that is `.` or `..`, can never change the route or the query.
/// - Query names and values are encoded strictly: everything but `A–Z a–z 0–9 - . _ ~` becomes `%XX`,
///   including `+`, `&`, `=` and `;`. Repeated names (query arrays) keep their order.
/// - Endpoint headers override ``defaultHeaders`` (names compare case-insensitively); a header whose name
///   is not an HTTP token or whose value contains CR, LF or NUL is rejected before anything is sent.
/// - A body is encoded as JSON with ``JSONCoding/makeEncoder()`` and sent as `Content-Type: application/json`
///   unless the endpoint sets its own `Content-Type`; a ``RequestContent`` (text or bytes) is sent instead when the
///   endpoint has one, as its own `Content-Type`.
@_spi(Generated) public struct RequestBuilder: Sendable {
    /// The URL every endpoint path is appended to, for example `https://api.example.com/v1`.
    public var baseURL: URL {
        didSet {
            base = Self.parse(baseURL)
            prefix = (try? base.get()).flatMap(URLPrefix.init)
        }
    }
    /// Where endpoints with their own ``EndpointWithHeaders/server`` are sent instead, by the server URL the
    /// spec writes (a staging upload host, say); a server not listed is used as written.
    public var serverOverrides: [String: URL] = [:]
    /// Headers added to every request unless the endpoint sets them.
    public var defaultHeaders: [String: String] {
        didSet { preparedDefaultHeaders = PreparedHeaders(defaultHeaders: defaultHeaders) }
    }
    /// ``baseURL`` parsed and checked once rather than for every request, or the error every request throws.
    private var base: Result<URLComponents, APIError>
    /// The text every request URL starts with, when ``baseURL`` is valid and can be written as one.
    private var prefix: URLPrefix?
    /// ``defaultHeaders`` checked and merged once rather than for every request.
    private var preparedDefaultHeaders: PreparedHeaders

    /// Creates a builder.
    public init(baseURL: URL, defaultHeaders: [String: String] = ["Accept": "application/json"]) {
        self.baseURL = baseURL
        self.defaultHeaders = defaultHeaders
        self.base = Self.parse(baseURL)
        self.prefix = (try? base.get()).flatMap(URLPrefix.init)
        self.preparedDefaultHeaders = PreparedHeaders(defaultHeaders: defaultHeaders)
    }

    // MARK: Building

    /// Builds the request for `endpoint`.
    ///
    /// - Throws: ``APIError/invalidRequest(_:)`` for a missing, empty or unknown path parameter or an invalid
    ///   header; ``APIError/invalidURL(_:)`` when the base URL cannot take a path; ``APIError/encoding(_:)``
    ///   when the body cannot be encoded.
    public func request(for endpoint: EndpointWithHeaders<some Sendable, some ResponseHeaders>) throws -> URLRequest {
        var request = URLRequest(url: try url(for: endpoint))
        // A new request's method is already `GET`; setting it again only costs time.
        if endpoint.method != .get {
            request.httpMethod = endpoint.method.rawValue
        }
        if let content = endpoint.content {
            try preparedDefaultHeaders.apply(
                endpointHeaders: endpoint.headers,
                bodyContentType: content.contentType,
                to: &request
            )
            try content.apply(to: &request)
            return request
        }
        let body = endpoint.body
        try preparedDefaultHeaders.apply(
            endpointHeaders: endpoint.headers,
            bodyContentType: body == nil ? nil : "application/json",
            to: &request
        )
        if let body {
            request.httpBody = try encodeBody(body)
        }
        return request
    }

    /// The full URL of `endpoint`: base URL, encoded path and strictly encoded query.
    public func url(for endpoint: EndpointWithHeaders<some Sendable, some ResponseHeaders>) throws -> URL {
        if let absoluteURL = endpoint.absoluteURL { return absoluteURL }
        if let server = endpoint.server {
            // Rare (a path's own server), so parsed per request rather than cached.
            guard let serverURL = serverOverrides[server] ?? URL(string: server) else {
                throw APIError.invalidURL(Redaction.redactedURLString(server))
            }
            return try Self.componentsURL(for: endpoint, base: Self.parse(serverURL).get(), baseURL: serverURL)
        }
        if let prefix, endpoint.percentEncodedPathParameters.isEmpty, endpoint.multiSegmentPathParameters.isEmpty,
            let url = prefix.url(
                path: endpoint.path,
                parameters: endpoint.pathParameters,
                queryItems: endpoint.percentEncodedQueryItems ?? endpoint.queryItems,
                isPercentEncoded: endpoint.percentEncodedQueryItems != nil
            )
        {
            return url
        }
        return try Self.componentsURL(for: endpoint, base: base.get(), baseURL: baseURL)
    }

    /// The URL of `endpoint` built through `URLComponents` from the parsed template: the reference the direct
    /// route (``URLPrefix``) matches, and the route that reports every error.
    static func componentsURL(
        for endpoint: EndpointWithHeaders<some Sendable, some ResponseHeaders>,
        base: URLComponents,
        baseURL: URL
    ) throws -> URL {
        var components = base
        let prefix = components.percentEncodedPath.trimmingSuffix("/")
        let path = try PathTemplate.parsed(endpoint.path).render(
            with: endpoint.pathParameters,
            percentEncoded: endpoint.percentEncodedPathParameters,
            multiSegment: endpoint.multiSegmentPathParameters
        )
        components.percentEncodedPath = prefix + (path.hasPrefix("/") ? path : "/" + path)

        let query: [String]
        if let encoded = endpoint.percentEncodedQueryItems {
            query = try encoded.map { item in
                try checkPercentEncodedQuery(item.name)
                guard let value = item.value else { return item.name }
                try checkPercentEncodedQuery(value)
                return "\(item.name)=\(value)"
            }
        } else {
            query = endpoint.queryItems.map { item in
                let name = PercentEncoding.encode(item.name)
                return item.value.map { "\(name)=\(PercentEncoding.encode($0))" } ?? name
            }
        }
        let baseQuery = components.percentEncodedQuery.map { $0.isEmpty ? [] : [$0] } ?? []
        let fullQuery = baseQuery + query
        components.percentEncodedQuery = fullQuery.isEmpty ? nil : fullQuery.joined(separator: "&")

        guard let url = components.url else {
            throw APIError.invalidURL(Redaction.redactedURLString(components.string ?? baseURL.absoluteString))
        }
        return url
    }

    /// Throws ``APIError/invalidRequest(_:)`` unless `text` is a valid percent-encoded query name or value: RFC 3986
    /// query characters without `&`, `=`, `#` or `+` (which would change what the server reads), `%` only before two
    /// hexadecimal digits.
    private static func checkPercentEncodedQuery(_ text: String) throws {
        guard PercentEncoding.isPercentEncoded(text, allowing: PercentEncoding.queryComponentDelimiters) else {
            throw APIError.invalidRequest("the percent-encoded query item '\(text)' holds a character it must encode")
        }
    }

    /// The components of `baseURL`, or ``APIError/invalidURL(_:)`` when it has no scheme or host, or a fragment.
    private static func parse(_ baseURL: URL) -> Result<URLComponents, APIError> {
        guard let components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true),
            components.scheme != nil, components.host?.isEmpty == false
        else {
            return .failure(.invalidURL(Redaction.redactedURLString(baseURL.absoluteString)))
        }
        guard components.fragment == nil else {
            return .failure(.invalidURL("the base URL must not have a fragment ('#…')"))
        }
        return .success(components)
    }

    // MARK: Headers and body

    /// One ``JSONCoding/makeEncoder()`` for every body: `JSONEncoder` may be shared across threads (its options
    /// are locked and each `encode` call works on its own state), and creating one per request costs time.
    private static let bodyEncoder = JSONCoding.makeEncoder()

    private func encodeBody(_ body: any Encodable & Sendable) throws -> Data {
        do {
            return try Self.bodyEncoder.encode(body)
        } catch let error as EncodingError {
            throw APIError.encoding(Self.describe(error))
        } catch {
            throw APIError.encoding(String(describing: error))
        }
    }

    private static func describe(_ error: EncodingError) -> String {
        switch error {
        case .invalidValue(let value, let context):
            let path = DecodingFailure.render(context.codingPath)
            let location = path.isEmpty ? "" : "at \(path): "
            return "\(location)the value \(type(of: value)) cannot be encoded: \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }
}
