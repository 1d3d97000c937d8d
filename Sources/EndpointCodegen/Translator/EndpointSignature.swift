import EndpointSpec

/// The Swift signature shared by an endpoint's factory function and its client method.
///
/// Required parameters come first in source order, then the body, then optional parameters defaulting to `nil`.
struct EndpointSignature {
    /// One function parameter.
    struct Item {
        /// The escaped parameter name, also used as the argument label.
        let name: String
        /// The unescaped name, for documentation.
        let plainName: String
        /// The Swift type, optional where the value may be absent.
        let type: String
        /// Whether the parameter defaults to `nil`.
        let hasDefault: Bool
        /// The documentation text.
        let documentation: String
        /// The spec parameter, or `nil` for the request body.
        let parameter: ParameterDefinition?
    }

    /// The parameters in signature order.
    let items: [Item]
    /// The decoded response type, `EmptyResponse` when the success response has no body.
    let responseType: String
    /// Whether the success response has a body.
    let hasResponseBody: Bool

    /// Derives the signature of `endpoint`; `enumPrefix` qualifies inline enum types (for example
    /// `CatalogEndpoints.`) when used outside the endpoint namespace.
    init(endpoint: EndpointDefinition, translator: SpecTranslator, enumPrefix: String) {
        let names = translator.names.endpoint(endpoint.name)
        var required: [Item] = []
        var optional: [Item] = []
        for parameter in endpoint.parameters {
            let enumName = names.parameterEnum(parameter.name).map { enumPrefix + $0 }
            let baseType = translator.swiftType(parameter.schema, enumName: enumName)
            let isRequired = parameter.isRequired || parameter.location == .path
            let plainName = names.parameters[parameter.name] ?? SwiftNaming.memberName(parameter.name)
            let item = Item(
                name: names.parameter(parameter.name),
                plainName: plainName,
                type: isRequired && !parameter.schema.isNullable ? baseType : baseType + "?",
                hasDefault: !isRequired,
                documentation: SwiftLiteral.documentationLines(parameter.schema.description).joined(separator: " ")
                    .nonEmpty ?? "The `\(parameter.name)` \(parameter.location.rawValue) parameter.",
                parameter: parameter
            )
            if isRequired { required.append(item) } else { optional.append(item) }
        }
        if let body = endpoint.body {
            let enumName = names.inlineEnums["body"].map { enumPrefix + $0 }
            let type = translator.swiftType(body, enumName: enumName)
            required.append(
                Item(
                    name: SwiftNaming.escaped(names.bodyName),
                    plainName: names.bodyName,
                    type: body.isNullable ? type + "?" : type,
                    hasDefault: false,
                    documentation: SwiftLiteral.documentationLines(body.description).joined(separator: " ").nonEmpty
                        ?? "The request body.",
                    parameter: nil
                )
            )
        }
        items = required + optional
        if let schema = endpoint.successResponse?.schema {
            let enumName = names.inlineEnums["response"].map { enumPrefix + $0 }
            let type = translator.swiftType(schema, enumName: enumName)
            responseType = schema.isNullable ? type + "?" : type
            hasResponseBody = true
        } else {
            responseType = "EmptyResponse"
            hasResponseBody = false
        }
    }

    /// The function parameters.
    var parameters: [FunctionParameter] {
        items.map { FunctionParameter(name: $0.name, type: $0.type, defaultValue: $0.hasDefault ? "nil" : nil) }
    }

    /// `name: name` for each parameter, to forward every argument.
    var forwardingArguments: [Argument] {
        items.map { Argument($0.name, .raw($0.name)) }
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
