import EndpointSpec

// MARK: - The spec model

extension ImportedSpec {
    /// The ``Spec`` this document describes, located in the OpenAPI document at `path`: exactly the spec that
    /// loading its spec text (``SpecTextWriter``) gives, built without writing or parsing any text, so that
    /// validation problems point at the OpenAPI construct they come from.
    ///
    /// A large document's models and endpoints are built on two threads.
    func spec(path: String) -> Spec {
        let parts = Parts()
        let build: @Sendable (Int) -> Void = { [models, endpoints] index in
            if index == 0 {
                parts.models = models.map(\.definition).sorted { $0.name < $1.name }
            } else {
                parts.endpoints = endpoints.map(\.definition).sorted { $0.name < $1.name }
            }
        }
        if models.count + endpoints.count >= Self.concurrencyThreshold {
            JoinedThreads.perform(iterations: 2, build)
        } else {
            build(0)
            build(1)
        }
        var spec = Spec(
            name: name,
            description: description,
            baseURL: baseURL,
            models: parts.models,
            endpoints: parts.endpoints,
            securitySchemes: securitySchemes,
            security: security,
            sourcePath: path
        )
        spec.schemaFacts = schemaFacts
        spec.documentationURL = documentationURL
        spec.servers = servers
        spec.acronyms = acronyms
        return spec
    }

    /// The number of models and endpoints from which ``spec(path:)`` uses two threads.
    static let concurrencyThreshold = 200

    /// The built models and endpoints, each written by one thread.
    private final class Parts: @unchecked Sendable {
        var models: [ModelDefinition] = []
        var endpoints: [EndpointDefinition] = []
    }
}

extension ImportedModel {
    /// The model definition.
    var definition: ModelDefinition {
        let converted: ModelDefinition.Kind
        var writesAnyOf = false
        switch kind {
        case .object(let properties, let required):
            converted = .object(
                properties.map { property in
                    PropertyDefinition(
                        wireName: property.wireName,
                        swiftName: property.swiftName,
                        schema: property.schema.definition(at: property.location),
                        isRequired: required.contains(property.wireName),
                        location: property.location
                    )
                }
            )
        case .enumeration(let values):
            converted = .enumeration(values)
        case .valueEnumeration(let enumeration):
            converted = .valueEnumeration(enumeration)
        case .union(let alternatives, let discriminator):
            writesAnyOf = isAnyOf && discriminator == nil
            converted = .oneOf(
                alternatives.map { $0.definition(at: location) },
                discriminator: discriminator.map { discriminator in
                    Discriminator(
                        propertyName: discriminator.propertyName,
                        mapping: discriminator.mapping.map {
                            DiscriminatorMapping(value: $0.value, modelName: $0.model, location: discriminator.location)
                        },
                        location: discriminator.location
                    )
                }
            )
        }
        return ModelDefinition(
            name: name,
            description: description,
            isDeprecated: isDeprecated,
            kind: converted,
            additionalProperties: additionalProperties?.definition(at: location),
            variant: variant?.definition(at: location),
            isAnyOf: writesAnyOf,
            location: location
        )
    }
}

extension ImportedEndpoint {
    /// The endpoint definition: `summary` and `description` joined as the spec format joins them, responses
    /// sorted by status.
    var definition: EndpointDefinition {
        let text = [summary, description].compactMap { $0 }.joined(separator: "\n\n")
        var endpoint = EndpointDefinition(
            name: name,
            method: method,
            path: path,
            description: text.isEmpty ? nil : text,
            isDeprecated: isDeprecated,
            parameters: parameters.map(\.definition),
            body: body.map { Self.bodySchema($0, mediaType: bodyMediaType, at: location) },
            bodyMediaType: Self.mediaType(bodyMediaType).forRequest,
            bodyEncodings: bodyEncodings,
            responses: responses.compactMap(\.definition).sorted { $0.status < $1.status },
            examples: exampleDefinitions,
            security: security,
            location: location
        )
        endpoint.tags = tags
        endpoint.operationID = operationID == name ? nil : operationID
        endpoint.baseURL = baseURL
        endpoint.constantQueryItems = constantQueryItems
        endpoint.pagination = pagination
        endpoint.isBodyOptional = body != nil && isBodyOptional
        endpoint.alternativeBodies = alternativeBodies.map { alternative in
            AlternativeBody(
                schema: Self.bodySchema(alternative.schema, mediaType: alternative.mediaType, at: location),
                mediaType: Self.mediaType(alternative.mediaType).forRequest,
                encodings: alternative.encodings
            )
        }
        return endpoint
    }
}

extension ImportedEndpoint {
    /// The spec model's media type for an imported one (`nil` is JSON); the importer writes only parsable ones.
    static func mediaType(_ text: String?) -> BodyMediaType {
        text.flatMap { try? BodyMediaType.parse($0).get() } ?? .json
    }

