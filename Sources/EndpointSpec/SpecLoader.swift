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
        let parsed = JSONParser.parse(text, file: path)
        var log = parsed.log
        guard let root = parsed.root else {
            return SpecLoadResult(spec: nil, diagnostics: log.sortedDiagnostics)
        }
        var decoder = SpecDecoder()
        let spec = decoder.decodeSpec(root, path: path)
        log.append(contentsOf: decoder.log)
        if let spec {
            var validator = SpecValidator(
                spec: spec,
                declaredModels: decoder.declaredModels,
                declaredEndpoints: decoder.declaredEndpoints,
                references: decoder.references
            )
            validator.validate()
            log.append(contentsOf: validator.log)
        }
        return SpecLoadResult(spec: log.hasErrors ? nil : spec, diagnostics: log.sortedDiagnostics)
    }

    /// Reads the file at `path` and loads it; a missing or unreadable file becomes an error at `path:1:1`.
    public static func load(fileAt path: String) -> SpecLoadResult {
        switch FileReader.read(path) {
        case .success(let bytes):
            return load(text: bytes, path: path)
        case .failure(let error):
            let location = SourceLocation(file: path, line: 1, column: 1)
            return SpecLoadResult(spec: nil, diagnostics: [Diagnostic(.error, error.message, at: location)])
        }
    }
}
