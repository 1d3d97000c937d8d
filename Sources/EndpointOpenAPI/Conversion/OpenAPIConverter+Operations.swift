import EndpointSpec
import HTTPSemantics

// MARK: - Operations

extension OpenAPIConverter {
    /// The HTTP methods a path item may hold, lowercased as OpenAPI writes them.
    static let supportedMethods = ["get", "put", "post", "delete", "options", "head", "patch"]
    /// Path item keys that are not operations and are handled (or deliberately skipped) elsewhere.
    static let pathItemKeys: Set<String> = ["summary", "description", "parameters", "servers", "$ref"]

    /// Converts every operation under `paths`, in document order, naming each uniquely.
    mutating func convertPaths() -> [ImportedEndpoint] {
        guard let paths = root.member("paths") else {
            if !root.has("webhooks") && !root.has("components") {
                warn("the document has no 'paths'; the spec has no endpoints", at: root.location, loss: nil)
            }
            return []
        }
        guard paths.value.isObject else {
            warn(
                "'paths' must be an object, found \(paths.value.typeDescription); the spec has no endpoints",
                at: paths.value.location,
                loss: .init(.operation)
            )
            return []
        }
        var endpoints: [ImportedEndpoint] = []
        var usedNames: [String: String] = Self.reservedEndpointNames
        for pathMember in paths.value.objectMembers ?? [] where !pathMember.key.hasPrefix("x-") {
            // A query or fragment in the key is not part of the path (see `PathKey`).
            let key = PathKey(pathMember.key)
            let path = PathTemplate(key.path)
            if let problem = Self.pathProblem(path) {
                let operations = pathMember.value.objectMembers?.count { Self.supportedMethods.contains($0.key) }
                warn(
                    "path '\(pathMember.key)' \(problem); its operations are ignored",
                    at: pathMember.keyLocation,
                    loss: .init(.operation, count: operations ?? 1)
                )
                continue
            }
            guard let pathItem = dereferenced(pathMember.value, section: "path item"), pathItem.isObject else {
                continue
            }
            for member in pathItem.objectMembers ?? [] {
                if Self.supportedMethods.contains(member.key) {
                    guard
                        var endpoint = convertOperation(
                            member,
                            path: path,
                            key: key,
                            keyLocation: pathMember.keyLocation,
                            pathItem: pathItem
                        )
                    else {
                        continue
                    }
                    let preferred = endpoint.name
                    endpoint.name = SwiftNaming.unique(preferred) { usedNames[$0] != nil }
                    if endpoint.name != preferred, let other = usedNames[preferred] {
                        warn(
                            "operation name '\(preferred)' is already used by \(other); this operation is named "
                                + "'\(endpoint.name)'",
                            at: member.value.member("operationId")?.value.location ?? member.keyLocation,
                            loss: nil
                        )
                    }
                    usedNames[endpoint.name] = "\(endpoint.method) \(key.key)"
                    endpoints.append(endpoint)
                } else if member.key == "trace" {
                    warn(
                        "the TRACE method is not supported; the operation is ignored",
                        at: member.keyLocation,
                        loss: .init(.operation)
                    )
                } else if !Self.pathItemKeys.contains(member.key), !member.key.hasPrefix("x-") {
                    warn(
                        "unknown path item key '\(member.key)' is ignored",
                        at: member.keyLocation,
                        loss: .init(.unused)
                    )
                }
            }
        }
        return endpoints
    }

    /// The URL of the operation's own `servers`, else its path item's, when it differs from the document's
    /// first server: where the endpoint is sent instead of the API's base URL.
    private mutating func ownServer(of operation: JSONNode, in pathItem: JSONNode) -> String? {
        for (node, context) in [(operation, "the operation's servers[0].url"), (pathItem, "the path's servers[0].url")]
        {
            guard let servers = node.member("servers")?.value else { continue }
            if Self.sameServer(servers, as: root["servers"]) { return nil }
            let missing = "the endpoint is sent to the API's base URL"
            if let url = serverURL(of: servers, context: context, missing: missing) { return url }
            return nil
        }
        return nil
    }

    /// Whether the first server of `servers` has the same URL as the document's first server.
    static func sameServer(_ servers: JSONNode, as documentServers: JSONNode?) -> Bool {
        let url = servers.arrayElements?.first?.string("url")
        return url != nil && url == documentServers?.arrayElements?.first?.string("url")
    }

