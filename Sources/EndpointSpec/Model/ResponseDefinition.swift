/// One entry of `responses`: a status, the body's type, and the headers the response declares.
public struct ResponseDefinition: Hashable, Sendable {
    /// The key of the entry.
    public enum Status: Hashable, Sendable, Comparable {
        /// An exact code such as `200`.
        case code(Int)
        /// A range such as `4XX`, holding its first digit (4).
        case range(Int)
        /// `default`: every status not listed otherwise.
        case `default`
    }

    /// The status this response describes.
    public var status: Status
    /// The body's type, or `nil` for a response without a body (`{}`); `String` for a text body and `Data` for a
    /// binary one (see ``mediaType``); for a streaming media type, the type of each event's data or each value.
    public var schema: Schema?
    /// The body's `contentType`: `application/json` unless the spec says otherwise.
    public var mediaType: BodyMediaType
    /// `description`.
    public var description: String?
    /// `headers`: the response headers the server sends with this response, in source order.
    public var headers: [ResponseHeaderDefinition]
    /// `sentinel`: for a `text/event-stream` response, the `data` of the event that ends the stream cleanly (for
    /// example `[DONE]`); that event is not delivered.
    public var sentinel: String?
    /// `stream`: the streaming media type a success response also offers, generated as a second call
    /// (``StreamingAlternative``); `nil` for most responses.
    public var stream: StreamingAlternative?
    /// `swiftName`: the Swift case name of this response in a generated error or success enum, overriding the
    /// one derived from the status (`404` → `notFound`).
    public var swiftName: String?
    /// Where the response's key is written.
    public var location: SourceLocation

    /// Creates a response.
    public init(
        status: Status,
        schema: Schema?,
        mediaType: BodyMediaType = .json,
        description: String? = nil,
        headers: [ResponseHeaderDefinition] = [],
        sentinel: String? = nil,
        swiftName: String? = nil,
        location: SourceLocation
    ) {
        self.status = status
        self.schema = schema
        self.mediaType = mediaType
        self.description = description
        self.headers = headers
        self.sentinel = sentinel
        self.swiftName = swiftName
        self.location = location
    }

    /// Whether the status is a success: a 2xx code or `2XX`.
    public var isSuccess: Bool {
        switch status {
        case .code(let code): (200..<300).contains(code)
        case .range(let digit): digit == 2
        case .default: false
        }
    }
}

/// One entry of a response's `headers`: a header the server sends, and the type its value has.
public struct ResponseHeaderDefinition: Hashable, Sendable {
    /// The header's name exactly as written, for example `X-RateLimit-Remaining` (matched case-insensitively).
    public var name: String
    /// `swiftName`: the Swift property name, overriding the derived one (`X-RateLimit-Remaining` →
    /// `xRateLimitRemaining`).
    public var swiftName: String?
    /// The value's type: a scalar, a string enumeration, or an array of those (a comma-separated list).
    public var schema: Schema
    /// `required`: whether every response of this status carries the header.
    public var isRequired: Bool
    /// Where the header's key is written.
    public var location: SourceLocation

    /// Creates a response header.
    public init(
        name: String,
        swiftName: String? = nil,
        schema: Schema,
        isRequired: Bool = false,
        location: SourceLocation
    ) {
        self.name = name
        self.swiftName = swiftName
        self.schema = schema
        self.isRequired = isRequired
        self.location = location
    }
}
