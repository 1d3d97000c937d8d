/// Decides what a spec may say, for a hand-written spec, an imported one and a configured one alike: references,
/// Swift name collisions, parameter types, repositories' use of endpoints and models, and suspicious endpoints.
///
/// The decoder only reads and locates; every rule runs here, once per spec, with the decoder's locations
/// (``SpecSourceMap``) where the model keeps none.
struct SpecValidator {
    /// The decoded spec; parts too broken to decode are missing from it.
    let spec: Spec
    /// Every model name written under `models`, including ones that failed to decode.
    let declaredModels: Set<String>
    /// Every endpoint name written under `endpoints`, including ones that failed to decode.
    let declaredEndpoints: Set<String>
    /// Every scheme name written under `securitySchemes`, including ones that failed to decode, in source order.
    let declaredSecuritySchemes: [String]
    /// Every `$ref` in the spec.
    let references: [SpecDecoder.ModelReference]
    /// Where the decoder read what the model does not locate; empty for a spec built in memory.
    let sourceMap: SpecSourceMap
    /// Whether the spec was written in the spec format or imported from another format.
    let origin: Origin
    /// Checks example bodies against their schemas: made once per spec (it indexes every model), not once per
    /// example, which made validation quadratic on large documents (issue 49: 2,804 examples × 1,311 models).
    let bodyChecker: BodyChecker
    /// Everything found.
    var log = DiagnosticLog()

    /// Creates a validator for `spec`.
    init(
        spec: Spec,
        declaredModels: Set<String>,
        declaredEndpoints: Set<String>,
        declaredSecuritySchemes: [String]? = nil,
        references: [SpecDecoder.ModelReference],
        sourceMap: SpecSourceMap = SpecSourceMap(),
        origin: Origin = .written
    ) {
        self.spec = spec
        self.declaredModels = declaredModels
        self.declaredEndpoints = declaredEndpoints
        self.declaredSecuritySchemes = declaredSecuritySchemes ?? spec.securitySchemes.map(\.name)
        self.references = references
        self.sourceMap = sourceMap
        self.origin = origin
        bodyChecker = BodyChecker(models: spec.models)
    }

    /// What made the spec, which decides how a broken rule is reported.
    enum Origin: Sendable {
        /// Spec text the user wrote (configured or not): a broken rule is an error to fix in the text.
        case written
        /// A document of another format, converted by an importer: a valid document never fails as a whole, so a
        /// rule the format lets it break is a located warning saying what the generated code does instead.
        case imported
    }

    /// Reports a broken rule: an error in a written spec; in an imported document a warning that ends with
    /// `importedAs`, what the generated code does instead.
    mutating func breaksRule(
        _ message: String,
        at location: SourceLocation,
        notes: [(String, SourceLocation)] = [],
        importedAs degraded: String
    ) {
        switch origin {
        case .written: log.error(message, at: location, notes: notes)
        case .imported: log.warning("\(message); \(degraded)", at: location, notes: notes)
        }
    }

    /// Runs every check.
    ///
    /// A large spec's model checks and endpoint checks run on two threads; each half writes its own log and the
    /// logs are joined in the order one thread would have written them, so the diagnostics are the same.
    /// `allowingThreads: false` checks on the calling thread only (tests compare both).
    mutating func validate(allowingThreads: Bool = true) {
        guard allowingThreads, spec.models.count + spec.endpoints.count >= Self.concurrencyThreshold else {
            checkModels()
            checkEndpoints()
            return
        }
        var empty = self
        empty.log = DiagnosticLog()
        let halves = Halves(models: empty, endpoints: empty)
        JoinedThreads.perform(iterations: 2) { index in
            if index == 0 { halves.models.checkModels() } else { halves.endpoints.checkEndpoints() }
        }
        log.append(contentsOf: halves.models.log)
        log.append(contentsOf: halves.endpoints.log)
    }

    /// The number of models and endpoints from which ``validate()`` uses two threads.
    static let concurrencyThreshold = 200

