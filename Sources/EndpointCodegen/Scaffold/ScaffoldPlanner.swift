import EndpointSpec

/// Decides what ``DomainScaffold`` declares: which properties a domain type keeps, and each repository method's
/// parameters, return type and `from` path.
struct ScaffoldPlanner {
    let spec: Spec
    let translator: SpecTranslator
    /// The chosen models.
    let chosen: [ModelDefinition]

    /// The domain type name of a chosen model, by the model's name.
    private var domainNames: [String: String] {
        Dictionary(
            chosen.map { ($0.name, SwiftNaming.typeName($0.name, acronyms: spec.acronyms)) },
            uniquingKeysWith: { first, _ in first }
        )
    }

    // MARK: Domain types

    /// The domain struct of `model`: its `id` wrapped in `ID`, scalars as they are, chosen models as their domain
    /// types; anything else (enumerations, unchosen models, maps, untyped values) left out with the reason.
    func domainType(_ model: ModelDefinition) -> DomainScaffold.DomainType {
        let name = domainNames[model.name] ?? model.name
        let names = translator.names.model(model.name)
        var type = DomainScaffold.DomainType(
            modelName: model.name,
            name: name,
            description: model.description,
            properties: [],
            leftOut: []
        )
        guard case .object(let properties) = model.kind else { return type }
        for property in properties {
            let swiftName = names.properties[property.wireName] ?? SwiftNaming.memberName(property.wireName)
            let isOptional = !property.isRequired || property.schema.isNullable
            func optional(_ text: String) -> String { isOptional ? text + "?" : text }
            var member = DomainScaffold.Property(
                wireName: property.wireName,
                name: swiftName,
                type: "",
                description: property.schema.description
            )
            if property.wireName == "id", let scalar = scalarType(property.schema) {
                type.idRawType = scalar
                member.type = optional("ID")
                member.using = "\(name).ID(rawValue:)"
            } else if let domain = domainValueType(property.schema) {
                member.type = optional(domain)
            } else {
                type.leftOut.append((property.wireName, reasonLeftOut(property.schema)))
                continue
            }
            type.properties.append(member)
        }
        return type
    }

    /// The Swift type of a scalar the domain can hold as it is (`String`, `Int`, `Date`, `URL`…), or `nil`.
    func scalarType(_ schema: Schema) -> String? {
        switch schema.kind {
        case .string, .integer, .number, .boolean, .dateTime, .uuid, .uri, .byte:
            translator.swiftType(schema, enumName: nil).text
        default: nil
        }
    }

    /// The domain type of a value: a scalar, a chosen model's domain type, or an array of them.
    private func domainValueType(_ schema: Schema) -> String? {
        switch schema.kind {
        case .reference(let model): domainNames[model]
        case .array(let element) where !element.isNullable: domainValueType(element).map { "[\($0)]" }
        default: scalarType(schema)
        }
    }

    /// Why a property is left out of its domain type.
    private func reasonLeftOut(_ schema: Schema) -> String {
        switch schema.kind {
        case .reference(let model):
            let isObject = spec.models.first { $0.name == model }.map {
                if case .object = $0.kind { true } else { false }
            }
            return isObject == true
                ? "its model '\(model)' is not chosen; add '--model \(model)'"
                : "'\(model)' is an enumeration or union; map it with `using:` to a domain type of yours"
        case .enumeration: return "an inline enumeration; map it with `using:` to a domain type of yours"
        case .array: return "an array of values without a domain type"
        case .map: return "a map; add it by hand if the domain needs it"
        case .date: return "a calendar date (EndpointRuntime.CalendarDate); map it with `using:`"
        default: return "an untyped value"
        }
    }

    // MARK: Methods

