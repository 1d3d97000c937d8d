import Foundation

/// A generated error enumeration: one case per error response an endpoint declares, each carrying an
/// ``ErrorResponse``.
///
/// Its ``description`` (also its `localizedDescription`) is a sentence for people: the status, and the body's message
/// where the spec marks the property that holds it — "The server answered 404 Not Found: No such product." It never
/// contains header values or the rest of the body.
public protocol ResponseError: Error, CustomStringConvertible, LocalizedError {
    /// The response, whatever the case: its status, headers, raw and decoded body (the case's body type, as
    /// `any Sendable`) and message.
    var response: ErrorResponse<any Sendable> { get }
}

extension ResponseError {
    /// The HTTP status of the response.
    public var statusCode: Int { response.statusCode }

    /// The body's bytes exactly as received.
    public var rawBody: Data { response.rawBody }

    /// The body's message for people, when the spec marks which property holds it.
    public var message: String? { response.message }

    /// "The server answered 404 Not Found: No such product." — the message only where the spec marks it.
    public var description: String {
        let status = "The server answered \(HTTPStatus.text(for: statusCode))"
        guard let message = ResponseMessage.sentencePart(message) else { return status + "." }
        return "\(status): \(message)"
    }

    /// The same as ``description``.
    public var errorDescription: String? { description }
}

/// How a body's message sits in a sentence.
enum ResponseMessage {
    /// The longest message quoted, in characters.
    static let limit = 200

    /// `message`'s first line, trimmed, cut to ``limit`` characters, ending in a period; `nil` when blank.
    static func sentencePart(_ message: String?) -> String? {
        guard let message else { return nil }
        let firstLine = message.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        var text = firstLine.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        if text.count > limit { text = String(text.prefix(limit)).trimmingCharacters(in: .whitespaces) + "…" }
        if let last = text.last, !".!?…".contains(last) { text += "." }
        return text
    }
}
