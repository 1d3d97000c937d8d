import Foundation

/// One of several 2xx responses with different bodies: the statuses it covers, and how its body becomes the
/// endpoint's success enumeration.
public struct DeclaredSuccess<Response: Sendable>: Sendable {
    /// The statuses this response covers.
    public let status: DeclaredStatus
    /// Whether the response has a JSON body (checked for a JSON `Content-Type` before decoding).
    public let expectsJSON: Bool
    /// Turns the body into the success value.
    let decode: @Sendable (Data) throws -> Response

    /// Declares that a response covered by `status` has a JSON body of type `Body`, returned as `makeResponse(body)`
    /// (a case of the generated success enumeration).
    public init<Body: Decodable & Sendable>(
        _ status: DeclaredStatus,
        _ makeResponse: @escaping @Sendable (Body) -> Response
    ) {
        self.status = status
        self.expectsJSON = true
        self.decode = { data in makeResponse(try JSONCoding.decode(Body.self, from: data)) }
    }

    /// Declares that a response covered by `status` has no body and is returned as `response`.
    public init(_ status: DeclaredStatus, _ response: Response) {
        self.status = status
        self.expectsJSON = false
        self.decode = { _ in response }
    }
}
