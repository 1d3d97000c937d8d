/// The result of reading a spec: the spec when it is usable, and every problem found.
public struct SpecLoadResult: Sendable {
    /// The validated spec, or `nil` when any diagnostic is an error.
    public var spec: Spec?
    /// Every problem found, sorted by location.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(spec: Spec?, diagnostics: [Diagnostic]) {
        self.spec = spec
        self.diagnostics = diagnostics
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Entry point of the EndpointSpec module: parse, decode and validate a spec in one call.
public enum SpecLoader {
    /// Parses `text` (the contents of the file at `path`) and validates it, collecting every problem.
    ///
    /// Never throws and never traps: truncated, non-JSON or invalid UTF-8 input becomes a located error.
    public static func load(text: [UInt8], path: String) -> SpecLoadResult {
        // Placeholder until the parser lands (owned by the EndpointSpec work).
        SpecLoadResult(
            spec: nil,
            diagnostics: [
                Diagnostic(
                    .error,
                    "the spec parser is not implemented yet",
                    at: SourceLocation(file: path, line: 1, column: 1)
                )
            ]
        )
    }
}
