import EndpointSpec

/// The outcome of importing an OpenAPI document: the validated spec when usable, and every problem found.
public struct OpenAPIImportResult: Sendable {
    /// The imported and validated spec, or `nil` when any diagnostic is an error.
    public var spec: Spec?
    /// Every problem found (conversion and validation), sorted by location in the OpenAPI document.
    public var diagnostics: [Diagnostic]
    /// Renders ``spec`` as spec text; `nil` when there is no spec.
    private var renderSpecText: (@Sendable () -> String)?

    /// The result of loading an OpenAPI document with a ``SpecLoader``.
    public init(_ result: SpecLoadResult) {
        spec = result.spec
        diagnostics = result.diagnostics
        renderSpecText = result.spec == nil ? nil : result.specText
    }

    /// The spec as JSON text (2-space indentation, stable key order, trailing newline), rendered now; `nil` when
    /// any diagnostic is an error. Loading it gives ``spec`` (located in the text instead of the document).
    public var specText: String? { renderSpecText?() }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
