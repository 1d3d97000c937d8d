import EndpointSpec

/// The Swift signature shared by an endpoint's factory function and its client method.
///
/// Required parameters come first in source order, then the body, then optional parameters defaulting to `nil`.
struct EndpointSignature {
    /// One function parameter.
    struct Item {
        /// The escaped parameter name, also used as the argument label unless ``label`` is set.
        let name: String
        /// The argument label when it differs from ``name`` (an alternative body's: `form body: …`).
        var label: String? = nil
        /// The unescaped name, for documentation.
        let plainName: String
        /// The Swift type without optionality.
        let baseType: SwiftType
        /// Whether the value may be absent (`nil`).
        let isOptional: Bool
        /// Whether the parameter defaults to `nil`.
        let hasDefault: Bool
        /// The documentation text.
        let documentation: String
        /// What the parameter passes.
        let role: Role

        /// What a function parameter passes.
        enum Role {
            /// A spec parameter.
            case parameter(ParameterDefinition)
            /// The request body.
            case body
            /// The upload progress handler of a multipart body.
            case uploadProgress
        }

        /// The spec parameter, or `nil` for the request body and the progress handler.
        var parameter: ParameterDefinition? {
            if case .parameter(let parameter) = role { parameter } else { nil }
        }

        /// The declared Swift type.
        var type: SwiftType { baseType.optional(if: isOptional) }
    }

    /// The parameters in signature order.
    let items: [Item]
    /// The wire names of the spec parameters among ``items``, in order, and each one's index in ``items``: looked
    /// up without copying every item (a debug build copies each into the `first(where:)` closure).
    private let parameterWireNames: [String]
    private let parameterItemIndices: [Int]
    /// The decoded response type, `EmptyResponse` when the success response has no body.
    let responseType: SwiftType
    /// Whether the success response has a body.
    let hasResponseBody: Bool
    /// For a streamed success response, how the client method reads its items; `nil` for any other.
    let streamedItems: StreamedItems?

    /// How the client method of an endpoint with a streamed response reads it: `apiClient.events(…)`,
    /// `jsonLines(…)` or `jsonSequence(…)`, returning a `ResponseStream` of ``elementType``.
    struct StreamedItems {
        /// How the body is split into items.
        enum Format {
            /// Server-sent events whose `data` is kept as text.
            case textEvents
            /// Server-sent events whose `data` is decoded as JSON.
            case typedEvents
            /// Server-sent events decoded as the case of an event enumeration their name selects.
            case namedEvents
            /// JSON Lines.
            case jsonLines
            /// A JSON text sequence.
            case jsonSequence
        }

        /// How the body is split into items.
        let format: Format
        /// The type each item (an event's `data`, a line, a record) is.
        let itemType: SwiftType
        /// The `data` of the event that ends an event stream, if declared.
        let sentinel: String?

        /// Whether the items are server-sent events (whose value is their `data`).
        var isEventStream: Bool { format == .textEvents || format == .typedEvents || format == .namedEvents }

        /// The `APIClient` method: `events`, `jsonLines` or `jsonSequence`.
        var clientMethod: String {
            switch format {
            case .textEvents, .typedEvents: "events"
            case .namedEvents: "namedEvents"
            case .jsonLines: "jsonLines"
            case .jsonSequence: "jsonSequence"
            }
        }

        /// The type passed as `of:` to decode each item; `nil` for events kept as text.
        var decodedType: SwiftType? { format == .textEvents ? nil : itemType }

        /// What the stream yields: the item, `TypedServerSentEvent<Item>` or `ServerSentEvent`.
        var elementType: SwiftType {
            switch format {
            case .textEvents: .runtime("ServerSentEvent")
            case .typedEvents, .namedEvents: SwiftType.runtime("TypedServerSentEvent").generic(itemType)
            case .jsonLines, .jsonSequence: itemType
            }
        }
    }

