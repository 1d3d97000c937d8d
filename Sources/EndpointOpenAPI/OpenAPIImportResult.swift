import EndpointSpec

/// The outcome of importing an OpenAPI document: the spec text when usable, and every problem found.
public struct OpenAPIImportResult: Sendable {
    /// The converted spec as JSON text (2-space indentation, stable key order, trailing newline),
    /// or `nil` when any diagnostic is an error.
    public var specText: String?
    /// Every problem found, sorted by location in the OpenAPI document.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(specText: String?, diagnostics: [Diagnostic]) {
        self.specText = specText
        self.diagnostics = diagnostics
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
