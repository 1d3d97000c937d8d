import Foundation

/// A declared error response, decoded: what each case of a generated error enumeration carries.
///
/// ```swift
/// } catch CatalogEndpoints.GetProductError.notFound(let response) {
///     print(response.statusCode, response.body.message)
/// }
/// ```
///
/// Whatever the case, a ``ResponseError``'s ``ResponseError/response`` is the same response with its body as
/// `any Sendable`: `error.response.body as? ProblemDTO`.
public struct ErrorResponse<Body: Sendable>: Sendable {
    /// The HTTP status, for example 404 (any of its range for a `4XX` response).
    public var statusCode: Int
    /// The body decoded as the type the spec declares.
    public var body: Body
    /// The body's bytes exactly as received.
    public var rawBody: Data
    /// Every header the server sent, looked up case-insensitively.
    public var headerFields: HeaderFields
    /// The body's message for people, when the spec marks which property holds it (`errorMessage`).
    public var message: String?

    /// Creates an error response.
    public init(statusCode: Int, body: Body, rawBody: Data, headerFields: HeaderFields, message: String? = nil) {
        self.statusCode = statusCode
        self.body = body
        self.rawBody = rawBody
        self.headerFields = headerFields
        self.message = message
    }

    /// The same response, its body as `any Sendable`: what ``ResponseError/response`` answers for every case.
    @_spi(Generated) public var erased: ErrorResponse<any Sendable> {
        ErrorResponse<any Sendable>(
            statusCode: statusCode,
            body: body,
            rawBody: rawBody,
            headerFields: headerFields,
            message: message
        )
    }
}
