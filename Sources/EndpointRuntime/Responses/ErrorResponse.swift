import Foundation

/// A declared error response, decoded: what each case of a generated error enumeration carries.
///
/// ```swift
/// } catch CatalogEndpoints.GetProductError.notFound(let response) {
///     print(response.statusCode, response.body.message)
/// }
/// ```
public struct ErrorResponse<Body: Sendable>: ErrorResponseDetails {
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
}

/// What every declared error response has, whatever its body type.
public protocol ErrorResponseDetails: Sendable {
    /// The HTTP status.
    var statusCode: Int { get }
    /// The body's bytes exactly as received.
    var rawBody: Data { get }
    /// Every header the server sent.
    var headerFields: HeaderFields { get }
    /// The body's message for people, when the spec marks which property holds it.
    var message: String? { get }
}
