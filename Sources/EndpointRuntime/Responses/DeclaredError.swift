import Foundation

/// An error response an endpoint declares with a body: the statuses it covers, and how its body becomes the
/// endpoint's typed error.
///
/// Generated error enumerations list theirs in `declaredResponses`; `EndpointWithHeaders.errors` holds them.
@_spi(Generated) public struct DeclaredError: Sendable {
    /// The statuses this response covers.
    @_spi(Generated) public let status: DeclaredStatus
    /// Whether the body is JSON: an empty answer, or one whose `Content-Type` is not JSON, is then not the declared
    /// document.
    public let expectsJSON: Bool
    /// Decodes the body of a response with this status into the typed error.
    let makeError: @Sendable (_ statusCode: Int, _ body: Data, _ headerFields: HeaderFields) throws -> any Error

    /// Declares that a response covered by `status` has a JSON body of type `Body`, thrown as `makeError(response)`
    /// (a case of the generated error enumeration); `message` reads the body's message for people, when the spec
    /// marks which property holds it.
    @_spi(Generated) public init<Body: Decodable & Sendable, Failure: ResponseError>(
        _ status: DeclaredStatus,
        _ makeError: @escaping @Sendable (ErrorResponse<Body>) -> Failure,
        message: (@Sendable (Body) -> String?)? = nil
    ) {
        self.status = status
        self.expectsJSON = true
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

    /// Declares that a response covered by `status` has a text body (decoded in the charset of its `Content-Type`,
    /// UTF-8 when it names none), thrown as `makeError(response)`; the text is the error's message.
    @_spi(Generated) public init<Failure: ResponseError>(
        _ status: DeclaredStatus,
        text makeError: @escaping @Sendable (ErrorResponse<String>) -> Failure
    ) {
        self.status = status
        self.expectsJSON = false
        self.makeError = { statusCode, data, headerFields in
            let text = try TextCoding.decode(data, contentType: headerFields["Content-Type"])
            return makeError(
                ErrorResponse(
                    statusCode: statusCode,
                    body: text,
                    rawBody: data,
                    headerFields: headerFields,
                    message: text.isEmpty ? nil : text
                )
            )
        }
    }

    /// Declares that a response covered by `status` has a binary body, thrown as `makeError(response)`.
    @_spi(Generated) public init<Failure: ResponseError>(
        _ status: DeclaredStatus,
        data makeError: @escaping @Sendable (ErrorResponse<Data>) -> Failure
    ) {
        self.status = status
        self.expectsJSON = false
        self.makeError = { statusCode, data, headerFields in
            makeError(
                ErrorResponse(
                    statusCode: statusCode,
                    body: data,
                    rawBody: data,
                    headerFields: headerFields,
                    message: nil
                )
            )
        }
    }
}
