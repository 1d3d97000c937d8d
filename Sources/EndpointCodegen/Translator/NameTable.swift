import EndpointSpec

/// Every Swift name the generated code uses, derived once from the spec so all translators agree.
///
/// Names come from ``SwiftNaming`` (or `swiftName` where the spec gives one) and are made unique within their
/// scope in the spec's (sorted) order, so output never depends on dictionary order.
struct NameTable {
    /// `SwiftNaming.typeName(spec.name)`, for example `Catalog`.
    let apiName: String
    /// The client struct, for example `CatalogClient`.
    let clientName: String
    /// The endpoint namespace enum, for example `CatalogEndpoints`.
    let endpointsName: String
    /// The spec's acronyms (``Spec/acronyms``), which every name spells as an initialism.
    let acronyms: Acronyms
    private var models: [String: ModelNames] = [:]
    private var endpoints: [String: EndpointNames] = [:]
    /// The endpoints that throw each error enumeration, keyed by its type name, in name order. An enumeration
    /// several endpoints share has a name of its own (``SharedErrorTypeName``), which the first of them declares
    /// and every one of them aliases.
    private(set) var errorTypeUsers: [String: [String]] = [:]
    /// The client's groups of calls (`grouping: tags`), in type name order; empty for a flat client.
    private(set) var groups: [ClientGroup] = []
    /// The client's nested type of named servers (`MyClient.Server`), when the spec declares `servers`.
    private(set) var serverTypeName: String?

    /// Members of the client struct (and the endpoint namespace's `securitySchemes`) that endpoint methods must not
    /// take.
    static let clientMembers: Set<String> = ["apiClient", "defaultBaseURL", "withResponse", "securitySchemes"]

    /// Names a nested type must not take because generated code refers to the outer meaning.
    static let reservedTypeNames: Set<String> = [
        "Any", "Bool", "CalendarDate", "Codable", "CodingKey", "CodingKeys", "Data", "Date", "Decodable", "Decoder",
        "Double", "EmptyResponse", "Encodable", "Encoder", "Endpoint", "EndpointRuntime", "Float", "Hashable",
        "Indirect", "Int", "Int8", "Int16", "Int32", "Int64", "JSONKey", "JSONValue", "Optional", "ParameterValue",
        "Protocol", "QueryItems", "Self", "Sendable", "String", "Type", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "URL", "UUID",
    ]

    /// Enum case names that clash with the members every generated string enum has.
    static let reservedCaseNames: Set<String> = [
        "unknown", "rawValue", "parameterValue", "hashValue", "hash", "encode", "init",
    ]

    // MARK: Building

