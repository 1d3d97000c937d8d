import EndpointSpec

// MARK: - Media types: what a body's `content` offers, and the typed forms, multipart bodies and streams of it

extension OpenAPIConverter {
    /// The body `node`'s `content` declares: the schema of its JSON media type when it has one (`mediaType`
    /// `nil`), else the first concrete media type in document order as text (`String`) or raw bytes (`Data`).
    mutating func content(
        of node: JSONNode,
        describing subject: String,
        hint: String,
        isRequest: Bool
    ) -> (schema: ImportedSchema, mediaType: String?, encodings: [FormFieldEncoding])? {
        guard let content = node.member("content"), let mediaTypes = content.value.objectMembers, !mediaTypes.isEmpty
        else { return nil }
        if isRequest, Self.jsonMediaType(in: node) == nil, let form = typedForm(among: mediaTypes, hint: hint) {
            return (form.schema, Self.formMediaType, form.encodings)
        }
        if isRequest, Self.jsonMediaType(in: node) == nil,
            let multipart = typedMultipart(among: mediaTypes, hint: hint)
        {
            return (multipart.schema, Self.multipartMediaType, multipart.encodings)
        }
        guard let json = Self.jsonMediaType(in: node) else {
            let chosen = nonJSONMediaType(among: mediaTypes, describing: subject, isRequest: isRequest)
            let kind = (try? BodyMediaType.parse(chosen).get())?.kind
            if !isRequest, let kind, kind.isStreaming, let member = mediaTypes.first(where: { $0.key == chosen }) {
                return (streamItemSchema(of: member.value, kind: kind, hint: hint), chosen, [])
            }
            let isText = kind == .text
            var schema = ImportedSchema(.primitive(type: "string", format: isText ? nil : "binary"))
            if let member = mediaTypes.first(where: { $0.key == chosen }),
                let description = member.value["schema"]?.text("description")
            {
                schema.description = description
            }
            return (schema, chosen, [])
        }
        for key in ["encoding"] {
            if let unsupported = json.value.member(key) {
                warn(
                    "'\(key)' is not supported for JSON content and is ignored",
                    at: unsupported.keyLocation,
                    loss: .init(.body)
                )
            }
        }
        guard let schema = json.value["schema"] else { return (ImportedSchema(.any), nil, []) }
        return (convertSchema(schema, hint: hint), nil, [])
    }

    /// The media type of forms.
    static let formMediaType = "application/x-www-form-urlencoded"

    /// The schema of each event's data or each value of a streaming media type object: its `itemSchema` (OpenAPI
    /// 3.2), else its `schema` — whose `items` for an array, since OpenAPI describes a sequence as a whole as an
    /// array. For `text/event-stream`, an item schema shaped like an event (`data` among its properties) gives the
    /// data's schema: its `contentSchema`, else the text; no schema at all is text for events and any JSON for values.
    mutating func streamItemSchema(of media: JSONNode, kind: BodyMediaType.Kind, hint: String) -> ImportedSchema {
        let fallback = ImportedSchema(kind == .eventStream ? .primitive(type: "string", format: nil) : .any)
        if let itemNode = media["itemSchema"] {
            let item = dereferenced(itemNode, section: "schema") ?? itemNode
            if kind == .eventStream, let data = item["properties"]?["data"] {
                if let content = data["contentSchema"] { return convertSchema(content, hint: hint) }
                return fallback
            }
            return convertSchema(itemNode, hint: hint)
        }
        guard let schema = media["schema"] else { return fallback }
        let resolved = dereferenced(schema, section: "schema") ?? schema
        if resolved.string("type") == "array", let items = resolved["items"] {
            return convertSchema(items, hint: hint)
        }
        if kind == .eventStream, resolved.string("type") == "string", resolved["format"] == nil { return fallback }
        return convertSchema(schema, hint: hint)
    }

    /// The media type of typed multipart bodies.
    static let multipartMediaType = "multipart/form-data"

    /// A `multipart/form-data` media type among `mediaTypes` whose schema is an object (a model, hoisted as `hint`
    /// when inline), with each part's `contentType` from its `encoding` (the first concrete one of a list; a range
    /// such as `image/*` leaves the default); `nil` when there is none (the body is then imported as raw bytes).
    private mutating func typedMultipart(
        among mediaTypes: [JSONNode.Member],
        hint: String
    ) -> (schema: ImportedSchema, encodings: [FormFieldEncoding])? {
        guard let multipart = mediaTypes.first(where: { Self.mediaTypeEssence($0.key) == Self.multipartMediaType }),
            let schemaNode = multipart.value["schema"]
        else { return nil }
        let schema = convertFieldsSchema(schemaNode, kind: "multipart", hint: hint)
        // An enumeration or union model has no fields to send (`anyOf: [{ enum: [true] }]`).
        guard case .reference(let name) = schema.kind, modelShape(named: name) == .object else { return nil }
        var encodings: [FormFieldEncoding] = []
        for field in multipart.value.member("encoding")?.value.objectMembers ?? [] {
            warnAboutUnsupportedPartEncoding(of: field)
            let listed = field.value.string("contentType")?.split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard let contentType = listed?.first(where: { (try? BodyMediaType.parse($0).get()) != nil }) else {
                continue
            }
            encodings.append(FormFieldEncoding(name: field.key, contentType: contentType, location: field.keyLocation))
        }
        return (schema, encodings)
    }

