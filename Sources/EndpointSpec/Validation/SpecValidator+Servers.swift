// MARK: - Servers

extension SpecValidator {
    /// Names a server cannot take: they are members every generated `Server` has.
    static let reservedServerNames: Set<String> = ["url", "init", "self", "Type"]

    /// Checks `servers`: a written list not empty; each server's variables (an `enum` listing a value and holding the
    /// `default`, a name without braces that no other variable of the server spells the same in Swift, with the
    /// spec's acronyms as codegen spells it), then its name (a Swift identifier, not a member of `Server`), then its
    /// URL (placeholders declared, variables used, absolute http(s) with every value); then the names of the servers
    /// that pass, unique. A server that breaks a rule is not checked further.
    mutating func checkServers() {
        if let list = sourceMap.node(at: .servers), case .array(let elements) = list.value, elements.isEmpty {
            log.error("'servers' must list at least one server", at: list.location)
        }
        var names: Set<String> = []
        for (index, server) in spec.servers.enumerated()
        where checkServer(server, index: index) && !names.insert(server.name).inserted {
            log.error(
                "two servers are named '\(server.name)'; server names must be unique",
                at: serverLocation(.server(index: index))
            )
        }
    }

    /// Checks one server (`index` among the spec's servers); whether it keeps every rule.
    private mutating func checkServer(_ server: ServerDefinition, index: Int) -> Bool {
        let context = "server \(writtenNumber(ofServer: index))"
        guard checkServerVariables(of: server, index: index, context: context) else { return false }
        guard SwiftIdentifier.isValid(server.name), !Self.reservedServerNames.contains(server.name) else {
            let reserved = SpecDecoder.list(Self.reservedServerNames.sorted(), conjunction: "and")
            log.error(
                "a server's 'name' must be a Swift identifier other than \(reserved), "
                    + "such as 'production' or 'sandbox'; found '\(server.name)'",
                at: serverLocation(.serverName(index: index))
            )
            return false
        }
        return checkServerURL(server, at: serverLocation(.serverURL(index: index)))
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
        guard isValid else { return false }
        guard server.sampleURLs.allSatisfy(Spec.isAbsoluteHTTPURL) else {
            log.error(
                "server '\(server.name)': 'url' must be an absolute http or https URL such as "
                    + "'https://{region}.api.example.com/v1', found '\(server.url)'",
                at: location
            )
            return false
        }
        return true
    }

    /// Whether every variable of `server` has a usable `enum` and `default` and a name of its own in Swift.
    private mutating func checkServerVariables(
        of server: ServerDefinition,
        index: Int,
        context: String
    ) -> Bool {
        var swiftNames: Set<String> = []
        var isValid = true
        for (variableIndex, variable) in server.variables.enumerated() {
            let variableContext = "\(context) variable '\(variable.name)'"
            let nameLocation = serverLocation(.serverVariable(server: index, index: variableIndex))
            if let enumLocation = sourceMap[.serverVariableEnum(server: index, index: variableIndex)],
                variable.values.isEmpty
            {
                log.error("'enum' of \(variableContext) must list at least one value", at: enumLocation)
                isValid = false
            } else if !variable.values.isEmpty, !variable.values.contains(variable.defaultValue) {
                log.error(
                    "the 'default' of \(variableContext), '\(variable.defaultValue)', is not one of its 'enum' values",
                    at: sourceMap.location(
                        of: .serverVariableDefault(server: index, index: variableIndex),
                        or: nameLocation
                    )
                )
                isValid = false
            }
            if variable.name.isEmpty || variable.name.contains("{") || variable.name.contains("}")
                || !swiftNames.insert(SwiftNaming.memberName(variable.name, acronyms: spec.acronyms)).inserted
            {
                log.error(
                    "\(variableContext) must be a name without braces that no other variable of the server spells "
                        + "the same in Swift",
                    at: nameLocation
                )
                isValid = false
            }
        }
        return isValid
    }

    /// The number of the server at `index` among the spec's servers as its entry is written in `servers` (a server
    /// too broken to decode still counts), or `index + 1` for a spec built in memory.
    private func writtenNumber(ofServer index: Int) -> Int {
        guard let location = sourceMap[.server(index: index)], let list = sourceMap.node(at: .servers),
            case .array(let elements) = list.value,
            let written = elements.firstIndex(where: { $0.location == location })
        else { return index + 1 }
        return written + 1
    }

    /// Where `place` (a part of a server) is written, else the start of the spec's file (a spec built in memory
    /// locates no server).
    private func serverLocation(_ place: SpecSourceMap.Place) -> SourceLocation {
        sourceMap.location(of: place, or: SourceLocation(file: spec.sourcePath, line: 1, column: 1))
    }
}
