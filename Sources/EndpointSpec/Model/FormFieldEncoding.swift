/// How one field of an `application/x-www-form-urlencoded` or typed `multipart/form-data` request body is written:
/// an entry of the body's `encoding`, as OpenAPI's `encoding` object says it.
public struct FormFieldEncoding: Hashable, Sendable {
    /// `style`.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// `form`: arrays repeat the name when exploded, else one comma-joined field.
        case form
        /// `spaceDelimited`: an array as one field, elements joined with spaces.
        case spaceDelimited
        /// `pipeDelimited`: an array as one field, elements joined with `|`.
        case pipeDelimited
        /// `deepObject`: every leaf under its bracketed path, `filter[size][min]=1`.
        case deepObject
    }

    /// The field's JSON name (a property of the body's model).
    public var name: String
    /// `style` (default `form`).
    public var style: Style
    /// `explode` (default `true` for `form`, `false` otherwise).
    public var explode: Bool
    /// `contentType` of a multipart field: the `Content-Type` its part is sent with (`nil`: the default for its
    /// type, `application/octet-stream` for a file).
    public var contentType: String?
    /// Where the field's key is written.
    public var location: SourceLocation

    /// Creates a field encoding.
    public init(
        name: String,
        style: Style = .form,
        explode: Bool? = nil,
        contentType: String? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.style = style
        self.explode = explode ?? (style == .form)
        self.contentType = contentType
        self.location = location
    }
}
