import EndpointSpec

// MARK: - Request bodies and responses

extension OpenAPIConverter {
    /// The request body's schema and media type (`nil` for JSON), hoisting an inline JSON object as
    /// `{Operation}Request`, and the other media types it is offered in (``convertAlternativeBodies(of:besides:operationType:)``).
    mutating func convertRequestBody(
        _ member: JSONNode.Member,
        operationType: String
    ) -> (
        schema: ImportedSchema, mediaType: String?, encodings: [FormFieldEncoding],
        alternatives: [ImportedAlternativeBody]
    )? {
        guard let body = dereferenced(member.value, section: "request body"), body.isObject else { return nil }
        guard
            let content = content(
                of: body,
                describing: "request body",
                hint: typeName(operationType, "Request"),
                isRequest: true
            )
        else {
            return nil
        }
        let alternatives = convertAlternativeBodies(of: body, besides: content.mediaType, operationType: operationType)
        return (described(content.schema, by: body), content.mediaType, content.encodings, alternatives)
    }

    /// `schema` with the request body's `description`, when it has one.
    private func described(_ schema: ImportedSchema, by body: JSONNode) -> ImportedSchema {
        var schema = schema
        if let description = body.text("description") { schema.description = description }
        return schema
    }

    /// The other media types the request body is offered in, beside `chosen` (the body's, `nil` for JSON), in
    /// document order: each imported as a body of its own (a typed form or multipart body, text or raw bytes), so
    /// the generated client lets the caller choose. JSON media types and repeats of one already imported are
    /// left out.
    private mutating func convertAlternativeBodies(
        of body: JSONNode,
        besides chosen: String?,
        operationType: String
    ) -> [ImportedAlternativeBody] {
        guard let content = body.member("content"), let mediaTypes = content.value.objectMembers else { return [] }
        var essences: Set<String> = [chosen.map(Self.mediaTypeEssence) ?? "application/json"]
        var alternatives: [ImportedAlternativeBody] = []
        for mediaType in mediaTypes where !Self.isJSONMediaType(mediaType.key) {
            guard case .success = BodyMediaType.parse(mediaType.key) else { continue }
            guard !essences.contains(Self.mediaTypeEssence(mediaType.key)) else { continue }
            // The body offered in this one media type only, converted as a body is.
            let single = JSONNode(
                .object([
                    JSONNode.Member(
                        key: "content",
                        keyLocation: content.keyLocation,
                        value: JSONNode(.object([mediaType]), at: content.value.location)
                    )
                ]),
                at: body.location
            )
            let essence = Self.mediaTypeEssence(mediaType.key)
            let suffix =
                essence == Self.formMediaType
                ? "FormRequest" : essence == Self.multipartMediaType ? "MultipartRequest" : "Request"
            guard
                let converted = self.content(
                    of: single,
                    describing: "request body",
                    hint: typeName(operationType, suffix),
                    isRequest: true
                ), let convertedType = converted.mediaType
            else { continue }
            guard essences.insert(Self.mediaTypeEssence(convertedType)).inserted else { continue }
            alternatives.append(
                ImportedAlternativeBody(
                    schema: described(converted.schema, by: body),
                    mediaType: convertedType,
                    encodings: converted.encodings
                )
            )
        }
        return alternatives
    }

    /// Every response of an operation, in document order.
    mutating func convertResponses(
        _ member: JSONNode.Member?,
        operationType: String,
        at operationLocation: SourceLocation
    ) -> [ImportedResponse] {
        guard let member else {
            warn("the operation has no 'responses'", at: operationLocation, loss: .init(.response))
            return []
        }
        var responses: [ImportedResponse] = []
        let unnamedBodies = Self.unnamedBodies(in: member.value.objectMembers ?? [])
        var firstBodyOfShape: [String: JSONNode] = [:]
        for response in member.value.objectMembers ?? [] where !response.key.hasPrefix("x-") {
            guard let status = Self.normalizedStatus(response.key) else {
                warn(
                    "response status '\(response.key)' is not a status code, a range such as '4XX', or 'default'; "
                        + "it is ignored",
                    at: response.keyLocation,
                    loss: .init(.response)
                )
                continue
            }
            if responses.contains(where: { $0.status == status }) {
                warn(
                    "response status '\(response.key)' repeats '\(status)'; it is ignored",
                    at: response.keyLocation,
                    loss: .init(.response)
                )
                continue
            }
            guard let node = dereferenced(response.value, section: "response"), node.isObject else { continue }
            if let links = node.member("links"), links.value.objectMembers?.isEmpty == false {
                warn(
                    "response links are not supported; the \(status) response's 'links' are ignored",
                    at: links.keyLocation,
                    loss: .init(.unused)
                )
            }
            let statusName = status == "default" ? "Default" : status
            let componentName = response.value.string("$ref").flatMap(JSONPointer.init(reference:))?
                .componentName(in: "responses")
            shareModels(ofStatus: status, among: unnamedBodies, firstOfShape: &firstBodyOfShape)
            let content = content(
                of: node,
                describing: "\(status) response",
                hint: responseTypeName(componentName ?? node.text(SpecLoader.openAPIReferenceNameKey))
                    ?? roleTypeName(operationType, status: status, among: unnamedBodies)
                    ?? typeName(operationType, statusName, "Response"),
                isRequest: false
            )
            var schema = content?.schema
            let headers = convertResponseHeaders(
                of: node,
                status: status,
                hint: typeName(operationType, statusName)
            )
            let headerExamples = headers.compactMap { header in
                header.example.map { ExampleHeader(name: header.name, value: $0) }
            }
            var examples = content.map { bodyExamples(of: node, mediaType: $0.mediaType, status: status) } ?? []
            for index in examples.indices { examples[index].headers = headerExamples }
            schema = repairingFreeFormObject(schema, shownAsArrayBy: examples, status: status)
            var imported = ImportedResponse(
                status: status,
                schema: schema,
                mediaType: content?.mediaType,
                description: node.text("description"),
                location: response.keyLocation,
                examples: examples,
                headers: headers,
                componentName: componentName
            )
            if content != nil, content?.mediaType == nil {
                imported.stream = streamBesideJSON(
                    in: node,
                    status: status,
                    hint: typeName(operationType, statusName, "Stream")
                )
            }
            responses.append(imported)
        }
        addFollowedRedirect(to: &responses)
        confineStreams(&responses)
        reconcileSuccessHeaders(&responses)
        Self.nameResponsesAfterComponents(&responses, acronyms: acronyms)
        return responses
    }

