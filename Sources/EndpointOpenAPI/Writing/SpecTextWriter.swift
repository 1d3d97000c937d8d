import EndpointSpec

/// Builds a converted document as a spec document with a stable key order, which the package's one JSON writer
/// (`JSONWriter` with `JSONLayout.specDocument`) or its YAML writer (`YAMLWriter`, same layout) writes as text.
///
/// Top level: `name`, `description`, `baseURL` or `servers`, `documentationURL`, `acronyms`, `securitySchemes`, `security`, `models` (sorted by name), `endpoints` (OpenAPI order).
/// Small schemas stay on one line, as in hand-written specs; structure (models, endpoints, their
/// properties, parameters and responses) is always expanded.
enum SpecTextWriter {
    /// The spec document for `spec`, as a spec file holds it (written as JSON or YAML by the caller).
    static func document(for spec: ImportedSpec) -> SpecValue {
        var members: [Member] = [("name", .string(spec.name))]
        if let description = spec.description { members.append(("description", .string(description))) }
        if !spec.servers.isEmpty {
            members.append(("servers", .array(spec.servers.map(server))))
        } else if let baseURL = spec.baseURL {
            members.append(("baseURL", .string(baseURL)))
        }
        if let url = spec.documentationURL { members.append(("documentationURL", .string(url))) }
        if !spec.acronyms.isEmpty {
            members.append(("acronyms", .array((spec.acronyms.words + spec.acronyms.compounds).map { .string($0) })))
        }
        if !spec.securitySchemes.isEmpty {
            members.append(("securitySchemes", object(spec.securitySchemes.map { ($0.name, securityScheme($0)) })))
        }
        if !spec.security.isEmpty { members.append(("security", security(spec.security))) }
        let models = spec.models.sorted { $0.name < $1.name }
        members.append(("models", object(models.map { ($0.name, model($0)) })))
        members.append(("endpoints", object(spec.endpoints.map { ($0.name, endpoint($0)) })))
        return object(members)
    }

    // MARK: - Servers

    private static func server(_ server: ServerDefinition) -> SpecValue {
        var members: [Member] = [("name", .string(server.name)), ("url", .string(server.url))]
        if let description = server.description { members.append(("description", .string(description))) }
        guard !server.variables.isEmpty else { return object(members) }
        let variables = server.variables.map { variable -> Member in
            var variableMembers: [Member] = [("default", .string(variable.defaultValue))]
            if !variable.values.isEmpty {
                variableMembers.append(("enum", .array(variable.values.map { .string($0) })))
            }
            if let description = variable.description { variableMembers.append(("description", .string(description))) }
            return (variable.name, object(variableMembers))
        }
        members.append(("variables", object(variables)))
        return object(members)
    }

    // MARK: - Models

    private static func model(_ model: ImportedModel) -> SpecValue {
        var members: [Member] = []
        if let description = model.description { members.append(("description", .string(description))) }
        if model.isDeprecated { members.append(("deprecated", .bool(true))) }
        switch model.kind {
        case .object(let properties, let required):
            let written = properties.map { property in
                var schemaMembers = schemaMembers(property.schema)
                if let swiftName = property.swiftName { schemaMembers.append(("swiftName", .string(swiftName))) }
                return (key: property.wireName, value: object(schemaMembers))
            }
            members.append(("properties", object(written)))
            members.append(("required", .array(required.map { .string($0) })))
            if let values = model.additionalProperties {
                members.append(("additionalProperties", object(schemaMembers(values))))
            }
            if let variant = model.variant { members.append(("variant", object(schemaMembers(variant)))) }
        case .enumeration(let values):
            members.append(("type", .string("string")))
            members.append(("enum", .array(values.map { .string($0) })))
        case .valueEnumeration(let enumeration):
            members += valueEnumerationMembers(enumeration)
        case .union(let alternatives, let discriminator):
            let keyword = model.isAnyOf && discriminator == nil ? "anyOf" : "oneOf"
            members.append((keyword, .array(alternatives.map { object(schemaMembers($0)) })))
            if let discriminator {
                let mapping = discriminator.mapping.map { (key: $0.value, value: SpecValue.string($0.model)) }
                let written = object([
                    ("propertyName", .string(discriminator.propertyName)), ("mapping", object(mapping)),
                ])
                members.append(("discriminator", written))
            }
        }
        return object(members)
    }