    /// The repository method calling `endpoint`.
    func method(
        for endpoint: EndpointDefinition,
        domainTypes: [DomainScaffold.DomainType]
    ) throws -> DomainScaffold.Method {
        let operation = endpoint.operationID ?? endpoint.name
        let endpointNames = translator.names.endpoint(endpoint.name)
        let success = endpoint.successResponse
        var method = DomainScaffold.Method(
            name: endpointNames.functionName,
            endpoint: operation,
            description: endpoint.description,
            parameters: [],
            returns: "Void",
            // A stream exactly when the generated repository streams it (translateRepository's test).
            isStream: EndpointSignature(
                endpoint: endpoint,
                translator: translator,
                enumScope: .named(translator.names.endpointsName)
            ).streamedItems != nil,
            errors: errors(of: endpoint),
            notes: []
        )
        var returnedModel: String?
        if let schema = success?.schema {
            // A stream's items are returned whole: `from` does not apply to them.
            if method.isStream, chosenValue(schema) == nil {
                throw DomainScaffold.Problem.unmappedResponse(operation: operation, holds: heldObjectModels(schema))
            }
            let found = try returned(by: schema, operation: operation)
            method.returns = found.type
            method.from = found.path
            returnedModel = found.model
        }
        // The identified type a path parameter's value is: the returned model's `ID` first, else the model whose
        // name the parameter's starts with (`droplet_id` → `Droplet.ID`).
        let identified = domainTypes.filter { $0.idRawType != nil }
        var taken = Set<String>()
        for parameter in endpoint.parameters {
            let name = SwiftNaming.unique(endpointNames.plainParameter(parameter.name), avoiding: taken)
            let isOptional = !parameter.isRequired
            guard let scalar = scalarType(parameter.schema) else {
                method.notes.append(
                    "\(operation): left out the parameter '\(parameter.name)' (not a scalar); feed it by hand."
                )
                continue
            }
            taken.insert(name)
            var argument = DomainScaffold.Parameter(
                name: name,
                type: isOptional ? scalar + "?" : scalar,
                to: parameter.name,
                value: nil
            )
            if parameter.location == .path,
                let owner = identifier(for: parameter.name, returning: returnedModel, among: identified),
                owner.idRawType == scalar
            {
                argument.type = owner.name + ".ID"
                argument.value = "rawValue"
            }
            method.parameters.append(argument)
        }
        if let body = endpoint.body, !endpoint.isBodyOptional {
            let type = translator.swiftType(body, enumName: nil).text
            method.parameters.append(
                DomainScaffold.Parameter(name: SwiftNaming.unique("body", avoiding: taken), type: type, to: "body")
            )
            method.notes.append(
                "\(operation): the request body is passed as its transfer type '\(type)'; wrap it in a domain type."
            )
        }
        return method
    }

    // MARK: Errors

    /// A starting mapping of each error `endpoint` declares: by status for every 4xx or 5xx response with a body
    /// (and 404 with or without one), and by the body's `code` member for each value when its schema is a string
    /// enumeration. Each is named for its case of the domain error (``DomainScaffold`` makes the names unique).
    func errors(of endpoint: EndpointDefinition) -> [DomainScaffold.ErrorMapping] {
        var mappings: [DomainScaffold.ErrorMapping] = []
        let responses = endpoint.responses.compactMap { response -> (Int, ResponseDefinition)? in
            guard case .code(let status) = response.status, status >= 400 else { return nil }
            return (status, response)
        }
        for (status, response) in responses.sorted(by: { $0.0 < $1.0 }) {
            guard response.schema != nil || status == 404 else { continue }
            for value in codeValues(of: response.schema) {
                mappings.append(
                    DomainScaffold.ErrorMapping(
                        status: status,
                        code: value,
                        caseName: SwiftNaming.memberName(value, acronyms: spec.acronyms)
                    )
                )
            }
            mappings.append(DomainScaffold.ErrorMapping(status: status, code: nil, caseName: response.caseName))
        }
        return mappings
    }

