import EndpointSpec

// MARK: - Request bodies and responses

extension OpenAPIConverter {
    /// The JSON request body's schema, hoisting an inline object as `{Operation}Request`.
    mutating func convertRequestBody(_ member: JSONNode.Member, operationType: String) -> ImportedSchema? {
        guard let body = dereferenced(member.value, section: "request body"), body.isObject else { return nil }
        guard
            let content = jsonContent(
                of: body,
                describing: "request body",
                hint: Self.typeName(operationType, "Request")
            )
        else {
            return nil
        }
        var schema = content
        if let description = body.text("description") { schema.description = description }
        return schema
    }

    /// Every response of an operation, in document order.
    mutating func convertResponses(
        _ member: JSONNode.Member?,
        operationType: String,
        at operationLocation: SourceLocation
    ) -> [ImportedResponse] {
        guard let member else {
            warn("the operation has no 'responses'", at: operationLocation)
            return []
        }
        var responses: [ImportedResponse] = []
        for response in member.value.objectMembers ?? [] where !response.key.hasPrefix("x-") {
            guard let status = Self.normalizedStatus(response.key) else {
                warn(
                    "response status '\(response.key)' is not a status code, a range such as '4XX', or 'default'; "
                        + "it is ignored",
                    at: response.keyLocation
                )
                continue
            }
            if responses.contains(where: { $0.status == status }) {
                warn("response status '\(response.key)' repeats '\(status)'; it is ignored", at: response.keyLocation)
                continue
            }
            guard let node = dereferenced(response.value, section: "response"), node.isObject else { continue }
            if let links = node.member("links"), links.value.objectMembers?.isEmpty == false {
                warn(
                    "response links are not supported; the \(status) response's 'links' are ignored",
                    at: links.keyLocation
                )
            }
            let statusName = status == "default" ? "Default" : status
            let schema = jsonContent(
                of: node,
                describing: "\(status) response",
                hint: Self.typeName(operationType, statusName, "Response")
            )
            let headers = convertResponseHeaders(
                of: node,
                status: status,
                hint: Self.typeName(operationType, statusName)
            )
            let headerExamples = headers.compactMap { header in
                header.example.map { ExampleHeader(name: header.name, value: $0) }
            }
            var examples = schema == nil ? [] : jsonExamples(of: node, status: status)
            for index in examples.indices { examples[index].headers = headerExamples }
            responses.append(
                ImportedResponse(
                    status: status,
                    schema: schema,
                    description: node.text("description"),
                    location: response.keyLocation,
                    examples: examples,
                    headers: headers,
                    componentName: response.value.string("$ref").flatMap(JSONPointer.init(reference:))?
                        .componentName(in: "responses")
                )
            )
        }
        reconcileSuccessHeaders(&responses)
        Self.nameResponsesAfterComponents(&responses)
        return responses
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
    private static func jsonMediaType(in node: JSONNode) -> JSONNode.Member? {
        guard let mediaTypes = node.member("content")?.value.objectMembers else { return nil }
        return mediaTypes.first { mediaTypeEssence($0.key) == "application/json" }
            ?? mediaTypes.first { isJSONMediaType($0.key) }
    }

    /// The response examples of the JSON media type in `node`: its `example`, or the `value` of each of its
    /// `examples` (`$ref`s to `components/examples` resolved); an `externalValue` is skipped with a warning.
    private mutating func jsonExamples(of node: JSONNode, status: String) -> [ImportedExample] {
        guard let json = Self.jsonMediaType(in: node)?.value else { return [] }
        if let example = json.member("example") {
            return [ImportedExample(node: example.value)]
        }
        var examples: [ImportedExample] = []
        for member in json.member("examples")?.value.objectMembers ?? [] {
            guard let example = dereferenced(member.value, section: "example"), example.isObject else { continue }
            if let value = example.member("value") {
                examples.append(ImportedExample(node: value.value))
            } else if let external = example.member("externalValue") {
                warn(
                    "example '\(member.key)' of the \(status) response has only an 'externalValue', which is not "
                        + "loaded; it is not served",
                    at: external.keyLocation
                )
            }
        }
        return examples
    }

    /// The schema of the JSON media type in `node`'s `content`; a warning when there is content but none is JSON.
    private mutating func jsonContent(of node: JSONNode, describing subject: String, hint: String) -> ImportedSchema? {
        guard let content = node.member("content"), let mediaTypes = content.value.objectMembers, !mediaTypes.isEmpty
        else { return nil }
        guard let json = Self.jsonMediaType(in: node) else {
            let listed = mediaTypes.map { "'\($0.key)'" }.joined(separator: ", ")
            warn(
                "the \(subject) has no JSON content (\(listed)); only application/json and *+json are supported, so "
                    + "it is imported without a body",
                at: content.keyLocation
            )
            return nil
        }
        for key in ["encoding"] {
            if let unsupported = json.value.member(key) {
                warn("'\(key)' is not supported for JSON content and is ignored", at: unsupported.keyLocation)
            }
        }
        guard let schema = json.value["schema"] else { return ImportedSchema(.any) }
        return convertSchema(schema, hint: hint)
    }

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
