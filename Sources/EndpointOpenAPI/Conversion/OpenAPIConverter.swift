import EndpointSpec

/// Converts one parsed OpenAPI document into an ``ImportedSpec``, collecting located diagnostics.
///
/// Conversion never stops at an unsupported construct: it reports a warning at the construct and converts
/// the rest. Only a document that is not OpenAPI 3.0/3.1 at all produces errors.
struct OpenAPIConverter {
    /// The document's root object.
    let root: JSONNode
    /// Everything reported so far, in the order it was found.
    var diagnostics: [Diagnostic] = []

    // MARK: Components

    /// `components/schemas` members by their name in the document.
    var componentSchemas: [String: JSONNode.Member] = [:]
    /// Model names of component schemas that become models (objects and string enumerations).
    var componentModelNames: [String: String] = [:]
    /// Component schemas whose references are nullable (`nullable: true`, `null` in `type` or `enum`).
    var nullableComponents: Set<String> = []
    /// The enumeration cases of component schemas that became enumeration models.
    var componentEnumCases: [String: [String]] = [:]
    /// References being inlined right now, to stop a schema that contains itself without a model in between.
    var inliningReferences: [String] = []

    /// Security schemes that are declared but not imported (an unsupported kind); requirements naming them are
    /// dropped without another warning. Written before the paths are converted.
    var unsupportedSecuritySchemes: Set<String> = []

    // MARK: Models

    /// Converted models by name.
    var models: [String: ImportedModel] = [:]
    /// Every model name handed out, including models still being converted.
    var reservedModelNames: Set<String> = []
    /// The Swift type name each of ``reservedModelNames`` derives (without the `DTO` suffix): the generator derives
    /// it again, and `DTOAB` and `Dtoab` both give `Dtoab`.
    var reservedTypeNames: Set<String> = []
    /// Names of models already hoisted from a schema, keyed by where the schema is written.
    var hoistedModelNames: [SourceLocation: String] = [:]
    /// What schemas say beyond their types, by where each is written (a component model's at its key).
    var schemaFacts: [SourceLocation: SchemaFacts] = [:]
    /// The shape of every component schema that becomes a model, by model name (set with the names).
    var componentModelShapes: [String: ComponentShape] = [:]

    // MARK: Running ahead

    /// Set while this converter converts the paths ahead of the component models (``convertModelsAndPaths()``):
    /// what it read of the state the component models write, so the result is kept only when it read nothing
    /// they changed. Any stored property added here that conversion writes must be merged there too.
    var readsAhead: ReadsAhead?

    /// When the component models and the paths convert on two threads (the result is the same either way).
    let schedule: Schedule
    /// The document's acronyms (``acronyms(of:)``), which every name the converter makes spells as initialisms.
    let acronyms: Acronyms

    /// Creates a converter for the document whose root object is `root`.
    init(root: JSONNode, schedule: Schedule = .automatic) {
        self.root = root
        self.schedule = schedule
        self.acronyms = Self.acronyms(of: root)
    }

    // MARK: - Diagnostics

    /// Reports a warning at `location` that says what the import lost (`nil`: nothing, as for a renamed model).
    ///
    /// Every warning classifies its loss, so the loss report (`endpoint-gen loss-report`) counts what a document
    /// lost without reading messages.
    mutating func warn(_ message: String, at location: SourceLocation, loss: Diagnostic.Loss?) {
        diagnostics.append(Diagnostic(warning: message, at: location, loss: loss))
    }

    /// Reports an error at `location`.
    mutating func fail(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, message, at: location))
    }

    /// Every diagnostic once, sorted by location (ties keep the order they were found in).
    var sortedDiagnostics: [Diagnostic] {
        var seen = Set<Diagnostic>()
        let unique = diagnostics.filter { seen.insert($0).inserted }
        return unique.enumerated()
            .sorted { lhs, rhs in
                lhs.element.location == rhs.element.location
                    ? lhs.offset < rhs.offset : lhs.element.location < rhs.element.location
            }
            .map(\.element)
    }

    // MARK: - Names

    /// `preferred`, or the first free `preferred2`, `preferred3`, … when another model already uses it
    /// (reported at `location`).
    mutating func reserveModelName(_ preferred: String, at location: SourceLocation, origin: String) -> String {
        let name = SwiftNaming.unique(preferred) {
            reservedModelNames.contains($0) || reservedTypeNames.contains(SwiftNaming.typeName($0, acronyms: acronyms))
        }
        if name != preferred {
            warn(
                "\(origin) would be named '\(preferred)', which another model already uses; named '\(name)'",
                at: location,
                loss: nil
            )
        }
        reservedModelNames.insert(name)
        reservedTypeNames.insert(SwiftNaming.typeName(name, acronyms: acronyms))
        return name
    }

    /// The UpperCamelCase type name of `parts` read as words, spelling the document's acronyms: `("Pet", "type")`
    /// → `PetType`.
    func typeName(_ parts: String...) -> String {
        SwiftNaming.typeName(parts.joined(separator: " "), acronyms: acronyms)
    }
}