    /// `type`, `format`, `enum` and (when any value has one) `caseNames` of a value enumeration model.
    private static func valueEnumerationMembers(_ enumeration: ValueEnumeration) -> [Member] {
        var members: [Member] = []
        switch enumeration.type {
        case .integer(let format):
            members.append(("type", .string("integer")))
            if let format { members.append(("format", .string(format.rawValue))) }
        case .number(let format):
            members.append(("type", .string("number")))
            if format == .float { members.append(("format", .string("float"))) }
        case .boolean:
            members.append(("type", .string("boolean")))
        }
        members.append(("enum", .array(enumeration.cases.map(\.value))))
        if enumeration.cases.contains(where: { $0.swiftName != nil }) {
            // The importer names every case once any has a name (`caseNames` lists one per value).
            let names = enumeration.cases.map { $0.swiftName ?? ValueEnumeration.derivedCaseName(of: $0.value) }
            members.append(("caseNames", .array(names.map { .string($0) })))
        }
        return members
    }

    // MARK: - Endpoints

    /// One body object: its schema and media type, then its fields' `encoding`.
    private static func bodyObject(
        _ body: ImportedSchema,
        mediaType: String?,
        encodings: [FormFieldEncoding]
    ) -> [Member] {
        var written = bodyMembers(body, mediaType: mediaType)
        guard !encodings.isEmpty else { return written }
        let fields = encodings.map { encoding -> (key: String, value: SpecValue) in
            var members: [Member] = []
            if encoding.style != .form { members.append(("style", .string(encoding.style.rawValue))) }
            if encoding.explode != (encoding.style == .form) {
                members.append(("explode", .bool(encoding.explode)))
            }
            if let contentType = encoding.contentType { members.append(("contentType", .string(contentType))) }
            return (key: encoding.name, value: object(members))
        }
        written.append(("encoding", object(fields)))
        return written
    }

    private static func endpoint(_ endpoint: ImportedEndpoint) -> SpecValue {
        var members: [Member] = []
        if let summary = endpoint.summary { members.append(("summary", .string(summary))) }
        if let description = endpoint.description { members.append(("description", .string(description))) }
        members.append(("method", .string(endpoint.method)))
        members.append(("path", .string(endpoint.path)))
        if !endpoint.constantQueryItems.isEmpty {
            let items = endpoint.constantQueryItems.map {
                (key: $0.name, value: $0.value.map(SpecValue.string) ?? .null)
            }
            members.append(("constantQuery", object(items)))
        }
        if endpoint.isDeprecated { members.append(("deprecated", .bool(true))) }
        if let pagination = endpoint.pagination { members.append(("pagination", pagination.specValue)) }
        if !endpoint.tags.isEmpty { members.append(("tags", .array(endpoint.tags.map(SpecValue.string)))) }
        if let baseURL = endpoint.baseURL { members.append(("baseURL", .string(baseURL))) }
        if let requirements = endpoint.security { members.append(("security", security(requirements))) }
        if !endpoint.parameters.isEmpty {
            let parameters = endpoint.parameters.map { (key: $0.name, value: parameter($0)) }
            members.append(("parameters", object(parameters)))
        }
        if let body = endpoint.body {
            var first = bodyObject(body, mediaType: endpoint.bodyMediaType, encodings: endpoint.bodyEncodings)
            if endpoint.isBodyOptional { first.append(("optional", .bool(true))) }
            let written = object(first)
            // Other media types make `body` a list, the imported body first.
            let alternatives = endpoint.alternativeBodies.map {
                object(bodyObject($0.schema, mediaType: $0.mediaType, encodings: $0.encodings))
            }
            members.append(("body", alternatives.isEmpty ? written : .array([written] + alternatives)))
        }
        let responses = endpoint.responses.map { response in
            var written: [Member] =
                response.schema.map { schema -> [Member] in
                    guard let mediaType = response.mediaType else {
                        return schemaMembers(schema, includingDescription: false)
                    }
                    let contentType: [Member] = [("contentType", .string(mediaType))]
                    // A streaming response keeps the schema of each event's data or value.
                    guard ImportedEndpoint.mediaType(mediaType).kind.isStreaming else { return contentType }
                    return contentType + schemaMembers(schema, includingDescription: false)
                } ?? []
            if let description = response.description ?? response.schema?.description {
                written.append(("description", .string(description)))
            }
            if let swiftName = response.swiftName { written.append(("swiftName", .string(swiftName))) }
            if let stream = response.stream {
                let members: [Member] =
                    [("contentType", .string(stream.mediaType))]
                    + schemaMembers(stream.schema, includingDescription: false)
                written.append(("stream", object(members)))
            }
            if !response.headers.isEmpty {
                written.append(("headers", object(response.headers.map { (key: $0.name, value: header($0)) })))
            }
            return (key: response.status, value: object(written))
        }
        members.append(("responses", object(responses)))
        let examples = endpoint.exampleDefinitions.map { example -> SpecValue in
            var members: [Member] = example.name.map { [("name", .string($0))] } ?? []
            members.append(("status", .number("\(example.status)")))
            if example.isStream { members.append(("stream", .bool(true))) }
            if !example.headers.isEmpty {
                members.append(("headers", object(example.headers.map { (key: $0.name, value: .string($0.value)) })))
            }
            if let body = example.body { members.append(("body", body)) }
            return object(members)
        }
        if !examples.isEmpty { members.append(("examples", .array(examples))) }
        return object(members)
    }

