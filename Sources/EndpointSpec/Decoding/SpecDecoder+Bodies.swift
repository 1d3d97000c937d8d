import HTTPSemantics

// MARK: - Bodies and their media types

extension SpecDecoder {
    /// A decoded request or response body: its type and media type.
    struct DecodedBody {
        /// The body's type: the schema for JSON, `string` for text, `byte` (`Data`) for binary.
        var schema: Schema
        /// The body's `contentType`.
        var mediaType: BodyMediaType
        /// A form body's `encoding`.
        var encodings: [FormFieldEncoding] = []
        /// `optional: true`: the body may be left out.
        var isOptional = false
        /// Where a request body's `contentType` value, `encoding` key and first schema key are written, for the
        /// validator (``SpecSourceMap``).
        var contentTypeLocation: SourceLocation? = nil
        var encodingLocation: SourceLocation? = nil
        var schemaKeyLocation: SourceLocation? = nil
    }

    /// Decodes an endpoint's `body`: one body object, or an array of them — the body and the other media types it
    /// may be sent as, each a different media type.
    mutating func decodeRequestBodies(_ member: JSONNode.Member, endpointName: String) -> [DecodedBody] {
        guard case .array(let elements) = member.value.value else {
            return [decodeRequestBody(member, endpointName: endpointName)]
        }
        guard !elements.isEmpty else {
            log.error(
                "the body of endpoint '\(endpointName)' lists no media type; write one body object, or remove 'body'",
                at: member.value.location
            )
            return []
        }
        var bodies: [DecodedBody] = []
        var essences: [String: SourceLocation] = [:]
        for element in elements {
            let body = decodeRequestBody(
                JSONNode.Member(key: member.key, keyLocation: element.location, value: element),
                endpointName: endpointName
            )
            let essence = body.mediaType.essence
            if let first = essences[essence] {
                log.error(
                    "the body of endpoint '\(endpointName)' lists \(essence) twice; each alternative is another "
                        + "media type",
                    at: element.location,
                    notes: [("first listed here", first)]
                )
                continue
            }
            essences[essence] = element.location
            bodies.append(body)
        }
        return bodies
    }

    /// Decodes one body object of an endpoint's `body`: a schema plus `contentType`.
    mutating func decodeRequestBody(_ member: JSONNode.Member, endpointName: String) -> DecodedBody {
        let context = "the body of endpoint '\(endpointName)'"
        guard let view = object(member.value, context: context, keys: SpecKeys.body) else {
            return DecodedBody(schema: Schema(.any, location: member.value.location), mediaType: .json)
        }
        guard let mediaType = decodeMediaType(in: view, isRequest: true)?.forRequest else {
            return DecodedBody(schema: decodeSchema(view), mediaType: .json)
        }
        var body = decodeRequestBodyContent(view, mediaType: mediaType)
        body.isOptional = bool("optional", in: view) ?? false
        body.contentTypeLocation = view["contentType"]?.value.location
        body.encodingLocation = view["encoding"]?.keyLocation
        return body
    }

    /// Decodes one request body object of `mediaType` (its `contentType`): the validator checks what its media type
    /// allows (`SpecValidator+Bodies`).
    private mutating func decodeRequestBodyContent(_ view: ObjectView, mediaType: BodyMediaType) -> DecodedBody {
        if mediaType.essence == "multipart/form-data", view.contains("$ref") {
            return decodeTypedMultipartBody(view, mediaType: mediaType)
        }
        // The model keeps the encoding of a form or typed multipart body only.
        if mediaType.kind != .form, let member = view["encoding"] {
            log.error(
                "'encoding' applies only to an application/x-www-form-urlencoded body or a typed multipart/form-data "
                    + "body, not \(mediaType.essence)",
                at: member.keyLocation
            )
        }
        guard mediaType.kind == .form else { return decodeBodySchema(view, mediaType: mediaType) }
        let encodings = decodeFieldEncodings(in: view)
        let schemaKeys = view.members.filter { !Self.bodyOnlyKeys.contains($0.key) }
        guard let firstSchemaKey = schemaKeys.first else {
            let schema = Schema(.byte, description: string("description", in: view), location: view.location)
            return DecodedBody(schema: schema, mediaType: mediaType, encodings: encodings)
        }
        var body = DecodedBody(schema: decodeSchema(view), mediaType: mediaType, encodings: encodings)
        body.schemaKeyLocation = firstSchemaKey.keyLocation
        return body
    }

    /// The keys of a request body object that are not about its type.
    static let bodyOnlyKeys: Set<String> = ["contentType", "description", "encoding", "optional"]

    /// Decodes a typed `multipart/form-data` body: a `$ref` to an object model whose properties are the parts, and
    /// an `encoding` that may give each part's `contentType`.
    private mutating func decodeTypedMultipartBody(_ view: ObjectView, mediaType: BodyMediaType) -> DecodedBody {
        let encodings = decodeFieldEncodings(in: view)
        let schemaKeys = view.members.filter { !Self.bodyOnlyKeys.contains($0.key) }
        let schema = decodeSchema(view)
        if case .reference = schema.kind {
        } else if let first = schemaKeys.first {
            log.error(
                "a typed multipart body is the properties of a model: write only '$ref' to an object model",
                at: first.keyLocation
            )
        }
        return DecodedBody(schema: schema, mediaType: mediaType, encodings: encodings)
    }

