// MARK: - Top level

extension SpecDecoder {
    /// Decodes the whole spec; `nil` only when the document is not an object at all.
    mutating func decodeSpec(_ root: JSONNode, path: String) -> Spec? {
        guard case .object = root.value else {
            log.error("the spec must be a JSON object, found \(root.typeDescription)", at: root.location)
            return nil
        }
        if case .object(let members) = root.value,
            let marker = members.first(where: { $0.key == "openapi" || $0.key == "swagger" })
        {
            log.error(
                "this is an OpenAPI document, not an EndpointKit spec; convert it with "
                    + "'endpoint-gen import-openapi <file> --output <spec>' first",
                at: marker.keyLocation
            )
            return nil
        }
        guard let object = object(root, context: "the spec", keys: SpecKeys.topLevel) else { return nil }
        let name = nonEmptyString("name", in: object, required: true) ?? ""
        sourceMap[.specName] = object["name"]?.value.location
        let description = string("description", in: object)
        var baseURL = decodeBaseURL(in: object)
        let servers = decodeServers(in: object)
        if let first = servers.first {
            if let location = object["baseURL"]?.value.location {
                log.error(
                    "give either 'baseURL' or 'servers', not both: the first server is the default base URL",
                    at: location
                )
            }
            baseURL = first.defaultURL
        }
        let documentationURL = decodeDocumentationURL(in: object)
        let acronyms = decodeAcronyms(in: object)
        let imports = decodeImports(in: object)
        let modelConformances = decodeModelConformances(in: object)
        let modelProperties = decodeModelProperties(in: object)
        let grouping = decodeGrouping(in: object)
        let idempotencyKey = decodeIdempotencyKey(in: object, allowsFalse: false)
        let securitySchemes = decodeSecuritySchemes(in: object)
        let security = decodeSecurity(in: object, context: "the spec") ?? []

        var models: [ModelDefinition] = []
        for member in members("models", in: object) ?? [] {
            declaredModels.insert(member.key)
            if let model = decodeModel(member) {
                models.append(model)
                modelsByName[model.name] = model
            }
        }
        var endpoints: [EndpointDefinition] = []
        for member in members("endpoints", in: object) ?? [] {
            declaredEndpoints.insert(member.key)
            if let endpoint = decodeEndpoint(member) {
                endpoints.append(endpoint)
                endpointsByName[endpoint.name] = endpoint
            }
        }
        if case .header(let header) = idempotencyKey, let location = object["idempotencyKey"]?.value.location {
            endpoints = applyingIdempotencyKey(
                header,
                at: location,
                to: endpoints,
                optedOut: endpointsWithoutIdempotencyKey
            )
        }
        var repositories: [RepositoryDefinition] = []
        for member in members("repositories", in: object) ?? [] {
            if let repository = decodeRepository(member) { repositories.append(repository) }
        }
        var spec = Spec(
            name: name,
            description: description,
            baseURL: baseURL,
            imports: imports,
            modelConformances: modelConformances,
            models: models.sorted { $0.name < $1.name },
            endpoints: endpoints.sorted { $0.name < $1.name },
            repositories: repositories.sorted { $0.name < $1.name },
            securitySchemes: securitySchemes,
            security: security,
            sourcePath: path
        )
        spec.modelProperties = modelProperties ?? .variable
        spec.grouping = grouping ?? .none
        spec.servers = servers
        spec.documentationURL = documentationURL
        spec.acronyms = acronyms
        return spec
    }

    /// `baseURL` of `object` (the spec's or an endpoint's): an absolute http(s) URL.
    mutating func decodeBaseURL(in object: ObjectView) -> String? {
        guard let url = string("baseURL", in: object), let location = object["baseURL"]?.value.location else {
            return nil
        }
        guard Spec.isAbsoluteHTTPURL(url) else {
            log.error(
                "'baseURL' must be an absolute http or https URL such as 'https://api.example.com', found '\(url)'",
                at: location
            )
            return nil
        }
        return url
    }

    /// `documentationURL` of the spec: an absolute http(s) URL.
    mutating func decodeDocumentationURL(in object: ObjectView) -> String? {
        guard let url = string("documentationURL", in: object),
            let location = object["documentationURL"]?.value.location
        else { return nil }
        guard Spec.isAbsoluteHTTPURL(url) else {
            log.error(
                "'documentationURL' must be an absolute http or https URL such as 'https://docs.example.com/api/', "
                    + "found '\(url)'",
                at: location
            )
            return nil
        }
        return url
    }

    /// `acronyms` of the spec: words of two to eight ASCII letters every name spells in capitals, and run-together
    /// words every name splits (`gpu_info`) (``Spec/acronyms``).
    private mutating func decodeAcronyms(in object: ObjectView) -> Acronyms {
        var words: [String] = []
        for (word, location) in strings("acronyms", in: object) ?? [] {
            guard
                Acronyms.isCompound(word)
                    || ((2...8).contains(word.utf8.count) && word.allSatisfy({ $0.isASCII && $0.isLetter }))
            else {
                log.error(
                    "'acronyms' holds words of two to eight ASCII letters, such as 'VPC', or run-together words "
                        + "as lowercase words joined by '_', such as 'gpu_info'; found '\(word)'",
                    at: location
                )
                continue
            }
            words.append(word)
        }
        return Acronyms(words)
    }

    private mutating func decodeImports(in object: ObjectView) -> [String] {
        var imports: [String] = []
        for (module, location) in strings("imports", in: object) ?? [] {
            if !SwiftIdentifier.isValid(module) {
                log.error("import '\(module)' is not a valid Swift module name", at: location)
            } else if imports.contains(module) {
                log.warning("module '\(module)' is imported twice", at: location)
            } else {
                imports.append(module)
            }
        }
        return imports.sorted()
    }

    /// `modelProperties`: `"var"` or `"let"`; `nil` when absent or not one of them (an error then).
    mutating func decodeModelProperties(in object: ObjectView) -> ModelProperties? {
        choice(
            "modelProperties",
            in: object,
            expectation: "is 'var' (the default: values can be changed) or 'let' (built whole, quicker to compile)"
        )
    }

    /// `grouping`: `"none"` or `"tags"`; `nil` when absent or not one of them (an error then).
    mutating func decodeGrouping(in object: ObjectView) -> ClientGrouping? {
        choice(
            "grouping",
            in: object,
            expectation: "is 'none' (the default: every call is a method of the client) or 'tags' (calls grouped by "
                + "their first tag: client.pets.list())"
        )
    }

    /// `modelConformances`: known protocol names only, reduced to the strongest (`Hashable` implies `Equatable`).
    mutating func decodeModelConformances(in object: ObjectView) -> [ModelConformance] {
        var conformances: Set<ModelConformance> = []
        let known = ModelConformance.allCases.map(\.rawValue)
        for (name, location) in strings("modelConformances", in: object) ?? [] {
            guard let conformance = ModelConformance(rawValue: name) else {
                log.error(
                    "'modelConformances' accepts \(known.map { "'\($0)'" }.joined(separator: " and ")), found "
                        + "'\(name)'\(Suggestion.hint(for: name, in: known))",
                    at: location
                )
                continue
            }
            if !conformances.insert(conformance).inserted {
                log.warning("'\(name)' is listed twice in 'modelConformances'", at: location)
            }
        }
        return conformances.contains(.hashable) ? [.hashable] : Array(conformances)
    }
}
