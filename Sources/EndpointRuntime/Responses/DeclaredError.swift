import Foundation

/// An error response an endpoint declares with a body: the statuses it covers, and how its body becomes the
/// endpoint's typed error.
///
/// Generated error enumerations list theirs in `declaredResponses`; ``EndpointWithHeaders/errors`` holds them.
public struct DeclaredError: Sendable {
    /// The statuses this response covers.
    public let status: DeclaredStatus
    /// Decodes the body of a response with this status into the typed error.
    let makeError: @Sendable (_ statusCode: Int, _ body: Data, _ headerFields: HeaderFields) throws -> any Error

    /// Declares that a response covered by `status` has a JSON body of type `Body`, thrown as `makeError(response)`
    /// (a case of the generated error enumeration); `message` reads the body's message for people, when the spec
    /// marks which property holds it.
    public init<Body: Decodable & Sendable, Failure: ResponseError>(
        _ status: DeclaredStatus,
        _ makeError: @escaping @Sendable (ErrorResponse<Body>) -> Failure,
        message: (@Sendable (Body) -> String?)? = nil
    ) {
        self.status = status
        self.makeError = { statusCode, data, headerFields in
            let body = try JSONCoding.decode(Body.self, from: data)
            return makeError(
                ErrorResponse(
                    statusCode: statusCode,
                    body: body,
                    rawBody: data,
                    headerFields: headerFields,
                    message: message?(body)
                )
            )
        }
    }
}