    /// Derives every name in `spec`.
    init(spec: Spec) {
        acronyms = spec.acronyms
        apiName = SwiftNaming.typeName(spec.name, acronyms: spec.acronyms)
        clientName = apiName + "Client"
        endpointsName = apiName + "Endpoints"

        var modelTypes: Set<String> = [clientName, endpointsName]
        modelTypes.reserveCapacity(spec.models.count + 2)
        models.reserveCapacity(spec.models.count)
        var withNestedEnums: [String] = []
        let baseNames = spec.models.map { SwiftNaming.typeName($0.name, acronyms: spec.acronyms) }
        let singulars = Self.singularItemTypeNames(spec, baseNames: baseNames)
        for (index, model) in spec.models.enumerated() {
            if let typeOverride = model.typeOverride {
                // The user's type: not declared here, so it takes no name from the generated ones.
                models[model.name] = ModelNames(model: model, typeName: typeOverride, acronyms: spec.acronyms)
                continue
            }
            let typeName = SwiftNaming.unique((singulars[index] ?? baseNames[index]) + "DTO", avoiding: modelTypes)
            modelTypes.insert(typeName)
            var modelNames = ModelNames(model: model, typeName: typeName, acronyms: spec.acronyms)
            if model.isDeprecated, !Self.isObject(model) {
                // An object keeps its name and has its initializer deprecated (``SpecTranslator/translateModel``);
                // other kinds are cases the caller writes, which generated code writes too: generated code names
                // the type behind the deprecated alias, so it compiles without warnings.
                let declared = SwiftNaming.unique("_" + typeName, avoiding: modelTypes)
                modelTypes.insert(declared)
                modelNames = ModelNames(
                    model: model,
                    typeName: declared,
                    deprecatedAlias: typeName,
                    acronyms: spec.acronyms
                )
            }
            if !modelNames.nestedEnums.isEmpty { withNestedEnums.append(model.name) }
            models[model.name] = modelNames
        }
        // Only models with inline enums have nested types to rename.
        let outerTypes = modelTypes
        for name in withNestedEnums {
            models[name] = models[name]?.resolvingNestedTypes(avoiding: outerTypes)
        }

        var functions = NameTable.clientMembers
        functions.reserveCapacity(spec.endpoints.count + functions.count)
        endpoints.reserveCapacity(spec.endpoints.count)
        var parameterEnums = modelTypes
        // The endpoints declaring each set of error responses, by signature, in the order the sets first appear.
        var errorSets: [String: [String]] = [:]
        var errorSignatures: [String] = []
        for endpoint in spec.endpoints {
            let names = EndpointNames(
                endpoint: endpoint,
                avoiding: functions,
                enumTypes: parameterEnums,
                hasNamedEvents: spec.namedStreamEvents(of: endpoint) != nil,
                acronyms: spec.acronyms
            )
            functions.insert(names.functionName)
            parameterEnums.formUnion(names.inlineEnums.values)
            for type in [
                names.responses.errorType, names.responses.successType, names.responses.headersType,
                names.responses.eventType,
            ] {
                if let type { parameterEnums.insert(type) }
            }
            if let errorType = names.responses.errorType {
                let signature = Self.errorSignature(of: endpoint, caseNames: names.responses.caseNames)
                if errorSets[signature] == nil { errorSignatures.append(signature) }
                errorSets[signature, default: []].append(endpoint.name)
                errorTypeUsers[errorType] = [endpoint.name]
            }
            endpoints[endpoint.name] = names
        }
        var clientTypes = modelTypes.union([SpecTranslator.credentialsTypeName])
        // Named last, so the shared names avoid every endpoint's types; the client's own types then avoid them.
        // A domain type the spec names stays reachable by its name in the endpoint namespace.
        clientTypes.formUnion(
            nameSharedErrorTypes(
                errorSignatures.compactMap { errorSets[$0] },
                of: spec,
                avoiding: parameterEnums.union(spec.models.compactMap(\.typeOverride))
            )
        )
        if !spec.servers.isEmpty {
            // A domain type the spec names stays reachable by its name inside the client.
            let serverType = SwiftNaming.unique(
                "Server",
                avoiding: clientTypes.union(spec.models.compactMap(\.typeOverride))
            )
            serverTypeName = serverType
            clientTypes.insert(serverType)
        }
        if spec.grouping == .tags { assignGroups(spec.endpoints, avoidingTypes: clientTypes) }
    }

