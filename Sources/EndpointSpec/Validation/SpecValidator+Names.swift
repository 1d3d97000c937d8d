// MARK: - Type names

extension SpecValidator {
    /// Type names the generated code relies on; a model or repository with one of these names would shadow it.
    static let reservedTypeNames: Set<String> = [
        "Any", "AnyObject", "Array", "Bool", "Codable", "Data", "Date", "Decodable", "Decoder", "Dictionary",
        "Double", "Encodable", "Encoder", "Error", "Float", "Hashable", "Int", "Int32", "Int64", "Optional",
        "Protocol", "Self", "Sendable", "String", "Type", "URL", "UUID", "Void", "APIClient", "APIError",
        "CalendarDate", "CodingKeys", "EmptyResponse", "Endpoint", "EndpointRuntime", "HTTPMethod", "JSONCoding",
        "JSONValue",
        "ParameterValue", "QueryItems", "RequestBuilder",
    ]

    /// What the code generator appends to a model's type name: model `Product` becomes `ProductDTO`.
    static let modelTypeSuffix = "DTO"

    /// Members of the generated client (and of the endpoint namespace: `securitySchemes`) that no endpoint method
    /// may take.
    static let clientMembers: Set<String> = ["apiClient", "defaultBaseURL", "withResponse", "securitySchemes"]

    /// Checks the spec name, model names and repository names, and that no two produce the same Swift type.
    mutating func checkTypeNames() {
        let prefix = SwiftNaming.typeName(spec.name, acronyms: spec.acronyms)
        var types: [(String, String, SourceLocation)] = []
        for model in spec.models {
            let typeName = SwiftNaming.typeName(model.name, acronyms: spec.acronyms)
            guard Self.isUsableTypeName(model.name) else {
                log.error("model name '\(model.name)' does not produce a valid Swift type name", at: model.location)
                continue
            }
            types.append((typeName + Self.modelTypeSuffix, "model '\(model.name)'", model.location))
        }
        for repository in spec.repositories {
            guard SwiftIdentifier.isValid(repository.name) else {
                log.error(
                    "repository name '\(repository.name)' is not a valid Swift type name",
                    at: repository.location
                )
                continue
            }
            if Self.reservedTypeNames.contains(repository.name) {
                log.error(
                    "repository '\(repository.name)' is named like a type the generated code needs; rename it",
                    at: repository.location
                )
            }
            types.append((repository.name, "repository '\(repository.name)'", repository.location))
        }
        guard !spec.name.isEmpty else {
            checkCollisions(types, owner: nil, what: "Swift type")
            return
        }
        for generated in ["\(prefix)Client", "\(prefix)Endpoints"] {
            for (name, description, location) in types where name == generated {
                log.error(
                    "\(description) becomes the Swift type '\(name)', which is generated for the spec named "
                        + "'\(spec.name)'",
                    at: location
                )
            }
        }
        checkCollisions(types, owner: nil, what: "Swift type")
    }

    /// Checks that the spec's `name` derives a Swift type name prefix (an importer derives a usable one from the
    /// document's title; a configuration's `name` is checked as its file is read). An empty name was reported by the
    /// decoder.
    mutating func checkSpecName() {
        guard !spec.name.isEmpty, !Self.isUsableTypeName(spec.name) else { return }
        log.error(
            "'name' must produce a valid Swift type name prefix, found '\(spec.name)'",
            at: sourceMap.location(of: .specName, or: SourceLocation(file: spec.sourcePath, line: 1, column: 1))
        )
    }

    /// Whether `raw` contains a letter and derives a valid type name.
    static func isUsableTypeName(_ raw: String) -> Bool {
        raw.unicodeScalars.contains { $0.properties.isAlphabetic } && SwiftIdentifier.isValid(SwiftNaming.typeName(raw))
    }

    /// Checks that no two endpoints derive the same Swift method name, and none takes a client member's name.
    mutating func checkEndpointNames() {
        for endpoint in spec.endpoints {
            let name = SwiftNaming.memberName(endpoint.name, acronyms: spec.acronyms)
            if !Self.isUsableTypeName(endpoint.name) {
                log.error("endpoint name '\(endpoint.name)' does not produce a valid Swift name", at: endpoint.location)
            } else if Self.clientMembers.contains(name) {
                log.error(
                    "endpoint '\(endpoint.name)' becomes the Swift method '\(name)', which the generated client "
                        + "already has; rename the endpoint",
                    at: endpoint.location
                )
            }
        }
        checkCollisions(
            of: spec.endpoints.map { (SwiftNaming.memberName($0.name, acronyms: spec.acronyms), $0.name, $0.location) },
            kind: "endpoint",
            owner: nil,
            what: "Swift method name"
        )
    }
}
