/// The result of loading an input: the spec when it is usable, every problem found, and what was read.
public struct SpecLoadResult: Sendable {
    /// The validated spec, or `nil` when any diagnostic is an error.
    public var spec: Spec?
    /// Every problem found, sorted by location, each error or warning followed by its notes. Every location is
    /// in a file the user wrote: the spec, or the OpenAPI document it was imported from.
    public var diagnostics: [Diagnostic]
    /// What the input was, or `nil` when it could not be read at all.
    public var kind: InputKind?
    /// The contents of every file read, by the path diagnostics name it with, so that a renderer can show the
    /// offending source line (``DiagnosticRenderer/init(sources:)``).
    public var sources: [String: [UInt8]]
    /// For an imported input, renders the spec as spec-format JSON text (``SpecImport/specText``); `nil` for a
    /// spec, whose text is the file itself.
    public var specText: (@Sendable () -> String)?

    /// Creates a result.
    public init(
        spec: Spec?,
        diagnostics: [Diagnostic],
        kind: InputKind? = nil,
        sources: [String: [UInt8]] = [:],
        specText: (@Sendable () -> String)? = nil
    ) {
        self.spec = spec
        self.diagnostics = diagnostics
        self.kind = kind
        self.sources = sources
        self.specText = specText
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
