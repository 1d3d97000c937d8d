// MARK: - Servers

extension SpecDecoder {
    /// Names a server cannot take: they are members every generated `Server` has.
    static let reservedServerNames: Set<String> = ["url", "init", "self", "Type"]

    /// Decodes `servers`: each a `name`, a `url` template and its `variables`. Reports a name used twice, a
    /// placeholder no variable declares, a variable the URL does not use, and a `default` outside `enum`.
    mutating func decodeServers(in object: ObjectView) -> [ServerDefinition] {
        guard let elements = elements("servers", in: object) else { return [] }
        if elements.isEmpty, let location = object["servers"]?.value.location {
            log.error("'servers' must list at least one server", at: location)
        }
        var servers: [ServerDefinition] = []
        var names: Set<String> = []
        for (index, element) in elements.enumerated() {
            guard let server = decodeServer(element, context: "server \(index + 1)") else { continue }
            guard names.insert(server.name).inserted else {
                log.error("two servers are named '\(server.name)'; server names must be unique", at: element.location)
                continue
            }
            servers.append(server)
        }
        return servers
    }

    private mutating func decodeServer(_ node: JSONNode, context: String) -> ServerDefinition? {
        guard let object = object(node, context: context, keys: SpecKeys.server) else { return nil }
        let name = nonEmptyString("name", in: object, required: true)
        let url = nonEmptyString("url", in: object, required: true)
        let description = string("description", in: object)
        let variables = decodeServerVariables(in: object, context: context)
        guard let name, let url, let variables else { return nil }
        if !SwiftIdentifier.isValid(name) || Self.reservedServerNames.contains(name) {
            log.error(
                "a server's 'name' must be a Swift identifier other than \(Self.list(Self.reservedServerNames.sorted(), conjunction: "and")), "
                    + "such as 'production' or 'sandbox'; found '\(name)'",
                at: object["name"]?.value.location ?? object.anchor
            )
            return nil
        }
        let server = ServerDefinition(name: name, url: url, description: description, variables: variables)
        return checkServerURL(server, at: object["url"]?.value.location ?? object.anchor) ? server : nil
    }

    /// Whether `server`'s URL declares exactly its variables and, with their defaults, is an absolute http(s) URL.
    private mutating func checkServerURL(_ server: ServerDefinition, at location: SourceLocation) -> Bool {
        let placeholders = ServerDefinition.placeholders(in: server.url)
        var isValid = true
        for placeholder in Set(placeholders).sorted()
        where !server.variables.contains(where: { $0.name == placeholder }) {
            log.error(
                "server '\(server.name)': the URL's '{\(placeholder)}' is not declared under 'variables'",
                at: location
            )
            isValid = false
        }
        for variable in server.variables where !placeholders.contains(variable.name) {
            log.error(
                "server '\(server.name)': variable '\(variable.name)' is not used in the URL '\(server.url)'",
                at: location
            )
            isValid = false
        }
        guard isValid, server.sampleURLs.allSatisfy(Spec.isAbsoluteHTTPURL) else {
            if isValid {
                log.error(
                    "server '\(server.name)': 'url' must be an absolute http or https URL such as "
                        + "'https://{region}.api.example.com/v1', found '\(server.url)'",
                    at: location
                )
            }
            return false
        }
        return true
    }

    private mutating func decodeServerVariables(
        in object: ObjectView,
        context: String
    ) -> [ServerDefinition.Variable]? {
        var variables: [ServerDefinition.Variable] = []
        var swiftNames: Set<String> = []
        var isValid = true
        for member in members("variables", in: object) ?? [] {
            let variableContext = "\(context) variable '\(member.key)'"
            guard
                let variable = self.object(
                    member.value,
                    context: variableContext,
                    anchor: member.keyLocation,
                    keys: SpecKeys.serverVariable
                ),
                let defaultValue = string("default", in: variable, required: true)
            else {
                isValid = false
                continue
            }
            let values = (strings("enum", in: variable) ?? []).map(\.0)
            if let enumMember = variable["enum"], values.isEmpty {
                log.error("'enum' of \(variableContext) must list at least one value", at: enumMember.value.location)
                isValid = false
            } else if !values.isEmpty, !values.contains(defaultValue) {
                log.error(
                    "the 'default' of \(variableContext), '\(defaultValue)', is not one of its 'enum' values",
                    at: variable["default"]?.value.location ?? variable.anchor
                )
                isValid = false
            }
            if member.key.isEmpty || member.key.contains("{") || member.key.contains("}")
                || !swiftNames.insert(SwiftNaming.memberName(member.key)).inserted
            {
                log.error(
                    "\(variableContext) must be a name without braces that no other variable of the server spells "
                        + "the same in Swift",
                    at: member.keyLocation
                )
                isValid = false
            }
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
