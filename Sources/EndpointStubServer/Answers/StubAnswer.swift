/// A response of the stub and where it came from, for the log line of `endpoint-gen serve`.
public struct StubAnswer: Sendable, Hashable {
    /// The response to send.
    public var response: HTTPServerResponse
    /// Where the response came from.
    public var origin: StubAnswerOrigin

    /// Creates an answer.
    public init(_ response: HTTPServerResponse, origin: StubAnswerOrigin) {
        self.response = response
        self.origin = origin
    }
}

/// Where a stub's response came from; its description is what the log line shows.
public enum StubAnswerOrigin: Sendable, Hashable, CustomStringConvertible {
    /// A spec example: its name (`ok`) when it has one, else its position among the endpoint's examples (from 1).
    case example(name: String?, index: Int)
    /// The `example` the document writes on the response's schema (or its model).
    case schemaExample
    /// A body built from the response's schema (``SchemaExampleBuilder``), or no body when it declares none.
    case schema
    /// The request does not fit the operation: where each violation is (`422`).
    case invalidRequest(locations: [String])
    /// The request's body is not of a media type the operation takes, or does not parse (`415`, `400`).
    case unreadableBody
    /// The request lacks the credentials the operation requires (`401`).
    case credentials
    /// The `Prefer` header asks for what the operation does not declare (`400`).
    case unknownPreference
    /// No operation has the request's path (`404`) or method (`405`).
    case noRoute

    /// `example 'ok'`, `example #2`, `schema`, `422: 2 violations`…
    public var description: String {
        switch self {
        case .example(let name?, _): "example '\(name)'"
        case .example(nil, let index): "example #\(index)"
        case .schemaExample: "schema example"
        case .schema: "schema"
        case .invalidRequest(let locations):
            "422: \(locations.count) violation\(locations.count == 1 ? "" : "s") "
                + "(\(Self.list(locations)))"
        case .unreadableBody: "unreadable body"
        case .credentials: "credentials"
        case .unknownPreference: "Prefer not declared"
        case .noRoute: "no route"
        }
    }

    /// The first five of `items`, comma-separated, and how many more.
    private static func list(_ items: [String]) -> String {
        let shown = items.prefix(5).joined(separator: ", ")
        return items.count > 5 ? "\(shown) and \(items.count - 5) more" : shown
    }
}
