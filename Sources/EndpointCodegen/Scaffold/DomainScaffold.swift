import EndpointSpec

/// A starting point for the hand-written side of a repository boundary, derived from a loaded spec (or OpenAPI
/// document): a domain struct per chosen model, a repository protocol with one method per chosen operation, and the
/// configuration's `domain` and `repositories` entries that make the generator implement that protocol.
///
/// Every Swift name is the generator's own (``SwiftNaming``, the client's ``NameTable``), so the configuration it
/// writes names exactly what the generated client declares.
public struct DomainScaffold: Sendable {
    /// One file of the scaffold: its name and its text.
    public struct File: Hashable, Sendable {
        /// The file name, for example `Droplet.swift` or `openapi.endpointkit.scaffold.yaml`.
        public var name: String
        /// The file's text.
        public var contents: String
    }

    /// Why the scaffold cannot be made from the choices given.
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// No model of that name; the closest, if any.
        case unknownModel(String, suggestion: String?)
        /// A model that is not an object (an enumeration or a union), which a domain struct cannot mirror.
        case notAnObject(String)
        /// No operation of that `operationId` (or endpoint name); the closest, if any.
        case unknownOperation(String, suggestion: String?)
        /// An operation whose success response holds none of the chosen models; the models it does hold.
        case unmappedResponse(operation: String, holds: [String])
        /// An operation whose success response holds chosen models at several places; their member paths.
        case ambiguousResponse(operation: String, paths: [String])

        /// The message `endpoint-gen` prints.
        public var description: String {
            func hint(_ suggestion: String?) -> String { suggestion.map { "; did you mean '\($0)'?" } ?? "." }
            switch self {
            case .unknownModel(let name, let suggestion):
                return "The document has no model '\(name)'" + hint(suggestion)
            case .notAnObject(let name):
                return "The model '\(name)' is not an object (an enumeration or a union): give object models."
            case .unknownOperation(let name, let suggestion):
                return "The document has no operation '\(name)'" + hint(suggestion)
            case .unmappedResponse(let operation, let holds):
                let options = holds.map { "'--model \($0)'" }
                let models =
                    options.count > 1
                    ? options.dropLast().joined(separator: ", ") + " or " + options.last! : options.joined()
                return "The operation '\(operation)' returns none of the chosen models"
                    + (holds.isEmpty ? "." : "; add \(models).")
            case .ambiguousResponse(let operation, let paths):
                return "The operation '\(operation)' returns chosen models at "
                    + paths.map { "'\($0)'" }.joined(separator: ", ") + "; choose fewer models."
            }
        }
    }

    /// The domain types, in the order the models were chosen.
    let domainTypes: [DomainType]
    /// The repository protocol's methods, in the order the operations were chosen.
    let methods: [Method]
    /// The protocol's name (`DropletRepository`).
    public let protocolName: String
    /// The generated type implementing the protocol (`HTTPDropletRepository`).
    public let implementationName: String
    /// The domain error the methods' `errors` throw (`DropletError`).
    public let errorTypeName: String
    /// The domain error's cases, in the order the methods first map them.
    let errorCases: [ErrorCase]
    /// Notes for the user: what was left out or needs a decision.
    public let notes: [String]

    // MARK: Making

    /// The scaffold of `models` (component names) and `operations` (`operationId`s or endpoint names) of `spec`;
    /// throws ``Problem`` for a name the spec lacks or a response no chosen model can express.
    ///
    /// - Parameter repository: The protocol's name; by default the first model's name followed by `Repository`.
    public init(spec: Spec, models: [String], operations: [String], repository: String? = nil) throws {
        let translator = SpecTranslator(spec: spec)
        var chosen: [ModelDefinition] = []
        for name in models {
            // The exact name, else the one name that differs only in case (`UnifiedApiId` for `UnifiedAPIID`,
            // whose acronyms the import spelled).
            let caseInsensitive = spec.models.filter { $0.name.lowercased() == name.lowercased() }
            guard
                let model = spec.models.first(where: { $0.name == name })
                    ?? (caseInsensitive.count == 1 ? caseInsensitive.first : nil)
            else {
                throw Problem.unknownModel(
                    name,
                    suggestion: Suggestion.closest(to: name, in: spec.models.map(\.name))
                )
            }
            guard case .object = model.kind else { throw Problem.notAnObject(name) }
            if !chosen.contains(where: { $0.name == model.name }) { chosen.append(model) }
        }
        let planner = ScaffoldPlanner(spec: spec, translator: translator, chosen: chosen)
        domainTypes = chosen.map(planner.domainType)
        var methods: [Method] = []
        var notes = domainTypes.flatMap { type in
            type.leftOut.map { "\(type.name): left out '\($0.wireName)' (\($0.reason))." }
        }
        for name in operations {
            guard let endpoint = spec.endpoints.first(where: { $0.name == name || $0.operationID == name }) else {
                let names = spec.endpoints.map { $0.operationID ?? $0.name }
                throw Problem.unknownOperation(name, suggestion: Suggestion.closest(to: name, in: names))
            }
            let method = try planner.method(for: endpoint, domainTypes: domainTypes)
            notes += method.notes
            methods.append(method)
        }
        // One case per status, and per code value, however many operations answer it.
        var cases: [ErrorCase] = []
        for index in methods.indices {
            for errorIndex in methods[index].errors.indices {
                let mapping = methods[index].errors[errorIndex]
                if let known = cases.firstIndex(where: {
                    $0.code == mapping.code && ($0.code != nil || $0.status == mapping.status)
                }) {
                    cases[known].operations.append(methods[index].endpoint)
                    methods[index].errors[errorIndex].caseName = cases[known].name
                    continue
                }
                // A keyword (`default`) would need backticks in the configuration's `throw`.
                let plain = SwiftNaming.escaped(mapping.caseName) == mapping.caseName
                let name = SwiftNaming.unique(
                    plain ? mapping.caseName : mapping.caseName + "Error",
                    avoiding: Set(cases.map(\.name))
                )
                methods[index].errors[errorIndex].caseName = name
                cases.append(
                    ErrorCase(
                        name: name,
                        status: mapping.status,
                        code: mapping.code,
                        operations: [methods[index].endpoint]
                    )
                )
            }
        }
        self.methods = methods
        self.notes = notes
        errorCases = cases
        let base = domainTypes.first?.name ?? SwiftNaming.typeName(spec.name, acronyms: spec.acronyms)
        protocolName = repository ?? base + "Repository"
        implementationName = "HTTP" + protocolName
        let stem = protocolName.hasSuffix("Repository") ? String(protocolName.dropLast("Repository".count)) : base
        let taken = Set(domainTypes.map(\.name) + [protocolName])
        errorTypeName = SwiftNaming.unique(stem + "Error", avoiding: taken)
    }

    // MARK: Files

    /// The Swift files (one per domain type, then the protocol) and the configuration entries, named
    /// `configurationName`.
    public func files(configurationName: String) -> [File] {
        domainTypes.map { File(name: $0.name + ".swift", contents: swiftText(of: $0)) }
            + (errorCases.isEmpty ? [] : [File(name: errorTypeName + ".swift", contents: errorText())])
            + [
                File(name: protocolName + ".swift", contents: protocolText()),
                File(name: configurationName, contents: configurationText()),
            ]
    }
}

