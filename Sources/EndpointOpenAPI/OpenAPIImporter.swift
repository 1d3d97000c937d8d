import EndpointSpec
import Foundation

/// Entry point of the EndpointOpenAPI module: converts an OpenAPI 3.0/3.1 JSON document into an endpoint spec.
///
/// Everything the spec format cannot express is reported as a warning located in the OpenAPI document and
/// skipped (or imported as `any`); the rest still converts. See docs/openapi.md for every mapping rule.
public enum OpenAPIImporter {
    /// Converts `text`, the contents of the OpenAPI document at `path` (used in diagnostics).
    ///
    /// Never throws and never traps: malformed JSON and non-OpenAPI documents become located errors.
    public static func convert(text: [UInt8], path: String) -> OpenAPIImportResult {
        convert(document: JSONDocument.parse(text, file: path), path: path)
    }

    /// Converts `document`, the already parsed OpenAPI document at `path` (used in diagnostics), so a caller
    /// that parsed it to look at it does not parse it again.
    public static func convert(document: JSONDocument, path: String) -> OpenAPIImportResult {
        guard let root = document.root else {
            return OpenAPIImportResult(specText: nil, diagnostics: document.diagnostics)
        }
        var converter = OpenAPIConverter(root: root)
        let spec = converter.convertDocument()
        let diagnostics = document.diagnostics + converter.sortedDiagnostics
        guard let spec, !diagnostics.contains(where: { $0.severity == .error }) else {
            return OpenAPIImportResult(specText: nil, diagnostics: diagnostics)
        }
        let text = SpecTextWriter.text(for: spec)
        let loaded = SpecLoader.load(text: Array(text.utf8), path: convertedSpecPath(for: path))
        let problems = validationProblems(in: loaded, reportedAt: root.location)
        guard problems.isEmpty else {
            return OpenAPIImportResult(specText: nil, diagnostics: diagnostics + problems)
        }
        return OpenAPIImportResult(specText: text, diagnostics: diagnostics, convertedSpec: loaded)
    }

    /// The path the converted spec's own diagnostics name: the document's path followed by ` (converted)`.
    public static func convertedSpecPath(for path: String) -> String {
        path + " (converted)"
    }

    /// The errors ``SpecLoader`` found in the converted text, reported at the OpenAPI document's start so an
    /// importer gap is never silent: every successful import is a spec that loads.
    private static func validationProblems(
        in loaded: SpecLoadResult,
        reportedAt location: SourceLocation
    ) -> [Diagnostic] {
        loaded.diagnostics.filter { $0.severity == .error }.map { problem in
            Diagnostic(
                .error,
                "the converted spec does not load (\(problem.location.line):\(problem.location.column) of the "
                    + "converted spec: \(problem.message)); please report this importer gap",
                at: location
            )
        }
    }

    /// Reads and converts the OpenAPI document at `path`; an unreadable file becomes a located error.
    public static func convert(fileAt path: String) -> OpenAPIImportResult {
        guard let data = FileManager.default.contents(atPath: path) else {
            let location = SourceLocation(file: path, line: 1, column: 1)
            return OpenAPIImportResult(
                specText: nil,
                diagnostics: [Diagnostic(.error, "cannot read the OpenAPI document '\(path)'", at: location)]
            )
        }
        return convert(text: Array(data), path: path)
    }
}
