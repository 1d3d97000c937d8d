import Foundation

// MARK: - Text responses

extension EndpointWithHeaders where Response == String {
    /// Creates an endpoint whose successful response is text, decoded in the charset its `Content-Type` names
    /// (UTF-8 when it names none); bytes not valid in it are ``APIError/decoding(_:)`` of kind
    /// ``DecodingFailure/Kind/notText``.
    @_spi(Generated) public static func text(
        method: HTTPMethod,
        path: String,
        pathParameters: [String: String] = [:],
        percentEncodedPathParameters: [String: String] = [:],
        multiSegmentPathParameters: Set<String> = [],
        queryItems: [URLQueryItem] = [],
        percentEncodedQueryItems: [URLQueryItem]? = nil,
        headers: [String: String] = [:],
        body: (any Encodable & Sendable)? = nil,
        content: RequestContent? = nil,
        isRetryable: Bool? = nil,
        errors: [DeclaredError] = []
    ) -> Self {
        var endpoint = Self(
            method: method,
            path: path,
            pathParameters: pathParameters,
            percentEncodedPathParameters: percentEncodedPathParameters,
            multiSegmentPathParameters: multiSegmentPathParameters,
            queryItems: queryItems,
            percentEncodedQueryItems: percentEncodedQueryItems,
            headers: headers,
            body: body,
            content: content,
            isRetryable: isRetryable,
            expectsJSON: false,
            errors: errors,
            decode: { data in try TextCoding.decode(data, contentType: nil) }
        )
        endpoint.decodeContent = { data, contentType in try TextCoding.decode(data, contentType: contentType) }
        return endpoint
    }
}

// MARK: - Binary responses

extension EndpointWithHeaders where Response == Data {
    /// Creates an endpoint whose successful response is raw bytes, returned exactly as received whatever their
    /// `Content-Type`.
    @_spi(Generated) public static func data(
        method: HTTPMethod,
        path: String,
        pathParameters: [String: String] = [:],
        percentEncodedPathParameters: [String: String] = [:],
        multiSegmentPathParameters: Set<String> = [],
        queryItems: [URLQueryItem] = [],
        percentEncodedQueryItems: [URLQueryItem]? = nil,
        headers: [String: String] = [:],
        body: (any Encodable & Sendable)? = nil,
        content: RequestContent? = nil,
        isRetryable: Bool? = nil,
        errors: [DeclaredError] = []
    ) -> Self {
        Self(
            method: method,
            path: path,
            pathParameters: pathParameters,
            percentEncodedPathParameters: percentEncodedPathParameters,
            multiSegmentPathParameters: multiSegmentPathParameters,
            queryItems: queryItems,
            percentEncodedQueryItems: percentEncodedQueryItems,
            headers: headers,
            body: body,
            content: content,
            isRetryable: isRetryable,
            expectsJSON: false,
            errors: errors,
            decode: { data in data }
        )
    }
}
