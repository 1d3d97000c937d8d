import EndpointSpec

// MARK: - Swift

extension DomainScaffold {
    /// `public struct Droplet: Sendable, Equatable { … }` with its nested `ID` and a memberwise initializer.
    func swiftText(of type: DomainType) -> String {
        var lines = ["// A starting point written by `endpoint-gen scaffold-domain`: yours to edit.", ""]
        let foundationTypes = ["Date", "URL", "UUID", "Data"]
        if type.properties.contains(where: { property in foundationTypes.contains { property.type.contains($0) } })
            || foundationTypes.contains(where: { type.idRawType?.contains($0) == true })
        {
            lines += ["import Foundation", ""]
        }
        lines += documentation(type.description, fallback: "A `\(type.modelName)`, as the app's domain sees it.")
        lines.append("public struct \(type.name): Sendable, Equatable {")
        if let raw = type.idRawType {
            lines += [
                "    /// Identifies a `\(type.name)`.",
                "    public struct ID: Hashable, Sendable {",
                "        /// The identifier as the service writes it.",
                "        public let rawValue: \(raw)",
                "",
                "        /// The identifier `rawValue`.",
                "        public init(rawValue: \(raw)) {",
                "            self.rawValue = rawValue",
                "        }",
                "    }",
                "",
            ]
        }
        for property in type.properties {
            lines += documentation(property.description, fallback: "The `\(property.wireName)`.", indent: "    ")
            lines.append("    public var \(SwiftNaming.escaped(property.name)): \(property.type)")
        }
        if !type.properties.isEmpty { lines.append("") }
        let parameters = type.properties.map { "\($0.name): \($0.type)" }
        lines.append("    /// A `\(type.name)`.")
        lines.append(
            parameters.isEmpty
                ? "    public init() {}"
                : "    public init(\n" + parameters.map { "        \($0)" }.joined(separator: ",\n") + "\n    ) {"
        )
        if !parameters.isEmpty {
            for property in type.properties {
                lines.append("        self.\(property.name) = \(SwiftNaming.escaped(property.name))")
            }
            lines.append("    }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The domain error: one case per status (and per value of the error body's `code`) the methods map.
    func errorText() -> String {
        var lines = ["// A starting point written by `endpoint-gen scaffold-domain`: yours to edit.", ""]
        lines.append(
            "/// What can go wrong when the domain asks for \(domainTypes.map { "`\($0.name)`" }.joined(separator: ", "))."
        )
        lines.append("public enum \(errorTypeName): Error, Equatable, Sendable {")
        for errorCase in errorCases {
            let code = errorCase.code.map { " with `\(ErrorMapping.codeMember)` `\($0)`" } ?? ""
            let operations = errorCase.operations.map { "`\($0)`" }.joined(separator: ", ")
            lines.append("    /// The service answered \(errorCase.status)\(code) (\(operations)).")
            lines.append("    case \(errorCase.name)")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The repository protocol: one method per operation, domain types in and out.
    func protocolText() -> String {
        var lines = ["// A starting point written by `endpoint-gen scaffold-domain`: yours to edit.", ""]
        lines.append("/// Where the domain gets \(domainTypes.map { "`\($0.name)`" }.joined(separator: ", ")) from.")
        lines.append("///")
        lines.append(
            "/// `\(implementationName)` (generated from the configuration's `repositories`) calls the service."
        )
        lines.append("public protocol \(protocolName): Sendable {")
        for (index, method) in methods.enumerated() {
            if index > 0 { lines.append("") }
            lines += documentation(method.description, fallback: "Calls `\(method.endpoint)`.", indent: "    ")
            var statuses: [String] = []
            for mapping in method.errors where !statuses.contains(String(mapping.status)) {
                statuses.append(String(mapping.status))
            }
            if let last = statuses.last {
                let listed = statuses.count > 1 ? statuses.dropLast().joined(separator: ", ") + " or " + last : last
                lines += ["    ///", "    /// - Throws: `\(errorTypeName)` when the service answers \(listed)."]
            }
            lines.append("    \(signature(of: method))")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `func droplet(dropletID: Droplet.ID) async throws -> Droplet`.
    func signature(of method: Method) -> String {
        let parameters = method.parameters.map { "\(SwiftNaming.escaped($0.name)): \($0.type)" }
        let result =
            method.isStream
            ? " -> AsyncThrowingStream<\(method.returns), any Error>"
            : method.returns == "Void" ? "" : " -> \(method.returns)"
        return "func \(SwiftNaming.escaped(method.name))(\(parameters.joined(separator: ", "))) async throws\(result)"
    }

    /// `///` lines: the first line of `text`, else `fallback`.
    private func documentation(_ text: String?, fallback: String, indent: String = "") -> [String] {
        let first = text?.split(whereSeparator: \.isNewline).first.map { $0.trimmingPrefix(while: \.isWhitespace) }
        let line = first.map(String.init).flatMap { $0.isEmpty ? nil : $0 } ?? fallback
        return ["\(indent)/// \(line)"]
    }
}

// MARK: - Configuration

extension DomainScaffold {
    /// The `domain` and `repositories` entries, as YAML for the document's configuration file.
    func configurationText() -> String {
        var lines = [
            "# Written by `endpoint-gen scaffold-domain`: merge `domain` and `repositories` into the document's",
            "# configuration file (openapi.endpointkit.yaml next to openapi.yaml).",
            "domain:",
        ]
        for type in domainTypes {
            lines.append("  \(yamlKey(type.modelName)):")
            lines.append("    type: \(type.name)")
            if !type.leftOut.isEmpty {
                lines.append("    # left out: " + type.leftOut.map(\.wireName).joined(separator: ", "))
            }
            lines.append(type.properties.isEmpty ? "    arguments: {}" : "    arguments:")
            for property in type.properties {
                let using = property.using.map { ", using: \(yamlScalar($0))" } ?? ""
                lines.append("      \(yamlKey(property.name)): { from: \(yamlScalar(property.wireName))\(using) }")
            }
        }
        lines += [
            "repositories:",
            "  \(implementationName):",
            "    conformsTo: [\(protocolName)]",
            methods.isEmpty ? "    methods: {}" : "    methods:",
        ]
        for method in methods {
            lines.append("      \(yamlKey(method.name)):")
            lines.append("        endpoint: \(yamlScalar(method.endpoint))")
            if !method.parameters.isEmpty {
                lines.append("        parameters:")
                for parameter in method.parameters {
                    let value = parameter.value.map { ", value: \($0)" } ?? ""
                    lines.append(
                        "          - { name: \(yamlScalar(parameter.name)), type: \(yamlScalar(parameter.type)), "
                            + "to: \(yamlScalar(parameter.to))\(value) }"
                    )
                }
            }
            lines.append("        returns: \(yamlScalar(method.returns))")
            if let from = method.from { lines.append("        from: \(yamlScalar(from))") }
            lines += errorLines(of: method)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A method's `errors`: `"404": { throw: … }` per status, a list with one `when` per code then the status.
    private func errorLines(of method: Method) -> [String] {
        guard !method.errors.isEmpty else { return [] }
        var lines = ["        errors:"]
        var statuses: [Int] = []
        for mapping in method.errors where !statuses.contains(mapping.status) { statuses.append(mapping.status) }
        for status in statuses {
            let mappings = method.errors.filter { $0.status == status }
            func entry(_ mapping: ErrorMapping) -> String {
                let when = mapping.code.map {
                    "when: { \(yamlKey(ErrorMapping.codeMember)): \(yamlScalar($0)) }, "
                }
                return "{ \(when ?? "")throw: \(errorTypeName).\(mapping.caseName) }"
            }
            if mappings.count == 1, let mapping = mappings.first {
                lines.append("          \"\(status)\": \(entry(mapping))")
            } else {
                lines.append("          \"\(status)\":")
                lines += mappings.map { "            - \(entry($0))" }
            }
        }
        return lines
    }

    /// A key, quoted unless it is a plain word.
    private func yamlKey(_ text: String) -> String { yamlScalar(text) }

    /// A flow scalar, double-quoted unless plain YAML reads it back as the same string.
    private func yamlScalar(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || "0123456789_.".unicodeScalars.contains($0)
        }
        let first = text.unicodeScalars.first
        let startsPlain = first.map { $0.properties.isAlphabetic || $0 == "_" } ?? false
        let reserved = ["true", "false", "null", "yes", "no", "on", "off", "y", "n"].contains(text.lowercased())
        if plain, startsPlain, !reserved { return text }
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}