    /// The type name of a response's body named by the document (a `components/responses` key, or the file or
    /// pointer a reference names): `existing_vpc` → `ExistingVPCResponse`, `NotFoundResponse` → itself; `nil` when
    /// nothing names it, or when another model has the name (a response of another file of the same name).
    private func responseTypeName(_ documentName: String?) -> String? {
        guard let documentName, !documentName.isEmpty else { return nil }
        let typed = typeName(documentName)
        let name = typed.hasSuffix("Response") ? typed : typeName(documentName, "Response")
        return reservedModelNames.contains(name) || reservedTypeNames.contains(name) ? nil : name
    }

    /// Imports as raw bytes a streaming 2xx response beside another 2xx response with a body (a call returns one
    /// stream), with a warning. (A streaming error response is read whole as bytes anyway.)
    private mutating func confineStreams(_ responses: inout [ImportedResponse]) {
        let successesWithBodies = responses.filter { $0.isSuccess && $0.schema != nil }.count
        guard successesWithBodies > 1 else { return }
        for index in responses.indices where responses[index].isSuccess {
            guard let mediaType = responses[index].mediaType,
                ImportedEndpoint.mediaType(mediaType).kind.isStreaming
            else { continue }
            warn(
                "the \(responses[index].status) response streams \(mediaType), but another 2xx response has a body "
                    + "too and a call returns one stream; it is imported as raw bytes, \(Self.octetStream)",
                at: responses[index].location,
                loss: .init(.response)
            )
            responses[index].mediaType = Self.octetStream
            responses[index].schema = ImportedSchema(.primitive(type: "string", format: "binary"))
        }
    }

    /// `200`, `4XX` (from `4xx` too) or `default`; `nil` for anything else.
    static func normalizedStatus(_ key: String) -> String? {
        if key == "default" { return key }
        let scalars = Array(key.uppercased().unicodeScalars)
        guard scalars.count == 3, ("1"..."5").contains(scalars[0]) else { return nil }
        if scalars[1] == "X", scalars[2] == "X" { return key.uppercased() }
        guard ("0"..."9").contains(scalars[1]), ("0"..."9").contains(scalars[2]) else { return nil }
        return key
    }

    /// The JSON media type of `node`'s `content`: `application/json`, else the first other JSON type.
    static func jsonMediaType(in node: JSONNode) -> JSONNode.Member? {
        guard let mediaTypes = node.member("content")?.value.objectMembers else { return nil }
        return mediaTypes.first { mediaTypeEssence($0.key) == "application/json" }
            ?? mediaTypes.first { isJSONMediaType($0.key) }
    }

    /// The response examples of the media type chosen in `node` (`nil` for JSON): its `example`, or the `value` of
    /// each of its `examples` (`$ref`s to `components/examples` resolved); an `externalValue` is skipped with a
    /// warning. A text response's examples must be strings; a binary response's are not imported (the spec gives
    /// bytes as base64, OpenAPI as they are).
    private mutating func bodyExamples(of node: JSONNode, mediaType: String?, status: String) -> [ImportedExample] {
        let chosen =
            mediaType.map { name in node.member("content")?.value.objectMembers?.first { $0.key == name } }
            ?? Self.jsonMediaType(in: node)
        guard let json = chosen?.value else { return [] }
        let kind = mediaType.flatMap { try? BodyMediaType.parse($0).get() }?.kind ?? .json
        // OpenAPI gives a stream's example as its text; the spec format lists the events.
        if kind == .binary || kind.isStreaming { return [] }
        let accepts: (JSONNode) -> Bool = { example in
            guard kind == .text else { return true }
            if case .string = example.value { return true }
            return false
        }
        if let example = json.member("example") {
            return accepts(example.value) ? [ImportedExample(node: example.value)] : []
        }
        var examples: [ImportedExample] = []
        for member in json.member("examples")?.value.objectMembers ?? [] {
            guard let example = dereferenced(member.value, section: "example"), example.isObject else { continue }
            if let value = example.member("value") {
                if accepts(value.value) { examples.append(ImportedExample(node: value.value, name: member.key)) }
            } else if let external = example.member("externalValue") {
                warn(
                    "example '\(member.key)' of the \(status) response has only an 'externalValue', which is not "
                        + "loaded; it is not served",
                    at: external.keyLocation,
                    loss: .init(.example)
                )
            }
        }
        return examples
    }
}
