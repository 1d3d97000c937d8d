import Testing

@testable import EndpointSpec

/// The three ways a spec reaches ``SpecValidator``, for tests of a rule family that moved there: spec text as written,
/// the same text with a configuration file (validated once, as configured), and a `Spec` changed in memory (as an
/// importer builds one, with no source map).
enum ValidationStages {
    /// How a spec text reaches the validator.
    enum Stage: String, CaseIterable, Sendable {
        /// Spec text without a configuration.
        case written
        /// Spec text with a configuration that changes nothing the rules look at.
        case configured
    }

    /// A change made in memory to one part (`Subject`) of a clean spec, and the diagnostics the validator must then
    /// report.
    struct InMemoryCase<Subject>: Sendable, CustomTestStringConvertible {
        /// What the change does, as the test's argument label.
        let testDescription: String
        /// The change, applied to the part of the clean spec the test names.
        let change: @Sendable (inout Subject) throws -> Void
        /// The diagnostics, sorted as the validator reports them.
        let expected: [String]
    }

    /// The diagnostics of `text` (spec format, YAML, read as `path`) loaded at `stage`.
    static func messages(of text: String, path: String = "shop.yaml", at stage: Stage) -> [String] {
        switch stage {
        case .written:
            return ConfiguredSpec.messages(SpecLoader().load(bytes: Array(text.utf8), path: path))
        case .configured:
            let loaded = ConfigurationFile.load(bytes: Array("name: Configured\n".utf8), path: "endpointkit.yaml")
            guard let configuration = loaded.configuration else { return loaded.diagnostics.map(\.description) }
            let result = SpecLoader().load(bytes: Array(text.utf8), path: path, configuration: configuration)
            return ConfiguredSpec.messages(result)
        }
    }

    /// The spec `text` decodes to without a diagnostic, or `nil` (with a recorded issue) if it has one.
    static func cleanSpec(_ text: String, path: String = "shop.yaml") -> Spec? {
        let result = SpecLoader().load(bytes: Array(text.utf8), path: path)
        #expect(result.diagnostics.isEmpty, "the valid spec has diagnostics: \(result.diagnostics)")
        return result.spec
    }

    /// The validator's diagnostics for `spec`, built or changed in memory (an empty source map), as `origin`.
    static func messages(ofSpecInMemory spec: Spec, origin: SpecValidator.Origin = .written) -> [String] {
        var validator = SpecValidator(importedSpec: spec, origin: origin)
        validator.validate()
        return validator.log.sortedDiagnostics.map(\.description)
    }
}