    /// Derives the signature of `endpoint`; `enumScope` qualifies inline enum types (for example
    /// `CatalogEndpoints`) when used outside the endpoint namespace; `bodyLabel` labels the body (an alternative
    /// body's call: `form body: …`).
    init(endpoint: EndpointDefinition, translator: SpecTranslator, enumScope: SwiftType?, bodyLabel: String? = nil) {
        let names = translator.names.endpoint(endpoint.name)
        func type(_ schema: Schema, _ site: EndpointNames.InlineEnumSite) -> SwiftType {
            translator.swiftType(
                schema,
                enumName: names.inlineEnums[site].map { enumScope?.member($0) ?? .named($0) }
            )
        }
        func text(_ description: String?, fallback: String) -> String {
            translator.documentationLine(description).nonEmpty ?? fallback
        }

        var required: [Item] = []
        var optional: [Item] = []
        for parameter in endpoint.parameters {
            let isRequired = parameter.isRequired || parameter.location == .path
            let item = Item(
                name: names.parameter(parameter.name),
                plainName: names.plainParameter(parameter.name),
                baseType: type(parameter.schema, .parameter(parameter.name)),
                isOptional: !isRequired || parameter.schema.isNullable,
                hasDefault: !isRequired,
                documentation: text(
                    parameter.schema.description,
                    fallback: "The `\(parameter.name)` \(parameter.location.rawValue) parameter."
                ),
                role: .parameter(parameter)
            )
            if isRequired { required.append(item) } else { optional.append(item) }
        }
        if let body = endpoint.body {
            let item = Item(
                name: EndpointNames.bodyName,
                label: bodyLabel,
                plainName: EndpointNames.bodyName,
                baseType: type(body, .body),
                isOptional: body.isNullable || endpoint.isBodyOptional,
                hasDefault: endpoint.isBodyOptional,
                documentation: text(body.description, fallback: "The request body.")
                    + (endpoint.isBodyOptional ? " `nil` (the default) sends none." : ""),
                role: .body
            )
            // An optional body leads the optional arguments, where a required one ends the required ones.
            if endpoint.isBodyOptional { optional.insert(item, at: 0) } else { required.append(item) }
        }
        if endpoint.hasTypedMultipartBody {
            optional.append(
                Item(
                    name: EndpointNames.progressName,
                    plainName: EndpointNames.progressName,
                    baseType: .runtime("UploadProgress"),
                    isOptional: true,
                    hasDefault: true,
                    documentation: EndpointNames.progressDocumentation,
                    role: .uploadProgress
                )
            )
        }
        items = required + optional
        var wireNames: [String] = []
        var itemIndices: [Int] = []
        for (index, item) in items.enumerated() {
            guard case .parameter(let parameter) = item.role else { continue }
            wireNames.append(parameter.name)
            itemIndices.append(index)
        }
        parameterWireNames = wireNames
        parameterItemIndices = itemIndices
        var streamed: StreamedItems?
        if let successType = names.responses.successType {
            responseType = enumScope?.member(successType) ?? .named(successType)
            hasResponseBody = true
        } else if let response = endpoint.successResponse, let schema = response.schema,
            response.mediaType.kind.isStreaming
        {
            // The endpoint reads the body whole, as raw bytes; the client method reads it as a stream of items.
            responseType = translator.swiftType(Schema(.byte, location: response.location), enumName: nil)
            hasResponseBody = true
            if let eventType = names.responses.eventType {
                // Events by name: the endpoint namespace's event enumeration.
                streamed = StreamedItems(
                    format: .namedEvents,
                    itemType: enumScope?.member(eventType) ?? .named(eventType),
                    sentinel: response.sentinel
                )
            } else {
                streamed = Self.streamedItems(
                    response,
                    itemType: type(schema, .response).optional(if: schema.isNullable)
                )
            }
        } else if let schema = endpoint.successResponse?.schema {
            responseType = type(schema, .response).optional(if: schema.isNullable)
            hasResponseBody = true
        } else {
            responseType = .runtime("EmptyResponse")
            hasResponseBody = false
        }
        streamedItems = streamed
    }

    /// How the client method reads `response`, a streamed one whose items are `itemType`.
    private static func streamedItems(_ response: ResponseDefinition, itemType: SwiftType) -> StreamedItems {
        let format: StreamedItems.Format =
            switch response.mediaType.kind {
            case .eventStream where response.schema?.kind == .string && response.schema?.isNullable == false:
                .textEvents
            case .eventStream: .typedEvents
            case .jsonSequence: .jsonSequence
            default: .jsonLines
            }
        return StreamedItems(
            format: format,
            itemType: itemType,
            // The decoder accepts a sentinel on event streams only.
            sentinel: response.sentinel
        )
    }

    /// The item of the spec parameter with `wireName`.
    func item(forParameter wireName: String) -> Item? {
        var index = 0
        while index < parameterWireNames.count {
            if parameterWireNames[index] == wireName { return items[parameterItemIndices[index]] }
            index += 1
        }
        return nil
    }

    /// The function parameters.
    var parameters: [FunctionParameter] {
        items.map {
            FunctionParameter(label: $0.label, name: $0.name, type: $0.type, defaultValue: $0.hasDefault ? .nil : nil)
        }
    }

    /// The call as documentation names it: `functionName(label:label:)`, each parameter by its argument label.
    func selector(_ functionName: String) -> String {
        functionName + "(" + items.map { Argument.callLabel($0.label ?? $0.name) + ":" }.joined() + ")"
    }

    /// `name: name` for each parameter, to forward every argument.
    var forwardingArguments: [Argument] {
        items.map { Argument($0.label ?? $0.name, .identifier($0.name)) }
    }

    /// `- Parameter …` or `- Parameters:` documentation lines.
    var parameterDocumentation: [String] {
        guard items.count > 1 else {
            return items.map { "- Parameter \($0.plainName): \($0.documentation)" }
        }
        return ["- Parameters:"] + items.map { "  - \($0.plainName): \($0.documentation)" }
    }
}

extension String {
    /// `nil` when empty, so `??` can supply a fallback.
    var nonEmpty: String? { isEmpty ? nil : self }
}