    /// The spec's name and servers, references, type names and models.
    private mutating func checkModels() {
        checkSpecName()
        checkServers()
        checkReferences()
        checkTypeNames()
        for model in spec.models { checkModel(model) }
    }

    /// Endpoint names, security, endpoints and repositories.
    private mutating func checkEndpoints() {
        checkEndpointNames()
        checkSecuritySchemes()
        for endpoint in spec.endpoints { checkEndpoint(endpoint) }
        checkIndistinguishableRoutes()
        checkRepositories()
    }

    /// The two validators of ``validate()``, each written by one thread.
    private final class Halves: @unchecked Sendable {
        var models: SpecValidator
        var endpoints: SpecValidator

        init(models: SpecValidator, endpoints: SpecValidator) {
            self.models = models
            self.endpoints = endpoints
        }
    }

    // MARK: - References

    private mutating func checkReferences() {
        let modelNames = declaredModels.sorted()
        for reference in references {
            guard declaredModels.contains(reference.modelName) else {
                let lastComponent = reference.modelName.split(separator: "/").last.map(String.init) ?? ""
                let hint =
                    reference.modelName.hasPrefix("#/") && declaredModels.contains(lastComponent)
                    ? "; write just the model's name: '\(lastComponent)'"
                    : Suggestion.hint(for: reference.modelName, in: modelNames)
                log.error("unknown model '\(reference.modelName)' in '$ref'\(hint)", at: reference.location)
                continue
            }
        }
    }

    // MARK: - Models

    private mutating func checkModel(_ model: ModelDefinition) {
        checkEnumeration(of: model)
        checkInlineEnumerations(in: model.schemas)
        checkDefaults(in: model.schemas)
        switch model.kind {
        case .object(let properties):
            checkCollisions(
                of: properties.map {
                    (
                        $0.swiftName ?? SwiftNaming.memberName($0.wireName, acronyms: spec.acronyms), $0.wireName,
                        $0.location
                    )
                },
                kind: "property",
                owner: "model '\(model.name)'",
                what: "Swift property name"
            )
            checkPropertyReferences(of: model, properties: properties)
            checkVariant(of: model)
        case .enumeration, .valueEnumeration:
            break
        case .oneOf(let alternatives, let discriminator):
            checkUnion(model, alternatives: alternatives, discriminator: discriminator)
        }
    }

    // MARK: - Collisions

    /// Reports every group of `items` (derived name, name as written, location) whose derived names are equal,
    /// describing each item as `kind 'name'`. Descriptions and the owner are only built when names collide.
    mutating func checkCollisions(
        of items: [(name: String, raw: String, location: SourceLocation)],
        kind: String,
        owner: @autoclosure () -> String?,
        what: String
    ) {
        guard Self.hasRepeatedName(items) else { return }
        checkCollisions(items.map { ($0.name, "\(kind) '\($0.raw)'", $0.location) }, owner: owner(), what: what)
    }

    /// Whether two of `items` have equal names: compared pairwise when there are few, through a set otherwise.
    static func hasRepeatedName(_ items: [(name: String, raw: String, location: SourceLocation)]) -> Bool {
        guard items.count > 1 else { return false }
        guard items.count > 16 else {
            for first in items.indices {
                for second in items.indices where second > first && items[first].name == items[second].name {
                    return true
                }
            }
            return false
        }
        return Set(items.map(\.name)).count < items.count
    }

    /// Reports every group of `items` (derived name, description, location) whose derived names are equal.
    mutating func checkCollisions(_ items: [(String, String, SourceLocation)], owner: String?, what: String) {
        var first: [String: (String, SourceLocation)] = [:]
        for (name, description, location) in items.sorted(by: { $0.2 < $1.2 }) {
            if let (earlier, earlierLocation) = first[name] {
                log.error(
                    "\(earlier) and \(description)\(owner.map { " of \($0)" } ?? "") both become the \(what) '\(name)'",
                    at: location,
                    notes: [("\(earlier) is declared here", earlierLocation)]
                )
            } else {
                first[name] = (description, location)
            }
        }
    }
}