    /// Warns about what a multipart field's `encoding` asks for that the client does not do: part `headers`, a
    /// `style` other than `form` and `explode: false`. What the client does anyway is said without a warning:
    /// `style: form` with `explode` left out or `true` (an array repeats the part once per element) and
    /// `allowReserved` (a part's value is never percent-encoded).
    private mutating func warnAboutUnsupportedPartEncoding(of field: JSONNode.Member) {
        var unsupported: [JSONNode.Member] = []
        if let headers = field.value.member("headers") { unsupported.append(headers) }
        if let style = field.value.member("style"), style.value.stringValue != "form" { unsupported.append(style) }
        if let explode = field.value.member("explode"), explode.value.boolValue != true { unsupported.append(explode) }
        for member in unsupported {
            warn(
                "'\(member.key)' of multipart field '\(field.key)' is not supported and is ignored",
                at: member.keyLocation,
                loss: .init(.body)
            )
        }
    }

    /// A form media type among `mediaTypes` whose schema is an object (a model, hoisted as `hint` when inline), with
    /// its fields' `encoding`; `nil` when there is none (the form is then imported as raw bytes).
    private mutating func typedForm(
        among mediaTypes: [JSONNode.Member],
        hint: String
    ) -> (schema: ImportedSchema, encodings: [FormFieldEncoding])? {
        guard let form = mediaTypes.first(where: { Self.mediaTypeEssence($0.key) == Self.formMediaType }),
            let schemaNode = form.value["schema"]
        else { return nil }
        let schema = convertFieldsSchema(schemaNode, kind: "form", hint: hint)
        // An enumeration or union model has no fields to send (`anyOf: [{ enum: [true] }]`).
        guard case .reference(let name) = schema.kind, modelShape(named: name) == .object else { return nil }
        var encodings: [FormFieldEncoding] = []
        for field in form.value.member("encoding")?.value.objectMembers ?? [] {
            var style = FormFieldEncoding.Style.form
            if let text = field.value.string("style") {
                if let known = FormFieldEncoding.Style(rawValue: text) {
                    style = known
                } else {
                    warn(
                        "form field '\(field.key)' has style '\(text)', which a form cannot use; it is written as "
                            + "'form'",
                        at: field.keyLocation,
                        loss: .init(.body)
                    )
                }
            }
            var explode: Bool?
            if case .bool(let flag)? = field.value.member("explode")?.value.value { explode = flag }
            for key in ["contentType", "headers", "allowReserved"] {
                if let ignored = field.value.member(key) {
                    warn(
                        "'\(key)' of form field '\(field.key)' is not supported and is ignored",
                        at: ignored.keyLocation,
                        loss: .init(.body)
                    )
                }
            }
            let encoding = FormFieldEncoding(
                name: field.key,
                style: style,
                explode: explode,
                location: field.keyLocation
            )
            if encoding != FormFieldEncoding(name: field.key, location: field.keyLocation) {
                encodings.append(encoding)
            }
        }
        return (schema, encodings)
    }

    /// The media type a body without JSON content is imported as: the first concrete one (a range such as `text/*`
    /// or `*/*` becomes `text/plain` or `application/octet-stream`), with a warning where the spec format keeps it
    /// as raw bytes only for now (forms, multipart requests, which get a fixed boundary) or cannot read it.
    private mutating func nonJSONMediaType(
        among mediaTypes: [JSONNode.Member],
        describing subject: String,
        isRequest: Bool
    ) -> String {
        let parsed = mediaTypes.map { ($0, BodyMediaType.parse($0.key)) }
        guard let (member, result) = parsed.first(where: { (try? $0.1.get()) != nil }) ?? parsed.first else {
            return Self.octetStream
        }
        switch result {
        case .failure(.wildcard):
            return Self.mediaTypeEssence(member.key).hasPrefix("text/") ? "text/plain" : Self.octetStream
        case .failure(.malformed(let reason)):
            warn(
                "the \(subject)'s media type '\(member.key)' is not a media type (\(reason)); it is imported as "
                    + "raw bytes, \(Self.octetStream)",
                at: member.keyLocation,
                loss: .init(isRequest ? .body : .response)
            )
            return Self.octetStream
        case .success(let mediaType):
            if isRequest, mediaType.essence == "application/x-www-form-urlencoded" {
                warn(
                    "the \(subject) is \(mediaType.essence) without an object schema, so it is imported as raw bytes "
                        + "(Data) the caller encodes",
                    at: member.keyLocation,
                    loss: .init(.body)
                )
            }
            if isRequest, mediaType.essence.hasPrefix("multipart/") {
                let boundary = "\(mediaType.essence); boundary=\(Self.multipartBoundary)"
                warn(
                    "the \(subject) is \(mediaType.essence), imported as raw bytes (Data) the caller encodes with the "
                        + "boundary '\(Self.multipartBoundary)' (sent as '\(boundary)'); only a multipart/form-data "
                        + "body whose schema is an object is typed",
                    at: member.keyLocation,
                    loss: .init(.body)
                )
                return boundary
            }
            return member.key
        }
    }

    /// The media type of raw bytes.
    static let octetStream = "application/octet-stream"

    /// The boundary of an imported multipart request body, which the caller's bytes must use.
    static let multipartBoundary = "endpointkit-boundary-7MA4YWxkTrZu0gW"

    /// The media type without parameters, lowercased: `application/json; charset=utf-8` → `application/json`.
    static func mediaTypeEssence(_ mediaType: String) -> String {
        String(mediaType.prefix { $0 != ";" }).lowercased().filter { $0 != " " }
    }

    /// Whether `mediaType` is JSON: `application/json`, `text/json` or any `*/*+json`.
    static func isJSONMediaType(_ mediaType: String) -> Bool {
        let essence = mediaTypeEssence(mediaType)
        guard let slash = essence.firstIndex(of: "/") else { return false }
        let subtype = essence[essence.index(after: slash)...]
        return subtype == "json" || subtype.hasSuffix("+json")
    }
}