    /// Gives each error enumeration that several of `sets` (endpoint names with the same error responses, in the
    /// order of their first endpoints) share a name of its own, unique among `taken`, the client's types and each
    /// other (numbered in that order): the API's (`<API>Error`) for the one more than half of the endpoints with an
    /// error enumeration throw, else one from its responses (``SharedErrorTypeName``). Returns the names.
    private mutating func nameSharedErrorTypes(
        _ sets: [[String]],
        of spec: Spec,
        avoiding taken: Set<String>
    ) -> [String] {
        let endpointsWithErrors = sets.reduce(0) { $0 + $1.count }
        var taken = taken.union([clientName, endpointsName, SpecTranslator.credentialsTypeName, "APIError"])
        var sharedNames: [String] = []
        for users in sets where users.count > 1 {
            guard let first = users.first, let endpoint = spec.endpoint(named: first), let names = endpoints[first]
            else { continue }
            let base =
                users.count * 2 > endpointsWithErrors
                ? SharedErrorTypeName.apiWide(apiName: apiName)
                : SharedErrorTypeName.describing(
                    endpoint.errorResponses.map { response in
                        var bodyModel: String?
                        if case .reference(let model) = response.schema?.kind { bodyModel = model }
                        return SharedErrorTypeName.Case(
                            status: response.status,
                            name: names.responses.caseNames[response.status] ?? response.caseName,
                            bodyModel: bodyModel,
                            description: response.description
                        )
                    },
                    acronyms: acronyms
                )
            let name = SwiftNaming.unique(base) { taken.contains($0) || Self.reservedTypeNames.contains($0) }
            taken.insert(name)
            sharedNames.append(name)
            errorTypeUsers[name] = users
            for user in users {
                if let own = endpoints[user]?.responses.errorType { errorTypeUsers[own] = nil }
                endpoints[user]?.responses.sharedErrorType = name
            }
        }
        return sharedNames
    }

    /// Puts each tagged endpoint's client method in the group of its first tag (``ClientGroup/assign``).
    private mutating func assignGroups(_ specEndpoints: [EndpointDefinition], avoidingTypes modelTypes: Set<String>) {
        let assigned = ClientGroup.assign(
            endpoints: specEndpoints,
            functionNames: endpoints.mapValues(\.functionName),
            avoidingTypes: modelTypes,
            acronyms: acronyms
        )
        var groups: [String: ClientGroup] = [:]
        for (endpoint, group) in assigned.groups {
            endpoints[endpoint]?.group = group
            endpoints[endpoint]?.groupMethodName = assigned.methodNames[endpoint]
            groups[group.typeName] = group
        }
        self.groups = groups.keys.sorted().compactMap { groups[$0] }
    }

    /// What makes two endpoints' error enumerations the same: each error response's status, case name and body type.
    /// A body with an inline enumeration is the endpoint's own type, so such an endpoint shares with none.
    private static func errorSignature(
        of endpoint: EndpointDefinition,
        caseNames: [ResponseDefinition.Status: String]
    ) -> String {
        var signature = ""
        for response in endpoint.errorResponses {
            guard let schema = response.schema, schema.inlineEnumValues == nil else {
                return "endpoint " + endpoint.name
            }
            signature += "\(response.status)=\(caseNames[response.status] ?? ""):"
            if response.mediaType.kind != .json { signature += response.mediaType.kind.rawValue + ":" }
            schema.appendTypeKey(to: &signature)
            signature += "|"
        }
        return signature
    }

    /// The singular type name (without `DTO`) of each object model, by index, whose plural name (`Tags`) names
    /// one value: an array of the spec holds its values one by one (`items: {$ref: Tags}`), its last word is an
    /// English plural that is not a collective noun (``SwiftNaming/singularWord(_:)``), and no model has the
    /// singular name (`Tag`). `TagsDTO` for one tag becomes `TagDTO`.
    static func singularItemTypeNames(_ spec: Spec, baseNames: [String]) -> [Int: String] {
        let itemModels = arrayItemModels(of: spec)
        guard !itemModels.isEmpty else { return [:] }
        let taken = Set(baseNames)
        var singulars: [Int: String] = [:]
        for (index, model) in spec.models.enumerated() where isObject(model) && itemModels.contains(model.name) {
            guard let singular = singularTypeName(baseNames[index]) else { continue }
            if !taken.contains(singular) { singulars[index] = singular }
        }
        return singulars
    }

