// MARK: - Servers

extension SpecDecoder {
    /// Decodes `servers`: each a `name`, a `url` template and its `variables`, as written. A server missing a required
    /// key or with a value of the wrong type is left out (reported); every rule (``SpecValidator/checkServers()``)
    /// is checked by the validator, with the locations recorded here (``SpecSourceMap``), by the server's index among
    /// the decoded ones.
    mutating func decodeServers(in object: ObjectView) -> [ServerDefinition] {
        guard let elements = elements("servers", in: object) else { return [] }
        if let list = object["servers"]?.value { sourceMap.record(list, at: .servers) }
        var servers: [ServerDefinition] = []
        for (index, element) in elements.enumerated() {
            guard let server = decodeServer(element, context: "server \(index + 1)", index: servers.count) else {
                continue
            }
            sourceMap[.server(index: servers.count)] = element.location
            servers.append(server)
        }
        return servers
    }

    /// One server, to be the `index`-th decoded one; `nil` when a key is missing or of the wrong type.
    private mutating func decodeServer(_ node: JSONNode, context: String, index: Int) -> ServerDefinition? {
        guard let object = object(node, context: context, keys: SpecKeys.server) else { return nil }
        let name = nonEmptyString("name", in: object, required: true)
        let url = nonEmptyString("url", in: object, required: true)
        let description = string("description", in: object)
        let variables = decodeServerVariables(in: object, context: context, server: index)
        guard let name, let url, let variables else { return nil }
        sourceMap[.serverName(index: index)] = object["name"]?.value.location ?? object.anchor
        sourceMap[.serverURL(index: index)] = object["url"]?.value.location ?? object.anchor
        return ServerDefinition(name: name, url: url, description: description, variables: variables)
    }

    /// A server's `variables` as written (each `enum` without repeated values), or `nil` when one is missing its
    /// `default` or is not an object.
    private mutating func decodeServerVariables(
        in object: ObjectView,
        context: String,
        server: Int
    ) -> [ServerDefinition.Variable]? {
        var variables: [ServerDefinition.Variable] = []
        var isValid = true
        for member in members("variables", in: object) ?? [] {
            guard
                let variable = self.object(
                    member.value,
                    context: "\(context) variable '\(member.key)'",
                    anchor: member.keyLocation,
                    keys: SpecKeys.serverVariable
                ),
                let defaultValue = string("default", in: variable, required: true)
            else {
                isValid = false
                continue
            }
            let values = (strings("enum", in: variable) ?? []).map(\.0)
            let index = variables.count
            sourceMap[.serverVariable(server: server, index: index)] = member.keyLocation
            sourceMap[.serverVariableDefault(server: server, index: index)] = variable["default"]?.value.location
            sourceMap[.serverVariableEnum(server: server, index: index)] = variable["enum"]?.value.location
            variables.append(
                ServerDefinition.Variable(
                    name: member.key,
                    defaultValue: defaultValue,
                    values: values.reduce(into: []) { if !$0.contains($1) { $0.append($1) } },
                    description: string("description", in: variable)
                )
            )
        }
        return isValid ? variables : nil
    }
}