    /// Names the generated client already uses, so no endpoint may take them.
    static let reservedEndpointNames = [
        "apiClient": "the generated client", "defaultBaseURL": "the generated client",
        "withResponse": "the generated client", "securitySchemes": "the generated endpoint namespace",
    ]

    /// Why the spec format cannot use `path`, or `nil` when it can.
    static func pathProblem(_ path: PathTemplate) -> String? {
        let text = path.text
        let bytes = text.utf8
        if bytes.first != UInt8(ascii: "/") { return "does not start with '/'" }
        // Bytes, not characters: paths are nearly always ASCII, and only non-ASCII text can hide other whitespace.
        let asciiSpace: (UInt8) -> Bool = { $0 == 0x20 || (0x09...0x0D).contains($0) }
        if bytes.contains(where: asciiSpace)
            || (!bytes.allSatisfy { $0 < 0x80 } && text.contains(where: \.isWhitespace))
        {
            return "contains whitespace"
        }
        switch path.syntaxError?.kind {
        case nil: return nil
        case .emptyPlaceholder: return "has an empty placeholder '{}'"
        case .unclosedBrace, .unopenedBrace, .nestedBrace: return "has unbalanced '{' or '}'"
        }
    }

    /// Converts one operation of the path item under `key`, sent to `path`; `nil` when it is not an object.
    private mutating func convertOperation(
        _ member: JSONNode.Member,
        path: PathTemplate,
        key: PathKey,
        keyLocation: SourceLocation,
        pathItem: JSONNode
    ) -> ImportedEndpoint? {
        let operation = member.value
        guard operation.isObject else {
            warn(
                "operation '\(member.key)' must be an object, found \(operation.typeDescription)",
                at: operation.location,
                loss: .init(.operation)
            )
            return nil
        }
        let method = member.key.uppercased()
        let name: String
        if let operationID = operation.string("operationId"), operationID.contains(where: { $0.isLetter }) {
            name = OperationNaming.name(operationID: operationID, acronyms: acronyms)
        } else {
            name = OperationNaming.name(
                method: method,
                path: path,
                distinguishedBy: key.distinguishingWords,
                acronyms: acronyms
            )
        }
        if let callbacks = operation.member("callbacks") {
            warn(
                "callbacks are not supported; the operation's 'callbacks' is ignored",
                at: callbacks.keyLocation,
                loss: .init(.unused)
            )
        }
        var endpoint = ImportedEndpoint(
            name: name,
            method: method,
            path: path.text,
            summary: operation.text("summary"),
            description: operation.text("description"),
            isDeprecated: operation.flag("deprecated"),
            securityNode: operation["security"],
            location: member.keyLocation
        )
        endpoint.operationID = operation.string("operationId")
        endpoint.baseURL = ownServer(of: operation, in: pathItem)
        endpoint.tags = operation.member("tags")?.value.arrayElements?.compactMap(\.stringValue) ?? []
        endpoint.constantQueryItems = key.constantItems.map {
            ConstantQueryItem(name: $0.name, value: $0.value, location: keyLocation)
        }
        let operationType = SwiftNaming.typeName(name, acronyms: acronyms)
        endpoint.parameters = convertParameters(
            pathItem: pathItem,
            operation: operation,
            path: path,
            keyQuery: key.queryItems,
            operationType: operationType,
            at: member.keyLocation
        )
        Self.applyFragmentAssignments(to: &endpoint, key: key, at: keyLocation)
        markMultiSegmentParameters(of: &endpoint, path: path, key: key, pathItem: pathItem, operation: operation)
        if let body = operation.member("requestBody"), !isOptionalBodyWithoutFields(body) {
            let converted = convertRequestBody(body, operationType: operationType)
            endpoint.body = converted?.schema
            endpoint.bodyMediaType = converted?.mediaType
            endpoint.bodyEncodings = converted?.encodings ?? []
            endpoint.alternativeBodies = converted?.alternatives ?? []
            // OpenAPI: a request body is optional unless `required: true`.
            endpoint.isBodyOptional = quietlyResolved(body.value)?.flag("required") != true
        }
        endpoint.pagination = convertPagination(of: operation)
        endpoint.responses = convertResponses(
            operation.member("responses"),
            operationType: operationType,
            at: member.keyLocation
        )
        return endpoint
    }
}