    /// A request body: its schema for JSON; `contentType` (and the description) for any other media type, whose
    /// Swift type the media type implies.
    private static func bodyMembers(_ body: ImportedSchema, mediaType: String?) -> [Member] {
        guard let mediaType else { return schemaMembers(body) }
        var members: [Member] = [("contentType", .string(mediaType))]
        if case .reference = body.kind { return members + schemaMembers(body) }
        if let description = body.description { members.append(("description", .string(description))) }
        return members
    }

    private static func header(_ header: ImportedHeader) -> SpecValue {
        var members = schemaMembers(header.schema, includingDescription: false)
        if header.isRequired { members.append(("required", .bool(true))) }
        if let description = header.schema.description { members.append(("description", .string(description))) }
        if let swiftName = header.swiftName { members.append(("swiftName", .string(swiftName))) }
        return object(members)
    }

    private static func parameter(_ parameter: ImportedParameter) -> SpecValue {
        var members: [Member] = [("in", .string(parameter.location))]
        var schema = schemaMembers(parameter.schema, includingDescription: false)
        if parameter.isRequired, parameter.location != "path" { schema.append(("required", .bool(true))) }
        if let description = parameter.schema.description { schema.append(("description", .string(description))) }
        if let swiftName = parameter.swiftName { schema.append(("swiftName", .string(swiftName))) }
        if let style = parameter.style { schema.append(("style", .string(style.rawValue))) }
        if let explode = parameter.explode { schema.append(("explode", .bool(explode))) }
        if parameter.isMultiSegment { schema.append(("multiSegment", .bool(true))) }
        members.append(contentsOf: schema)
        return object(members)
    }

    // MARK: - Security

    private static func securityScheme(_ scheme: SecurityScheme) -> SpecValue {
        var members: [Member]
        switch scheme.kind {
        case .apiKey(let name, let location):
            members = [("type", .string("apiKey")), ("in", .string(location.rawValue)), ("name", .string(name))]
        case .basic:
            members = [("type", .string("http")), ("scheme", .string("basic"))]
        case .bearer(let format):
            members = [("type", .string("http")), ("scheme", .string("bearer"))]
            if let format { members.append(("bearerFormat", .string(format))) }
        case .oauth2:
            members = [("type", .string("oauth2"))]
        case .openIdConnect(let url):
            members = [("type", .string("openIdConnect"))]
            if let url { members.append(("openIdConnectUrl", .string(url))) }
        }
        if let description = scheme.description { members.append(("description", .string(description))) }
        return object(members)
    }

    private static func security(_ requirements: [SecurityRequirement]) -> SpecValue {
        .array(
            requirements.map { requirement in
                object(requirement.schemes.map { (key: $0.name, value: .array($0.scopes.map { .string($0) })) })
            }
        )
    }

    // MARK: - Schemas

    /// The schema's keys in the order `$ref`/`type`, `format`, `enum`, `items`, `additionalProperties`,
    /// `nullable`, `default`, `deprecated`, `description`.
    static func schemaMembers(
        _ schema: ImportedSchema,
        includingDescription: Bool = true
    ) -> [Member] {
        var members: [Member] = []
        switch schema.kind {
        case .primitive(let type, let format):
            members.append(("type", .string(type)))
            if let format { members.append(("format", .string(format))) }
        case .enumeration(let values):
            members.append(("type", .string("string")))
            members.append(("enum", .array(values.map { .string($0) })))
        case .reference(let name):
            members.append(("$ref", .string(name)))
        case .array(let items):
            members.append(("type", .string("array")))
            members.append(("items", object(schemaMembers(items))))
        case .map(let values):
            members.append(("type", .string("object")))
            members.append(("additionalProperties", object(schemaMembers(values))))
        case .any:
            members.append(("type", .string("any")))
        }
        if schema.isNullable { members.append(("nullable", .bool(true))) }
        if let value = schema.defaultValue { members.append(("default", value)) }
        if schema.isDeprecated { members.append(("deprecated", .bool(true))) }
        if includingDescription, let description = schema.description {
            members.append(("description", .string(description)))
        }
        return members
    }

    // MARK: - Values

    /// One `"key": value` member as the writer collects them.
    typealias Member = (key: String, value: SpecValue)

    /// An object of `members`, in order.
    private static func object(_ members: [Member]) -> SpecValue {
        .object(members.map { SpecMember($0.key, $0.value) })
    }
}
