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
    /// For an imported input, builds the spec as a spec-format document (``SpecImport/specDocument``); `nil` for
    /// a spec, whose text is the file itself.
    public var specDocument: (@Sendable () -> SpecValue)?

    /// Creates a result.
    public init(
        spec: Spec?,
        diagnostics: [Diagnostic],
        kind: InputKind? = nil,
        sources: [String: [UInt8]] = [:],
        specDocument: (@Sendable () -> SpecValue)? = nil
    ) {
        self.spec = spec
        self.diagnostics = diagnostics
        self.kind = kind
        self.sources = sources
        self.specDocument = specDocument
    }

    /// For an imported input, renders the spec as spec-format JSON text; `nil` for a spec.
    public var specText: (@Sendable () -> String)? { specText(in: .json) }

    /// For an imported input, renders the spec as spec-format text in `syntax` (JSON or YAML); `nil` for a spec.
    public func specText(in syntax: InputSyntax) -> (@Sendable () -> String)? {
        SpecImport.text(of: specDocument, in: syntax)
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
