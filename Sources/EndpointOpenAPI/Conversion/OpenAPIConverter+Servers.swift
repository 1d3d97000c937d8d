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

    /// One server, unnamed; `nil` (with a warning) when its URL is missing, relative, or not a plain URL.
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
        var server = ServerDefinition(name: "", url: url, description: node.text("description"), variables: variables)
        let undeclared = placeholders.filter { name in !variables.contains { $0.name == name } }
        let swiftNames = variables.map { SwiftNaming.memberName($0.name, acronyms: acronyms) }
        guard undeclared.isEmpty, Set(swiftNames).count == swiftNames.count,
            server.sampleURLs.allSatisfy(Spec.isAbsoluteHTTPURL)
        else {
            let reason =
                undeclared.first.map { "its '{\($0)}' has no entry under 'variables'" }
                ?? "it is not a plain http(s) URL with each of its variables' values"
            warn(
                "\(context).url '\(url)' cannot be used: \(reason); the server is left out",
                at: urlNode.location,
                loss: nil
            )
            return nil
        }
        server.description = node.text("description")
        return server
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
