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
        /// The success response, when every 2xx response has the same body.
        case response
        /// The body of one error response, or of one of several 2xx responses with different bodies.
        case responseBody(ResponseDefinition.Status)
        /// A header of the 2xx responses, by lowercased name.
        case responseHeader(String)
    }

    /// The names of the typed responses of an endpoint, nested in the endpoint namespace.
    struct Responses: Sendable {
        /// The error enumeration (`GetProductError`), or its alias when the endpoint shares one with others; `nil`
        /// when no error response has a body.
        var errorType: String?
        /// The shared error enumeration the alias names (`NotFoundError`, `CatalogError`), when other endpoints
        /// declare the same error responses.
        var sharedErrorType: String?
        /// The success enumeration (`CreateThingResponse`) when the 2xx responses have different bodies.
        var successType: String?
        /// The headers struct (`GetProductHeaders`) when the 2xx responses declare headers.
        var headersType: String?
        /// The enumeration of a stream's named events (`CreateResponseStreamEvent`) when its `stream` lists
        /// `events`.
        var eventType: String?
        /// The case name of each error response, and of each 2xx response when there is a success enumeration.
        var caseNames: [ResponseDefinition.Status: String] = [:]
        /// The Swift property of each success header, keyed by lowercased header name.
        var headerProperties: [String: String] = [:]
    }

    /// The request body parameter's name; a spec parameter with this name gives way (`body2`).
    static let bodyName = "body"
    /// The parameter of an upload's progress handler.
    static let progressName = "progress"
    /// The documentation of that parameter.
    static let progressDocumentation = "Hears the bytes of the body sent so far and its total size, as it is sent."

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
    /// The typed responses' names.
    var responses = Responses()
    /// The group of the client (`grouping: tags`) whose method calls the endpoint; `nil` for a method of the
    /// client itself.
    var group: ClientGroup?
    /// The name of the calling method within ``group``, when the endpoint has one.
    var groupMethodName: String?

    /// The name (unescaped) of the client method calling the endpoint: ``functionName``, or within a group the
    /// name without the group's words (`list` in `client.droplets.list()`).
    var clientMethodName: String { groupMethodName ?? functionName }
    /// The spec's acronyms, which names derived on lookup spell too.
    let acronyms: Acronyms

    /// Derives the names of `endpoint`; the function avoids `functions`, inline enum types avoid `enumTypes`;
    /// `hasNamedEvents` names the enumeration of its stream's named events.
    init(
        endpoint: EndpointDefinition,
        avoiding functions: Set<String>,
        enumTypes: Set<String>,
        hasNamedEvents: Bool = false,
        acronyms: Acronyms
    ) {
        self.acronyms = acronyms
        functionName = SwiftNaming.unique(
            SwiftNaming.memberName(endpoint.name, acronyms: acronyms),
            avoiding: functions
        )
        var taken: Set<String> = endpoint.body == nil ? [] : [EndpointNames.bodyName]
        if endpoint.hasTypedMultipartBody { taken.insert(EndpointNames.progressName) }
        var parameters: [String: String] = [:]
        var inlineEnums: [InlineEnumSite: String] = [:]
        let prefix = SwiftNaming.typeName(endpoint.name, acronyms: acronyms)
        var responses = Responses()
        var responseTypes: [String] = []

        // `enumTypes` grows with the spec: look names up in it instead of copying it per endpoint.
        func uniqueType(_ suffix: String) -> String {
            SwiftNaming.unique(prefix + suffix) { candidate in
                inlineEnums.values.contains(candidate) || enumTypes.contains(candidate)
                    || NameTable.reservedTypeNames.contains(candidate) || responseTypes.contains(candidate)
            }
        }
        func addEnum(_ site: InlineEnumSite, _ suffix: String) {
            inlineEnums[site] = uniqueType(suffix)
        }

        // The typed responses claim their names first; inline enums give way.
        let errorResponses = endpoint.errorResponses
        let hasSeveralSuccesses = endpoint.hasSeveralSuccessBodies
        if !errorResponses.isEmpty {
            responses.errorType = uniqueType("Error")
            responseTypes.append(responses.errorType ?? "")
            Self.addCaseNames(of: errorResponses, to: &responses.caseNames)
        }
        if hasSeveralSuccesses {
            responses.successType = uniqueType("Response")
            responseTypes.append(responses.successType ?? "")
            Self.addCaseNames(of: endpoint.successResponses, to: &responses.caseNames)
        }
        if hasNamedEvents {
            responses.eventType = uniqueType("Event")
            responseTypes.append(responses.eventType ?? "")
        }
        let successHeaders = endpoint.successHeaders
        if !successHeaders.isEmpty {
            responses.headersType = uniqueType("Headers")
            responseTypes.append(responses.headersType ?? "")
            var takenProperties: Set<String> = []
            for header in successHeaders {
                let name = SwiftNaming.unique(
                    header.swiftName ?? SwiftNaming.memberName(header.name, acronyms: acronyms),
                    avoiding: takenProperties
                )
                takenProperties.insert(name)
                responses.headerProperties[header.name.lowercased()] = name
            }
        }

        for parameter in endpoint.parameters {
            let name = SwiftNaming.unique(
                parameter.swiftName ?? SwiftNaming.memberName(parameter.name, acronyms: acronyms),
                avoiding: taken
            )
            taken.insert(name)
            parameters[parameter.name] = name
            if parameter.schema.inlineEnumValues != nil {
                addEnum(.parameter(parameter.name), SwiftNaming.typeName(parameter.name, acronyms: acronyms))
            }
        }
        if endpoint.body?.inlineEnumValues != nil { addEnum(.body, "Body") }
        if !hasSeveralSuccesses, endpoint.successResponse?.schema?.inlineEnumValues != nil {
            addEnum(.response, "Response")
        }
        for header in successHeaders where header.schema.inlineEnumValues != nil {
            addEnum(.responseHeader(header.name.lowercased()), SwiftNaming.typeName(header.name, acronyms: acronyms))
        }
        for response in (hasSeveralSuccesses ? endpoint.successResponses : []) + errorResponses
        where response.schema?.inlineEnumValues != nil {
            let caseName = responses.caseNames[response.status] ?? response.caseName
            addEnum(.responseBody(response.status), SwiftNaming.typeName(caseName, acronyms: acronyms) + "Body")
        }
        queryLocal = SwiftNaming.unique("query", avoiding: taken)
        taken.insert(queryLocal)
        headersLocal = SwiftNaming.unique("headers", avoiding: taken)
        self.parameters = parameters
        self.inlineEnums = inlineEnums
        self.responses = responses
    }

    /// Adds a unique case name for each of `responses`, avoiding the members the generated enumerations have.
    private static func addCaseNames(
        of responses: [ResponseDefinition],
        to names: inout [ResponseDefinition.Status: String]
    ) {
        var taken = ResponseDefinition.reservedCaseNames
        for response in responses {
            let name = SwiftNaming.unique(response.caseName, avoiding: taken)
            taken.insert(name)
            names[response.status] = name
        }
    }

    /// Names for an endpoint the spec does not declare (only reachable with an unvalidated spec).
    init(fallbackFor name: String, acronyms: Acronyms) {
        self.acronyms = acronyms
        functionName = SwiftNaming.memberName(name, acronyms: acronyms)
        parameters = [:]
        inlineEnums = [:]
        queryLocal = "query"
        headersLocal = "headers"
    }

    /// The unescaped Swift name of the parameter with `wireName`.
    func plainParameter(_ wireName: String) -> String {
        parameters[wireName] ?? SwiftNaming.memberName(wireName, acronyms: acronyms)
    }

    /// The escaped Swift name of the parameter with `wireName`.
    func parameter(_ wireName: String) -> String { SwiftNaming.escaped(plainParameter(wireName)) }
}