    /// The singular of a type name (without `DTO`) whose last word is plainly a plural (`Tags` → `Tag`,
    /// ``SwiftNaming/singularWord(_:)``); `nil` for a name that looks plural but names one thing: `IPAlias`,
    /// `CreativeCommons`, a phrase the plural belongs to (`InstanceWithNamedPorts` is one instance).
    static func singularTypeName(_ base: String) -> String? {
        guard let start = base.lastIndex(where: \.isUppercase) else { return nil }
        let head = base[..<start]
        let last = base[start...]
        if last.hasSuffix("as") || last == "Commons" || head.contains("With") { return nil }
        if let previous = head.lastIndex(where: \.isUppercase),
            ["And", "Or", "Of", "For", "By", "In"].contains(String(head[previous...]))
        {
            return nil
        }
        return SwiftNaming.singularWord(String(last)).map { String(head) + $0 }
    }

    /// The models some array of `spec` holds as its items (`items: {$ref: Tag}`): in a model, a body, a parameter
    /// or a response.
    static func arrayItemModels(of spec: Spec) -> Set<String> {
        var found: Set<String> = []
        func visit(_ schema: Schema, inArray: Bool) {
            switch schema.kind {
            case .reference(let name): if inArray { found.insert(name) }
            case .array(let items): visit(items, inArray: true)
            case .map(let values): visit(values, inArray: false)
            default: break
            }
        }
        for model in spec.models {
            switch model.kind {
            case .object(let properties): for property in properties { visit(property.schema, inArray: false) }
            case .oneOf(let alternatives, _): for alternative in alternatives { visit(alternative, inArray: false) }
            case .enumeration, .valueEnumeration: break
            }
            if let additional = model.additionalProperties { visit(additional, inArray: false) }
        }
        for endpoint in spec.endpoints {
            if let body = endpoint.body { visit(body, inArray: false) }
            for parameter in endpoint.parameters { visit(parameter.schema, inArray: false) }
            for response in endpoint.responses { if let schema = response.schema { visit(schema, inArray: false) } }
        }
        return found
    }

    /// Whether `model` is an object model (a struct with a memberwise initializer).
    static func isObject(_ model: ModelDefinition) -> Bool {
        if case .object = model.kind { return true }
        return false
    }

    // MARK: Lookup

    /// The names of the model called `name` (as written in the spec).
    func model(_ name: String) -> ModelNames {
        models[name] ?? ModelNames(fallbackFor: name, acronyms: acronyms)
    }

    /// The generated type of the model called `name` (as written in the spec): `model(name).typeName` without
    /// copying the other names.
    func modelType(_ name: String) -> String {
        if let typeName = models[name]?.typeName { return typeName }
        return ModelNames(fallbackFor: name, acronyms: acronyms).typeName
    }

    /// The names of the endpoint called `name` (as written in the spec).
    func endpoint(_ name: String) -> EndpointNames {
        endpoints[name] ?? EndpointNames(fallbackFor: name, acronyms: acronyms)
    }

    /// Unique case names for string enum `values`, keyed by value.
    static func caseNames(for values: [String], acronyms: Acronyms) -> [String: String] {
        var taken = reservedCaseNames
        var names: [String: String] = [:]
        for value in values where names[value] == nil {
            let name = SwiftNaming.unique(SwiftNaming.memberName(value, acronyms: acronyms), avoiding: taken)
            taken.insert(name)
            names[value] = name
        }
        return names
    }

    /// The case names of a value enumeration, keyed by each value's text: its `caseNames` entry, else derived
    /// from the value (``ValueEnumeration/derivedCaseName(of:)``), made unique.
    static func caseNames(for enumeration: ValueEnumeration) -> [String: String] {
        var taken = reservedCaseNames
        var names: [String: String] = [:]
        for entry in enumeration.cases {
            let text = ValueEnumeration.text(of: entry.value)
            guard names[text] == nil else { continue }
            let name = SwiftNaming.unique(
                entry.swiftName ?? ValueEnumeration.derivedCaseName(of: entry.value),
                avoiding: taken
            )
            taken.insert(name)
            names[text] = name
        }
        return names
    }
}
