import EndpointOpenAPI
import EndpointSpec

/// Loads what `validate`, `generate` and `import-openapi` are given through the one ``SpecLoader``, and reports
/// its diagnostics.
enum SpecInput {
    /// The loader for every input `endpoint-gen` reads: specs and OpenAPI documents.
    static let loader = SpecLoader.standard

    /// Loads the input at `path`, printing every diagnostic; `nil` when there were errors.
    ///
    /// - Parameter format: The format the input must have; `nil` detects it.
    static func load(
        path: String,
        as format: InputFormat? = nil,
        errors: inout some TextOutputStream
    ) -> SpecLoadResult? {
        let result = loader.load(fileAt: path, as: format)
        report(result, path: path, errors: &errors)
        return result.hasErrors || result.spec == nil ? nil : result
    }

    /// Prints every diagnostic the way swiftc does (the `file:line:column:` line, the source line, a caret under
    /// the column), then a one-line summary for `path` when there were any.
    static func report(_ result: SpecLoadResult, path: String, errors: inout some TextOutputStream) {
        report(result.diagnostics, path: path, sources: result.sources, errors: &errors)
    }

    /// Prints `diagnostics` with excerpts from `sources` (the text of each file by path), then the summary line.
    static func report(
        _ diagnostics: [Diagnostic],
        path: String,
        sources: [String: [UInt8]],
        errors: inout some TextOutputStream
    ) {
        errors.write(DiagnosticRenderer(sources: sources).render(diagnostics))
        let errorCount = diagnostics.count { $0.severity == .error }
        let warningCount = diagnostics.count { $0.severity == .warning }
        guard errorCount + warningCount > 0 else { return }
        func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        errors.write("\(path): \(plural(errorCount, "error")), \(plural(warningCount, "warning")).\n")
    }
}
