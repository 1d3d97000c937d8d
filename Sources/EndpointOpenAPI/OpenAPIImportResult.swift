import EndpointSpec

/// The outcome of importing an OpenAPI document: the spec text when usable, and every problem found.
public struct OpenAPIImportResult: Sendable {
    /// The converted spec as JSON text (2-space indentation, stable key order, trailing newline),
    /// or `nil` when any diagnostic is an error.
    public var specText: String?
    /// Every problem found, sorted by location in the OpenAPI document.
    public var diagnostics: [Diagnostic]
    /// ``specText`` loaded (parsed, decoded and validated) as the importer checked it, located at
    /// ``OpenAPIImporter/convertedSpecPath(for:)``; `nil` when there is no spec text. Its spec is what loading
    /// ``specText`` again would give, so a caller that generates from it need not parse the text again.
    public var convertedSpec: SpecLoadResult?

    /// Creates a result.
    public init(specText: String?, diagnostics: [Diagnostic], convertedSpec: SpecLoadResult? = nil) {
        self.specText = specText
        self.diagnostics = diagnostics
        self.convertedSpec = convertedSpec
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
