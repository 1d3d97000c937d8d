/// A successful response with its status and headers: what a generated client's `withResponse(_:)` and
/// ``APIClient/response(for:)`` return.
///
/// ```swift
/// let response = try await client.withResponse(CatalogEndpoints.getProduct(id: "p-1"))
/// print(response.statusCode, response.headers.xRateLimitRemaining, response.body.name)
/// ```
public struct APIResponse<Body: Sendable, Headers: ResponseHeaders>: Sendable {
    /// The HTTP status, for example 200 or 201.
    public var statusCode: Int
    /// The headers the spec declares, typed.
    public var headers: Headers
    /// Every header the server sent, looked up case-insensitively.
    public var headerFields: HeaderFields
    /// The decoded body: what the plain call returns.
    public var body: Body

    /// Creates a response.
    public init(statusCode: Int, headers: Headers, headerFields: HeaderFields, body: Body) {
        self.statusCode = statusCode
        self.headers = headers
        self.headerFields = headerFields
        self.body = body
    }
}
