import EndpointSpec

/// The outcome of importing an OpenAPI document: the validated spec when usable, and every problem found.
public struct OpenAPIImportResult: Sendable {
    /// The imported and validated spec, or `nil` when any diagnostic is an error.
    public var spec: Spec?
    /// Every problem found (conversion and validation), sorted by location in the OpenAPI document.
    public var diagnostics: [Diagnostic]
    /// What the loader returned, which renders ``spec`` as spec text.
    private let loaded: SpecLoadResult

    /// The result of loading an OpenAPI document with a ``SpecLoader``.
    public init(_ result: SpecLoadResult) {
        spec = result.spec
        diagnostics = result.diagnostics
        loaded = result
    }

    /// The spec as JSON text (2-space indentation, stable key order, trailing newline), rendered now; `nil` when
    /// any diagnostic is an error. Loading it gives ``spec`` (located in the text instead of the document).
    public var specText: String? { specText(in: .json) }

    /// The spec as text in `syntax` — JSON, or YAML in the same layout — rendered now; `nil` when any diagnostic
    /// is an error.
    public func specText(in syntax: InputSyntax) -> String? {
        spec == nil ? nil : loaded.specText(in: syntax)?()
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