    /// The body schema as the spec decoder makes it: the schema for JSON, `string` for text, `byte` (`Data`) for
    /// binary.
    static func bodySchema(
        _ schema: ImportedSchema,
        mediaType: String?,
        isRequest: Bool = true,
        at location: SourceLocation
    ) -> Schema {
        var converted = schema.definition(at: location)
        let parsed = Self.mediaType(mediaType)
        switch isRequest ? parsed.forRequest.kind : parsed.kind {
        case .json: break
        case .text: converted.kind = .string
        case .binary:
            // A typed multipart body keeps its model; any other binary body is bytes.
            if parsed.essence == "multipart/form-data", case .reference = converted.kind {
            } else {
                converted.kind = .byte
            }
        case .form: if case .reference = converted.kind {} else { converted.kind = .byte }
        case .eventStream, .jsonLines, .jsonSequence: break
        }
        return converted
    }

    /// The responses' examples as spec examples without parameters, success (2xx) responses first, so the stub
    /// server answers with the first success example; `default` responses' examples are left out (no status).
    var exampleDefinitions: [ExampleDefinition] {
        let ordered = responses.filter { $0.status.hasPrefix("2") } + responses.filter { !$0.status.hasPrefix("2") }
        return ordered.flatMap { response -> [ExampleDefinition] in
            guard let status = response.exampleStatus else { return [] }
            return (response.examples + (response.stream?.examples ?? [])).map {
                var example = ExampleDefinition(
                    parameters: [],
                    status: status,
                    body: $0.body,
                    headers: $0.headers,
                    location: $0.location
                )
                example.name = $0.name
                example.isStream = $0.streamItems != nil
                return example
            }
        }
    }
}

extension ImportedParameter {
    /// The parameter definition; its schema carries the parameter's description.
    var definition: ParameterDefinition {
        var parameter = ParameterDefinition(
            name: name,
            swiftName: swiftName,
            location: ParameterDefinition.Location(rawValue: location) ?? .query,
            schema: schema.definition(at: sourceLocation),
            isRequired: location == "path" || isRequired,
            style: style,
            explode: explode,
            sourceLocation: sourceLocation
        )
        parameter.isMultiSegment = isMultiSegment
        return parameter
    }
}

extension ImportedResponse {
    /// The response definition; the description is the response's, else its schema's (which the spec format
    /// keeps on the response). `nil` for a status the spec format cannot key.
    var definition: ResponseDefinition? {
        guard let status = Self.status(status) else { return nil }
        var converted = schema.map {
            ImportedEndpoint.bodySchema($0, mediaType: mediaType, isRequest: false, at: location)
        }
        converted?.description = nil
        var responseMediaType = ImportedEndpoint.mediaType(mediaType).forResponse
        if responseMediaType.kind.isStreaming, !isSuccess, let streamed = converted {
            // An error response that streams is read whole, as raw bytes (as the spec decoder reads it).
            responseMediaType.kind = .binary
            converted = Schema(.byte, location: streamed.location)
        }
        var response = ResponseDefinition(
            status: status,
            schema: converted,
            mediaType: responseMediaType,
            description: description ?? schema?.description,
            headers: headers.map(\.definition),
            swiftName: swiftName,
            location: location
        )
        response.stream = stream.map { stream in
            var schema = stream.schema.definition(at: stream.location)
            schema.description = nil
            return StreamingAlternative(
                mediaType: ImportedEndpoint.mediaType(stream.mediaType).forResponse,
                schema: schema,
                location: stream.location
            )
        }
        return response
    }

    /// `200` → `.code(200)`, `4XX` → `.range(4)`, `default` → `.default`.
    static func status(_ text: String) -> ResponseDefinition.Status? {
        if text == "default" { return .default }
        if let code = Int(text), (100...599).contains(code) { return .code(code) }
        guard text.count == 3, text.hasSuffix("XX"), let digit = Int(text.prefix(1)), (1...5).contains(digit) else {
            return nil
        }
        return .range(digit)
    }
}

extension ImportedSchema {
    /// The schema, located where it is written or, for one the importer made up, at `fallback`.
    func definition(at fallback: SourceLocation) -> Schema {
        let location = location ?? fallback
        let converted: Schema.Kind
        switch kind {
        case .primitive(let type, let format):
            converted = Schema.Kind.primitive(type: type, format: format)
        case .enumeration(let values):
            converted = .enumeration(values)
        case .reference(let name):
            converted = .reference(name)
        case .array(let items):
            converted = .array(items.definition(at: location))
        case .map(let values):
            converted = .map(values.definition(at: location))
        case .any:
            converted = .any
        }
        return Schema(
            converted,
            isNullable: isNullable,
            description: description,
            defaultValue: defaultValue,
            isDeprecated: isDeprecated,
            location: location
        )
    }
}

extension ImportedHeader {
    /// The response header definition; its schema carries the header's description.
    var definition: ResponseHeaderDefinition {
        ResponseHeaderDefinition(
            name: name,
            swiftName: swiftName,
            schema: schema.definition(at: location),
            isRequired: isRequired,
            location: location
        )
    }
}