// MARK: - Parts

extension DomainScaffold {
    /// A domain struct mirroring one object model.
    struct DomainType: Sendable {
        /// The model's name in the spec.
        var modelName: String
        /// The Swift type name (`Droplet`).
        var name: String
        /// The model's description.
        var description: String?
        /// The stored properties, in the model's order.
        var properties: [Property]
        /// The `ID` wrapper's raw value type, when the model has an `id` property the scaffold can wrap.
        var idRawType: String?
        /// The properties no chosen domain type can hold, and why.
        var leftOut: [(wireName: String, reason: String)]
    }

    /// A stored property of a domain type and the mapping argument that fills it.
    struct Property: Sendable {
        /// The property's JSON name.
        var wireName: String
        /// Its Swift name (the generated DTO's).
        var name: String
        /// Its Swift type in the domain (`ID`, `String?`, `[Size]`).
        var type: String
        /// The `using` conversion of the mapping argument, if any.
        var using: String?
        /// Its description.
        var description: String?
    }

    /// A repository method.
    struct Method: Sendable {
        /// The method's name (the client method's).
        var name: String
        /// The operation the configuration names (`operationId`, else the endpoint's name).
        var endpoint: String
        /// The operation's summary or description.
        var description: String?
        /// The parameters, in signature order.
        var parameters: [Parameter]
        /// The domain type returned (`Droplet`, `[Droplet]`), or `Void`.
        var returns: String
        /// The member path the returned value is read from.
        var from: String?
        /// Whether the response is a stream of `returns`.
        var isStream: Bool
        /// The declared error responses mapped to cases of the domain error, by status (and code).
        var errors: [ErrorMapping]
        /// Notes for the user.
        var notes: [String]
    }

    /// One `errors` entry of a method: a status, or a value of the error body's `code` under a status, thrown as a
    /// case of the domain error.
    struct ErrorMapping: Sendable {
        /// The error body's member a mapping by code compares.
        static let codeMember = "code"

        /// The HTTP status.
        var status: Int
        /// The value of the body's `code` member, for a mapping by code.
        var code: String?
        /// The domain error's case.
        var caseName: String
    }

    /// A case of the domain error and the operations whose answers it stands for.
    struct ErrorCase: Sendable {
        /// The case name.
        var name: String
        /// The status it stands for.
        var status: Int
        /// The body's `code` value it stands for, if any.
        var code: String?
        /// The operations that throw it.
        var operations: [String]
    }

    /// A repository method's parameter.
    struct Parameter: Sendable {
        /// The Swift name.
        var name: String
        /// The Swift type.
        var type: String
        /// The endpoint parameter's wire name, or `body`.
        var to: String
        /// The property read from the argument (`rawValue`).
        var value: String?
    }
}