    /// Decodes a form body's `encoding`: field name → `style` (`form`, `spaceDelimited`, `pipeDelimited`,
    /// `deepObject`) and `explode`.
    private mutating func decodeFieldEncodings(in view: ObjectView) -> [FormFieldEncoding] {
        var encodings: [FormFieldEncoding] = []
        for member in members("encoding", in: view) ?? [] {
            guard
                let field = object(
                    member.value,
                    context: "the encoding of form field '\(member.key)'",
                    anchor: member.keyLocation,
                    keys: SpecKeys.fieldEncoding
                )
            else { continue }
            var style = FormFieldEncoding.Style.form
            if let text = string("style", in: field), let styleMember = field["style"] {
                let names = FormFieldEncoding.Style.allCases.map(\.rawValue)
                if let known = FormFieldEncoding.Style(rawValue: text) {
                    style = known
                } else {
                    log.error(
                        "unknown style '\(text)'"
                            + (Suggestion.closest(to: text, in: names).map { "; did you mean '\($0)'?" }
                                ?? "; use \(Self.list(names, conjunction: "or"))"),
                        at: styleMember.value.location
                    )
                }
            }
            encodings.append(
                FormFieldEncoding(
                    name: member.key,
                    style: style,
                    explode: bool("explode", in: field),
                    contentType: string("contentType", in: field),
                    location: member.keyLocation
                )
            )
        }
        return encodings
    }

    /// Decodes the body of a response object (whose own keys `responseOnly` lists), or `nil` for a response without
    /// a body.
    mutating func decodeResponseBody(_ view: ObjectView) -> DecodedBody? {
        let hasSchema = view.members.contains { !SpecKeys.responseOnly.contains($0.key) }
        guard let mediaType = decodeMediaType(in: view, isRequest: false)?.forResponse else {
            // The media type's problem is reported; the schema, if any, is still checked.
            guard hasSchema else { return nil }
            var schema = decodeSchema(view)
            schema.description = nil
            return DecodedBody(schema: schema, mediaType: .json)
        }
        if mediaType.kind.isStreaming {
            // The schema of each event's data (text as it is by default) or of each value (any JSON by default).
            guard hasSchema else {
                let kind: Schema.Kind = mediaType.kind == .eventStream ? .string : .any
                return DecodedBody(schema: Schema(kind, location: view.location), mediaType: mediaType)
            }
            var schema = decodeSchema(view)
            schema.description = nil
            return DecodedBody(schema: schema, mediaType: mediaType)
        }
        if !hasSchema, mediaType.kind == .json {
            if let member = view["contentType"] {
                log.error(
                    "\(view.context) declares 'contentType' \(mediaType.essence) but no body; add 'type' or '$ref', "
                        + "or remove 'contentType' for a response without a body",
                    at: member.keyLocation
                )
            }
            return nil
        }
        var body = decodeBodySchema(view, mediaType: mediaType)
        body.schema.description = nil
        return body
    }

    /// The body's schema for `mediaType`: the schema keys for JSON; for text and binary, the implied `String` or
    /// `Data`, after reporting every schema key that does not fit.
    private mutating func decodeBodySchema(_ view: ObjectView, mediaType: BodyMediaType) -> DecodedBody {
        guard mediaType.kind != .json else { return DecodedBody(schema: decodeSchema(view), mediaType: mediaType) }
        let isText = mediaType.kind == .text
        let swiftType = isText ? "String" : "Data"
        for member in view.members
        where !SpecKeys.responseOnly.contains(member.key) && !Self.bodyOnlyKeys.contains(member.key) {
            if case .string(let value) = member.value.value,
                (member.key == "type" && value == "string") || (member.key == "format" && !isText && value == "binary")
            {
                continue
            }
            let expected =
                isText
                ? "write no schema or '\"type\": \"string\"'"
                : "write no schema or '\"type\": \"string\", \"format\": \"binary\"'"
            log.error(
                "'\(member.key)' does not fit \(view.context), whose media type \(mediaType.essence) makes it "
                    + "\(isText ? "text" : "raw bytes") (\(swiftType)); \(expected)",
                at: member.keyLocation
            )
        }
        let schema = Schema(
            isText ? .string : .byte,
            description: string("description", in: view),
            location: view.location
        )
        return DecodedBody(schema: schema, mediaType: mediaType)
    }

    /// Decodes `contentType` in `view`: a concrete media type (`application/json` when absent), or `nil` when it is
    /// not one (reported).
    private mutating func decodeMediaType(in view: ObjectView, isRequest: Bool) -> BodyMediaType? {
        guard view.contains("contentType") else { return .json }
        guard let text = string("contentType", in: view), let member = view["contentType"] else { return nil }
        switch BodyMediaType.parse(text) {
        case .failure(.wildcard):
            log.error(
                "'contentType' must name one media type, not a range such as '\(text)'; use for example "
                    + "application/octet-stream or text/plain",
                at: member.value.location
            )
            return nil
        case .failure(.malformed(let reason)):
            log.error("'contentType' is not a media type: \(reason)", at: member.value.location)
            return nil
        case .success(let mediaType):
            if mediaType.kind == .text, let charset = mediaType.charset,
                !BodyMediaType.isSupportedCharset(charset)
            {
                log.error(
                    "unsupported charset '\(charset)' in 'contentType'; use "
                        + Self.list(Self.suggestedCharsets, conjunction: "or"),
                    at: member.value.location
                )
            }
            return mediaType
        }
    }

    /// The charsets an unsupported one's message suggests, by their preferred names.
    private static let suggestedCharsets = [TextCharset.utf8, .usASCII, .isoLatin1, .windows1252, .utf16].map(
        \.preferredName
    )
}
