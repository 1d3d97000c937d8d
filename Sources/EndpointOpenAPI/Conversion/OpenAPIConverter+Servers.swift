import EndpointSpec

// MARK: - Document servers

extension OpenAPIConverter {
    /// The document's `servers`: every entry the generated client can reach, named (``ServerNaming``), with its
    /// variables (typed by their `enum`) and defaults. A lone server without variables is the plain `baseURL`
    /// instead (``ImportedSpec/servers`` stays empty): a `Server` type would offer no choice.
    ///
    /// A relative URL (`/api/v3`) is relative to where the document is served, which an imported file does not
    /// know: it is left out with a warning (the caller passes `baseURL:`).
    mutating func convertServers() -> (baseURL: String?, servers: [ServerDefinition]) {
        var kept: [(node: JSONNode, server: ServerDefinition)] = []
        for (index, node) in (root["servers"]?.arrayElements ?? []).enumerated() {
            if let server = convertServer(node, context: "servers[\(index)]") { kept.append((node, server)) }
        }
        let names = ServerNaming.names(
            of: kept.map { ServerNaming.Candidate(description: $0.server.description, url: $0.server.url) },
            acronyms: acronyms
        )
        let servers = zip(kept, names).map { entry, name in
            var server = entry.server
            server.name = name
            return server
        }
        guard let first = servers.first else { return (nil, []) }
        if servers.count == 1, first.variables.isEmpty { return (first.url, []) }
        return (first.defaultURL, servers)
    }

    /// One server, unnamed, with the variables its URL uses; `nil` (with a warning) when its URL is missing or
    /// relative, a variable has no `default`, or the spec format's rules reject it
    /// (``unusableReason(_:placeholders:)``).
    private mutating func convertServer(_ node: JSONNode, context: String) -> ServerDefinition? {
        guard let urlNode = node["url"], var url = urlNode.stringValue else {
            warn("\(context) has no 'url'; it is left out", at: node.location, loss: nil)
            return nil
        }
        if url.hasSuffix("/"), url.count > 1, !url.hasSuffix("://") { url.removeLast() }
        guard url.contains("://") else {
            warn(
                "\(context).url '\(url)' is relative to where the document is served, which the importer does not "
                    + "know; the server is left out (pass the server's URL as 'baseURL:' to the client)",
                at: urlNode.location,
                loss: nil
            )
            return nil
        }
        let placeholders = ServerDefinition.placeholders(in: url)
        var variables: [ServerDefinition.Variable] = []
        for member in node["variables"]?.objectMembers ?? [] where placeholders.contains(member.key) {
            guard let variable = convertServerVariable(member, context: context) else { return nil }
            variables.append(variable)
        }
        let server = ServerDefinition(name: "", url: url, description: node.text("description"), variables: variables)
        if let reason = unusableReason(server, placeholders: placeholders) {
            warn(
                "\(context).url '\(url)' cannot be used: \(reason); the server is left out",
                at: urlNode.location,
                loss: nil
            )
            return nil
        }
        return server
    }

    /// Why the spec format's server rules (which the validator checks on the imported spec) reject `server`, whose
    /// variables are those its URL uses, or `nil` when they accept it. Its name is not asked: ``ServerNaming`` makes
    /// every name a unique Swift identifier.
    private func unusableReason(_ server: ServerDefinition, placeholders: [String]) -> String? {
        if let name = placeholders.first(where: { name in !server.variables.contains { $0.name == name } }) {
            return "its '{\(name)}' has no entry under 'variables'"
        }
        if let name = placeholders.first(where: { $0.isEmpty || $0.contains("{") }) {
            return "'{\(name)}' is not a variable name"
        }
        var namesInSwift: [String: String] = [:]
        for variable in server.variables {
            let swiftName = SwiftNaming.memberName(variable.name, acronyms: acronyms)
            if let earlier = namesInSwift[swiftName] {
                return "its variables '\(earlier)' and '\(variable.name)' are both '\(swiftName)' in Swift"
            }
            namesInSwift[swiftName] = variable.name
        }
        guard server.sampleURLs.allSatisfy(Spec.isAbsoluteHTTPURL) else {
            return "it is not a plain http(s) URL with each of its variables' values"
        }
        return nil
    }

    /// One server variable; an `enum` its `default` is not in is dropped (the variable takes any string).
    private mutating func convertServerVariable(
        _ member: JSONNode.Member,
        context: String
    ) -> ServerDefinition.Variable? {
        let values = (member.value["enum"]?.arrayElements ?? []).compactMap(Self.scalarText)
            .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        guard let defaultValue = member.value["default"].flatMap(Self.scalarText) ?? values.first else {
            warn(
                "\(context) variable '\(member.key)' has no 'default'; the server is left out",
                at: member.keyLocation,
                loss: nil
            )
            return nil
        }
        var variable = ServerDefinition.Variable(
            name: member.key,
            defaultValue: defaultValue,
            values: values,
            description: member.value.text("description")
        )
        if !values.isEmpty, !values.contains(defaultValue) {
            warn(
                "\(context) variable '\(member.key)': its default '\(defaultValue)' is not one of its 'enum' values, "
                    + "so it takes any string",
                at: member.value["default"]?.location ?? member.keyLocation,
                loss: nil
            )
            variable.values = []
        }
        return variable
    }

    /// A string or number node's text.
    private static func scalarText(_ node: JSONNode) -> String? {
        switch node.value {
        case .string(let text), .number(let text): text
        default: nil
        }
    }
}
