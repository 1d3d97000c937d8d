import Foundation

/// Why a response body could not be decoded: what kind of problem, where (the coding path to the offending
/// value), what was wrong, and what to change in the spec when the API is right and the spec is not; from
/// ``APIClient``, also the response's status and its raw body.
public struct DecodingFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem the body has.
    public enum Kind: Sendable, Equatable {
        /// The body is valid JSON that does not have the shape the spec declares.
        case mismatch
        /// The body is not JSON at all: empty, cut off, or not JSON syntax.
        case notJSON
        /// The body is JSON nested more deeply than the decoder accepts.
        case tooDeeplyNested
        /// A text body that is not valid in its charset (the `Content-Type`'s, UTF-8 by default), or whose charset
        /// is unknown.
        case notText
    }

    /// What kind of problem the body has.
    public var kind: Kind
    /// The path to the offending value, for example `products[2].price_cents`.
    public var codingPath: String
    /// What was wrong, for example "expected Int, found a string".
    public var reason: String
    /// The change to the spec that would accept the body, when the API is right and the spec is not, for example
    /// `If the API sends null there, mark 'url' "nullable": true in the spec.`
    public var hint: String?
    /// The HTTP status of the response whose body this is, when ``APIClient`` decoded it.
    public var statusCode: Int?
    /// The body's bytes exactly as received, when ``APIClient`` decoded it: nothing the server sent is lost.
    /// Never part of ``description``.
    public var body: Data?

    /// Creates a failure.
    public init(
        codingPath: String,
        reason: String,
        kind: Kind = .mismatch,
        hint: String? = nil,
        statusCode: Int? = nil,
        body: Data? = nil
    ) {
        self.kind = kind
        self.codingPath = codingPath
        self.reason = reason
        self.hint = hint
        self.statusCode = statusCode
        self.body = body
    }

    /// `at products[2].price_cents: expected …`, then the hint.
    public var description: String {
        let located = codingPath.isEmpty ? reason : "at \(codingPath): \(reason)"
        return hint.map { "\(located). \($0)" } ?? located
    }
}
