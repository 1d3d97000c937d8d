import EndpointSpec

/// The Swift names of one endpoint: its function, parameters, inline enum types and the locals its body
/// declares.
struct EndpointNames: Sendable {
    /// Where an inline string enum of an endpoint is written.
    enum InlineEnumSite: Hashable, Sendable {
        /// The parameter with this wire name.
        case parameter(String)
        /// The request body.
        case body
        /// The success response.
        case response
    }

    /// The request body parameter's name; a spec parameter with this name gives way (`body2`).
    static let bodyName = "body"

    /// The function name (unescaped), for example `getProduct`.
    let functionName: String
    /// Parameter names (unescaped), keyed by wire name.
    let parameters: [String: String]
    /// Types declared in the endpoint namespace for inline enums.
    let inlineEnums: [InlineEnumSite: String]
    /// The local `QueryItems` variable, `query` unless a parameter has that name.
    let queryLocal: String
    /// The local headers dictionary, `headers` unless a parameter has that name.
    let headersLocal: String

    /// Derives the names of `endpoint`; the function avoids `functions`, inline enum types avoid `enumTypes`.
    init(endpoint: EndpointDefinition, avoiding functions: Set<String>, enumTypes: Set<String>) {
        functionName = SwiftNaming.unique(SwiftNaming.memberName(endpoint.name), avoiding: functions)
        var taken: Set<String> = endpoint.body == nil ? [] : [EndpointNames.bodyName]
        var parameters: [String: String] = [:]
        var enumTypes = enumTypes.union(NameTable.reservedTypeNames)
        var inlineEnums: [InlineEnumSite: String] = [:]
        let prefix = SwiftNaming.typeName(endpoint.name)

        func addEnum(_ site: InlineEnumSite, _ suffix: String) {
            let name = SwiftNaming.unique(prefix + suffix, avoiding: enumTypes)
            enumTypes.insert(name)
            inlineEnums[site] = name
        }

        for parameter in endpoint.parameters {
            let name = SwiftNaming.unique(
                parameter.swiftName ?? SwiftNaming.memberName(parameter.name),
                avoiding: taken
            )
            taken.insert(name)
            parameters[parameter.name] = name
            if parameter.schema.inlineEnumValues != nil {
                addEnum(.parameter(parameter.name), SwiftNaming.typeName(parameter.name))
            }
        }
        if endpoint.body?.inlineEnumValues != nil { addEnum(.body, "Body") }
        if endpoint.successResponse?.schema?.inlineEnumValues != nil { addEnum(.response, "Response") }
        queryLocal = SwiftNaming.unique("query", avoiding: taken)
        taken.insert(queryLocal)
        headersLocal = SwiftNaming.unique("headers", avoiding: taken)
        self.parameters = parameters
        self.inlineEnums = inlineEnums
    }

    /// Names for an endpoint the spec does not declare (only reachable with an unvalidated spec).
    init(fallbackFor name: String) {
        functionName = SwiftNaming.memberName(name)
        parameters = [:]
        inlineEnums = [:]
        queryLocal = "query"
        headersLocal = "headers"
    }

    /// The unescaped Swift name of the parameter with `wireName`.
    func plainParameter(_ wireName: String) -> String {
        parameters[wireName] ?? SwiftNaming.memberName(wireName)
    }

    /// The escaped Swift name of the parameter with `wireName`.
    func parameter(_ wireName: String) -> String { SwiftNaming.escaped(plainParameter(wireName)) }
}
