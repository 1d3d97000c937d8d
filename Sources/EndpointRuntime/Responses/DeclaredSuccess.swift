import Foundation

/// One of several 2xx responses with different bodies: the statuses it covers, and how its body becomes the
/// endpoint's success enumeration.
@_spi(Generated) public struct DeclaredSuccess<Response: Sendable>: Sendable {
    /// The statuses this response covers.
    @_spi(Generated) public let status: DeclaredStatus
    /// Whether the response has a JSON body (checked for a JSON `Content-Type` before decoding).
    public let expectsJSON: Bool
    /// Turns the body into the success value, given the response's `Content-Type`.
    let decode: @Sendable (Data, String?) throws -> Response

    /// Declares that a response covered by `status` has a JSON body of type `Body`, returned as `makeResponse(body)`
    /// (a case of the generated success enumeration).
    @_spi(Generated) public init<Body: Decodable & Sendable>(
        _ status: DeclaredStatus,
        _ makeResponse: @escaping @Sendable (Body) -> Response
    ) {
        self.status = status
        self.expectsJSON = true
        self.decode = { data, _ in makeResponse(try JSONCoding.decode(Body.self, from: data)) }
    }

    /// Declares that a response covered by `status` has no body and is returned as `response`.
    @_spi(Generated) public init(_ status: DeclaredStatus, _ response: Response) {
        self.status = status
        self.expectsJSON = false
        self.decode = { _, _ in response }
    }

    /// Declares that a response covered by `status` has a text body, decoded in the charset of its `Content-Type`
    /// (UTF-8 when it names none) and returned as `makeResponse(text)`.
    @_spi(Generated) public init(_ status: DeclaredStatus, text makeResponse: @escaping @Sendable (String) -> Response)
    {
        self.status = status
        self.expectsJSON = false
        self.decode = { data, contentType in makeResponse(try TextCoding.decode(data, contentType: contentType)) }
    }

    /// Declares that a response covered by `status` has a binary body, returned as `makeResponse(data)`.
    @_spi(Generated) public init(_ status: DeclaredStatus, data makeResponse: @escaping @Sendable (Data) -> Response) {
        self.status = status
        self.expectsJSON = false
        self.decode = { data, _ in makeResponse(data) }
    }
}
