import EndpointSpec

// MARK: - Servers

extension SpecTranslator {
    /// The Swift spelling of one server variable: its parameter name and, when the spec lists its values, the
    /// enumeration it takes.
    struct ServerVariableNames {
        /// The variable as the spec writes it.
        var variable: ServerDefinition.Variable
        /// The parameter of the server's static function.
        var parameterName: String
        /// The nested enumeration of its values, or `nil` when it takes any string.
        var enumName: String?
    }

    /// The client's nested `Server` type: one static member per spec server (a function taking the server's
    /// variables, when it has some), the variables' enumerations and `init(url:)` for any other deployment.
    /// `nil` when the spec declares no `servers`.
    func translateServerType() -> Declaration? {
        guard let typeName = names.serverTypeName, let first = spec.servers.first else { return nil }
        let variableNames = serverVariableNames()
        var members: [Declaration] = [
            .variable(
                VariableDeclaration(
                    documentation: ["The server's URL, its variables filled in."],
                    name: "url",
                    type: .named("URL")
                )
            ),
            .function(
                FunctionDeclaration(
                    documentation: ["A server at `url`: another deployment of the API, such as a local mock server."],
                    kind: .initializer,
                    parameters: [FunctionParameter(name: "url", type: .named("URL"))],
                    body: [.assignment(target: .identifier("self").member("url"), value: .identifier("url"))]
                )
            ),
        ]
        for server in spec.servers {
            members.append(serverMember(server, typeName: typeName, variables: variableNames[server.name] ?? []))
        }
        var declaredEnums: Set<String> = []
        for server in spec.servers {
            for names in variableNames[server.name] ?? [] {
                guard let enumName = names.enumName, declaredEnums.insert(enumName).inserted else { continue }
                members.append(serverVariableEnum(enumName, variable: names.variable))
            }
        }
        let list = spec.servers.map { "`\(serverCallSpelling($0, variables: variableNames[$0.name] ?? []))`" }
        return .structure(
            TypeDeclaration(
                documentation: [
                    "The servers the \(names.apiName) API is served from: \(list.joined(separator: ", ")). "
                        + "`\(first.name)` is the default."
                ],
                name: typeName,
                conformances: [.named("Hashable"), .named("Sendable")],
                members: members
            )
        )
    }

    /// `.production` or `.sandbox(region:)`: how documentation names a server.
    private func serverCallSpelling(_ server: ServerDefinition, variables: [ServerVariableNames]) -> String {
        let name = SwiftNaming.escaped(server.name)
        guard !variables.isEmpty else { return "." + name }
        return ".\(name)(" + variables.map { "\($0.parameterName):" }.joined() + ")"
    }

    /// Each server's variables, spelled in Swift: a variable listing values takes an enumeration named after it
    /// (`Region`), shared by the servers whose same-named variable lists the same values, else prefixed with the
    /// server's name (`SandboxRegion`).
    private func serverVariableNames() -> [String: [ServerVariableNames]] {
        var taken: Set<String> = ["Server"]
        var enumsByValues: [String: [String]] = [:]
        var result: [String: [ServerVariableNames]] = [:]
        for server in spec.servers {
            result[server.name] = server.variables.map { variable in
                let parameterName = SwiftNaming.escaped(SwiftNaming.memberName(variable.name, acronyms: spec.acronyms))
                guard !variable.values.isEmpty else {
                    return ServerVariableNames(variable: variable, parameterName: parameterName, enumName: nil)
                }
                let base = SwiftNaming.typeName(variable.name, acronyms: spec.acronyms)
                if let shared = enumsByValues[base].flatMap({ $0 == variable.values ? base : nil }) {
                    return ServerVariableNames(variable: variable, parameterName: parameterName, enumName: shared)
                }
                let candidate =
                    enumsByValues[base] == nil
                    ? base : SwiftNaming.typeName(server.name, acronyms: spec.acronyms) + base
                let enumName = SwiftNaming.unique(candidate, avoiding: taken.union(NameTable.reservedTypeNames))
                taken.insert(enumName)
                if enumsByValues[base] == nil { enumsByValues[base] = variable.values }
                return ServerVariableNames(variable: variable, parameterName: parameterName, enumName: enumName)
            }
        }
        return result
    }

