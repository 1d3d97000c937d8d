import EndpointSpec

/// The Swift names of one endpoint: its function, parameters and the locals its body declares.
struct EndpointNames: Sendable {
    /// The function name (unescaped), for example `getProduct`.
    let functionName: String
    /// Parameter names (unescaped), keyed by wire name.
    let parameters: [String: String]
    /// The request body parameter name.
    let bodyName: String
    /// Types declared in the endpoint namespace for inline enums, keyed by parameter wire name, or `"body"` /
    /// `"response"` for the body and success response.
    let inlineEnums: [String: String]
    /// The local `QueryItems` variable.
    let queryLocal: String
    /// The local headers dictionary.
    let headersLocal: String

    /// Derives the names of `endpoint`; the function avoids `functions`, inline enum types avoid `enumTypes`.
    init(endpoint: EndpointDefinition, avoiding functions: Set<String>, enumTypes: Set<String>) {
        functionName = SwiftNaming.unique(SwiftNaming.memberName(endpoint.name), avoiding: functions)
        // The request body is always `body`; a parameter with that name gives way.
        var taken: Set<String> = endpoint.body == nil ? [] : ["body"]
        var parameters: [String: String] = [:]
        var enumTypes = enumTypes.union(NameTable.reservedTypeNames)
        var inlineEnums: [String: String] = [:]
        let prefix = SwiftNaming.typeName(endpoint.name)

        func addEnum(_ key: String, _ suffix: String) {
            let name = SwiftNaming.unique(prefix + suffix, avoiding: enumTypes)
            enumTypes.insert(name)
            inlineEnums[key] = name
        }

        for parameter in endpoint.parameters {
            let name = SwiftNaming.unique(
                parameter.swiftName ?? SwiftNaming.memberName(parameter.name),
                avoiding: taken
            )
            taken.insert(name)
            parameters[parameter.name] = name
            if parameter.schema.inlineEnumValues != nil {
                addEnum("parameter:" + parameter.name, SwiftNaming.typeName(parameter.name))
            }
        }
        bodyName = "body"
        if endpoint.body?.inlineEnumValues != nil { addEnum("body", "Body") }
        if endpoint.successResponse?.schema?.inlineEnumValues != nil { addEnum("response", "Response") }
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
        bodyName = "body"
        inlineEnums = [:]
        queryLocal = "query"
        headersLocal = "headers"
    }

    /// The escaped Swift name of the parameter with `wireName`.
    func parameter(_ wireName: String) -> String {
        SwiftNaming.escaped(parameters[wireName] ?? SwiftNaming.memberName(wireName))
    }

    /// The inline enum type of the parameter with `wireName`, if it has one.
    func parameterEnum(_ wireName: String) -> String? { inlineEnums["parameter:" + wireName] }
}
