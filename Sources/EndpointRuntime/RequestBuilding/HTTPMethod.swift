import HTTPSemantics

/// An HTTP request method. Open for extension: `HTTPMethod(rawValue: "PROPFIND")` works too.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method token as sent on the wire, uppercased.
    public let rawValue: String

    /// Creates a method from its token; the token is uppercased.
    public init(rawValue: String) { self.rawValue = rawValue.uppercased() }

    /// Creates a method from a string literal such as `"GET"`.
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// `GET`.
    public static let get: HTTPMethod = "GET"
    /// `POST`.
    public static let post: HTTPMethod = "POST"
    /// `PUT`.
    public static let put: HTTPMethod = "PUT"
    /// `PATCH`.
    public static let patch: HTTPMethod = "PATCH"
    /// `DELETE`.
    public static let delete: HTTPMethod = "DELETE"
    /// `HEAD`.
    public static let head: HTTPMethod = "HEAD"
    /// `OPTIONS`.
    public static let options: HTTPMethod = "OPTIONS"

    /// Whether repeating the request has the same effect as sending it once (RFC 9110 §9.2.2),
    /// which makes it safe to retry by default: `GET`, `HEAD`, `OPTIONS`, `PUT`, `DELETE` and `TRACE`, not `POST`
    /// or `PATCH`.
    public var isIdempotent: Bool {
        HTTPSemantics.isIdempotent(rawValue)
    }

    /// The method token.
    public var description: String { rawValue }
}