    /// `static var production: Server` or `static func sandbox(region: Region = .eu) -> Server`.
    private func serverMember(
        _ server: ServerDefinition,
        typeName: String,
        variables: [ServerVariableNames]
    ) -> Declaration {
        var arguments = [Argument(nil, .string(server.url))]
        if !variables.isEmpty {
            let entries = variables.map { names in
                let value = Expression.identifier(names.parameterName)
                return DictionaryEntry(
                    key: .string(names.variable.name),
                    value: names.enumName == nil ? value : value.member("rawValue")
                )
            }
            arguments.append(Argument("with", .dictionary(entries)))
        }
        let value = Expression.type(.named(typeName)).call([
            Argument("url", Expression.type(.runtime("ServerURL")).member("expanding").call(arguments))
        ])
        var documentation = documentation(server.description, fallback: "The `\(server.name)` server.")
        documentation += ["", "Its URL: \(SwiftLiteral.codeVoice(server.url))."]
        guard !variables.isEmpty else {
            return .variable(
                VariableDeclaration(
                    documentation: documentation,
                    isStatic: true,
                    name: SwiftNaming.escaped(server.name),
                    type: .named(typeName),
                    getter: [.return(value)]
                )
            )
        }
        documentation.append("")
        let parameters = variables.map { names in
            let description = documentationLine(names.variable.description)
            let defaultText = SwiftLiteral.codeVoice(names.variable.defaultValue)
            documentation.append(
                "- Parameter \(names.parameterName): \(description.isEmpty ? "" : description + " ")"
                    + "Default: \(defaultText)."
            )
            let defaultValue: Expression =
                names.enumName == nil
                ? .string(names.variable.defaultValue)
                : .implicitMember(caseName(of: names.variable.defaultValue, in: names.variable.values))
            return FunctionParameter(
                name: names.parameterName,
                type: .named(names.enumName ?? "String"),
                defaultValue: defaultValue
            )
        }
        return .function(
            FunctionDeclaration(
                documentation: documentation,
                isStatic: true,
                kind: .function(SwiftNaming.escaped(server.name)),
                parameters: parameters,
                returnType: .named(typeName),
                body: [.return(value)]
            )
        )
    }

    /// `enum Region: String, CaseIterable, Hashable, Sendable`: the values a server variable lists.
    private func serverVariableEnum(_ name: String, variable: ServerDefinition.Variable) -> Declaration {
        let cases = variable.values.map { value in
            let caseName = caseName(of: value, in: variable.values)
            return Declaration.enumCase(
                EnumCaseDeclaration(
                    documentation: [SwiftLiteral.codeVoice(value) + "."],
                    name: caseName,
                    rawValue: caseName == value ? nil : .string(value)
                )
            )
        }
        return .enumeration(
            TypeDeclaration(
                documentation: documentation(
                    variable.description,
                    fallback: "The values of the server variable \(SwiftLiteral.codeVoice(variable.name))."
                ),
                name: name,
                conformances: [.named("String"), .named("CaseIterable"), .named("Hashable"), .named("Sendable")],
                members: cases
            )
        )
    }

    /// The case name of `value` among `values`: its member name, made unique in list order, escaped.
    private func caseName(of value: String, in values: [String]) -> String {
        var taken: Set<String> = ["init", "rawValue", "allCases", "hashValue"]
        for candidate in values {
            let name = SwiftNaming.unique(SwiftNaming.memberName(candidate, acronyms: spec.acronyms), avoiding: taken)
            if candidate == value { return SwiftNaming.escaped(name) }
            taken.insert(name)
        }
        return SwiftNaming.escaped(SwiftNaming.memberName(value, acronyms: spec.acronyms))
    }
}
