import EndpointSpec

/// One operation converted for the spec's `endpoints` section.
struct ImportedEndpoint: Sendable {
    /// The endpoint's name, a Swift member name.
    var name: String
    /// The uppercased HTTP method.
    var method: String
    /// The path template, for example `/pets/{petId}`.
    var path: String
    /// `summary`.
    var summary: String?
    /// `description`.
    var description: String?
    /// `deprecated: true`.
    var isDeprecated = false
    /// Path, query and header parameters, in OpenAPI order (path-level first).
    var parameters: [ImportedParameter] = []
    /// The request body, if any (a `string` for a text or binary body).
    var body: ImportedSchema?
    /// The request body's media type, `nil` for JSON (the spec format's default, not written).
    var bodyMediaType: String?
    /// A form body's fields that are not written `form`, exploded.
    var bodyEncodings: [FormFieldEncoding] = []
    /// The other media types the operation's request body is offered in, in document order.
    var alternativeBodies: [ImportedAlternativeBody] = []
    /// Whether the `requestBody` is not marked `required` (OpenAPI's default): the call may leave it out.
    var isBodyOptional = false
    /// Responses in OpenAPI order.
    var responses: [ImportedResponse] = []
    /// The operation's `security` as written, converted once the document's schemes are known.
    var securityNode: JSONNode?
    /// `security`, from the operation's own list; `nil` when it has none and the document's applies.
    var security: [SecurityRequirement]?
    /// Where the operation's method key is written.
    var location: SourceLocation
    /// `tags`, in source order.
    var tags: [String] = []
    /// `operationId`, when it differs from ``name``.
    var operationID: String?
    /// The URL of the path item's or operation's own `servers`, when it differs from the document's.
    var baseURL: String?
    /// The query items the path key writes (`/request/{id}?view=status`), sent with every request.
    var constantQueryItems: [ConstantQueryItem] = []
    /// The pagination a vendor extension declares (`x-speakeasy-pagination`, `x-fern-pagination`, …).
    var pagination: PaginationDefinition?
}

/// One endpoint parameter.
struct ImportedParameter: Sendable {
    /// The wire name.
    var name: String
    /// An explicit Swift name, set only to resolve a collision.
    var swiftName: String?
    /// `path`, `query` or `header`.
    var location: String
    /// The parameter's type, carrying its description.
    var schema: ImportedSchema
    /// `required: true` (never written for path parameters, which are always required).
    var isRequired: Bool
    /// `style`, when it is not the location's default.
    var style: ParameterStyle? = nil
    /// `explode`, when it is not the style's default.
    var explode: Bool? = nil
    /// Whether a path parameter's value may span segments (`multiSegment`).
    var isMultiSegment = false
    /// Where the parameter is written (for a placeholder nothing declares, the operation).
    var sourceLocation: SourceLocation
}

/// One endpoint response.
struct ImportedResponse: Sendable {
    /// `200`, `4XX` or `default`.
    var status: String
    /// The body's type, or `nil` for a response without a body (a `string` for a text or binary body).
    var schema: ImportedSchema?
    /// The body's media type, `nil` for JSON (the spec format's default, not written).
    var mediaType: String?
    /// `description`.
    var description: String?
    /// Where the response's status key is written.
    var location: SourceLocation
    /// The JSON content's `example`, or the `value`s of its `examples`, in document order.
    var examples: [ImportedExample] = []
    /// `headers`, in document order.
    var headers: [ImportedHeader] = []
    /// The case name, set from the `components/responses` entry the response refers to.
    var swiftName: String?
    /// The `components/responses` entry the response is a `$ref` to, if any.
    var componentName: String?
    /// The streaming media type the response offers beside its JSON content, imported as a second call.
    var stream: ImportedStream?

    /// Whether the status is a 2xx code or `2XX`.
    var isSuccess: Bool { status.hasPrefix("2") }

    /// The status an example of this response is served with: the code, the first of a range (`4XX` → 400);
    /// `nil` for `default`, which names no status.
    var exampleStatus: Int? {
        if let code = Int(status) { return code }
        guard status.hasSuffix("XX"), let digit = Int(status.prefix(1)) else { return nil }
        return digit * 100
    }
}

/// A response body example from an OpenAPI document, served by the stub server.
struct ImportedExample: Sendable {
    /// The example value as written.
    var node: JSONNode
    /// Its key under `examples`; `nil` for a media type's single `example`.
    var name: String?
    /// The response's header examples, sent with the body.
    var headers: [ExampleHeader] = []
    /// The items of an example of a response's `stream`, read from its event-stream text; `nil` for any other.
    var streamItems: SpecValue? = nil
    /// The body: the stream's items, else the example value.
    var body: SpecValue { streamItems ?? node.specValue }
    /// Where the example value is written.
    var location: SourceLocation { node.location }
}

/// Another media type an operation's request body is offered in, beside the one imported as its body.
struct ImportedAlternativeBody: Sendable {
    /// The body (a `string` for a text or binary body).
    var schema: ImportedSchema
    /// Its media type (never JSON: a JSON media type is the body whenever it is offered).
    var mediaType: String
    /// A form's or typed multipart body's fields' `encoding`.
    var encodings: [FormFieldEncoding]
}

/// The streaming media type a success response offers beside its JSON content (`text/event-stream` next to
/// `application/json` under one `200`): the spec's response `stream`.
struct ImportedStream: Sendable {
    /// The streaming media type as written, for example `text/event-stream`.
    var mediaType: String
    /// The schema of each event's data or each value.
    var schema: ImportedSchema
    /// Where the media type's key is written.
    var location: SourceLocation
    /// The media type's examples of event-stream text, as the events they list.
    var examples: [ImportedExample] = []
}