    /// The values of an error body's `code` member when its schema is a string enumeration (inline or a model).
    private func codeValues(of body: Schema?) -> [String] {
        guard case .reference(let name)? = body?.kind, let model = spec.models.first(where: { $0.name == name }),
            case .object(let properties) = model.kind,
            let code = properties.first(where: { $0.wireName == DomainScaffold.ErrorMapping.codeMember })
        else { return [] }
        switch code.schema.kind {
        case .enumeration(let values): return values.filter { !$0.isEmpty }
        case .reference(let enumeration):
            guard case .enumeration(let values)? = spec.models.first(where: { $0.name == enumeration })?.kind else {
                return []
            }
            return values.filter { !$0.isEmpty }
        default: return []
        }
    }

    /// The domain type owning the `ID` a path parameter called `wireName` carries.
    private func identifier(
        for wireName: String,
        returning model: String?,
        among identified: [DomainScaffold.DomainType]
    ) -> DomainScaffold.DomainType? {
        let words = SwiftNaming.memberName(wireName, acronyms: spec.acronyms).lowercased()
        if let byName = identified.first(where: { words == $0.name.lowercased() + "id" }) { return byName }
        return identified.first { $0.modelName == model }
    }

    /// The domain type a response `schema` returns, the member path it is read from, and the model.
    private func returned(
        by schema: Schema,
        operation: String
    ) throws -> (type: String, path: String?, model: String?) {
        if let direct = chosenValue(schema) { return (direct.type, nil, direct.model) }
        var paths: [(path: String, type: String, model: String)] = []
        var visited = Set<String>()
        var frontier: [(path: String, schema: Schema)] = [("", schema)]
        // Breadth first through object models, three members deep: the shallowest chosen value wins.
        for _ in 0..<3 where paths.isEmpty {
            var next: [(path: String, schema: Schema)] = []
            for (path, schema) in frontier {
                guard case .reference(let name) = schema.kind, visited.insert(name).inserted,
                    let model = spec.models.first(where: { $0.name == name }), case .object(let properties) = model.kind
                else { continue }
                for property in properties {
                    let memberPath = path.isEmpty ? property.wireName : path + "." + property.wireName
                    if let value = chosenValue(property.schema) {
                        let optional = !property.isRequired || property.schema.isNullable
                        paths.append((memberPath, optional ? value.type + "?" : value.type, value.model))
                    } else {
                        next.append((memberPath, property.schema))
                    }
                }
            }
            frontier = next
        }
        guard paths.count <= 1 else {
            throw DomainScaffold.Problem.ambiguousResponse(operation: operation, paths: paths.map(\.path))
        }
        guard let path = paths.first else {
            throw DomainScaffold.Problem.unmappedResponse(operation: operation, holds: heldObjectModels(schema))
        }
        return (path.type, path.path, path.model)
    }

    /// A chosen model, or an array of one, as its domain type.
    private func chosenValue(_ schema: Schema) -> (type: String, model: String)? {
        switch schema.kind {
        case .reference(let model): domainNames[model].map { ($0, model) }
        case .array(let element) where !element.isNullable: chosenValue(element).map { ("[\($0.type)]", $0.model) }
        default: nil
        }
    }

    /// The object models a response holds (itself, its members', two levels deep), to suggest.
    private func heldObjectModels(_ schema: Schema) -> [String] {
        var found: [String] = []
        func visit(_ schema: Schema, depth: Int) {
            guard depth < 3 else { return }
            switch schema.kind {
            case .array(let element): visit(element, depth: depth)
            case .reference(let name):
                guard let model = spec.models.first(where: { $0.name == name }),
                    case .object(let properties) =
                        model.kind, !found.contains(name)
                else { return }
                found.append(name)
                for property in properties { visit(property.schema, depth: depth + 1) }
            default: return
            }
        }
        visit(schema, depth: 0)
        // None already chosen.
        let chosenNames = Set(chosen.map(\.name))
        return Array(found.filter { !chosenNames.contains($0) }.prefix(3))
    }
}
