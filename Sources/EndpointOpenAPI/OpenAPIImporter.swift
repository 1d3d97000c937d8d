import EndpointSpec

/// Entry point of the EndpointOpenAPI module: converts an OpenAPI 3.0/3.1 JSON document into an endpoint spec.
///
/// Everything the spec format cannot express is reported as a warning located in the OpenAPI document and
/// skipped (or imported as `any`); the rest still converts. The importer builds the ``Spec`` value directly, with
/// every model, property, endpoint, parameter, response and schema located where the OpenAPI document writes it;
/// ``SpecLoader`` validates it like a hand-written spec, so validation errors point into the document too. Spec
/// text is rendered only when asked for (``OpenAPIImportResult/specText``, `endpoint-gen import-openapi`). See
/// docs/openapi.md for every mapping rule.
public struct OpenAPIImporter: SpecImporter {
    /// Reads ``InputFormat/openAPI``.
    public var format: InputFormat { .openAPI }

    /// Creates the importer, to hand to a ``SpecLoader`` (``SpecLoader/standard`` already has it).
    public init() {}

    /// Converts the parsed OpenAPI document `root`, read from `path`; the spec's text renders on demand.
    public func importSpec(from root: JSONNode, path: String) -> SpecImport {
        importSpec(from: root, path: path, schedule: .automatic)
    }

    /// Converts `root` as ``importSpec(from:path:)`` does, with the component models and the paths converted as
    /// `schedule` says (tests compare the schedules).
    func importSpec(from root: JSONNode, path: String, schedule: OpenAPIConverter.Schedule) -> SpecImport {
        var converter = OpenAPIConverter(root: root, schedule: schedule)
        guard let imported = converter.convertDocument() else {
            return SpecImport(spec: nil, diagnostics: converter.sortedDiagnostics)
        }
        let document: @Sendable () -> SpecValue = { SpecTextWriter.document(for: imported) }
        return SpecImport(
            spec: imported.spec(path: path),
            diagnostics: converter.sortedDiagnostics,
            specDocument: document
        )
    }

    // MARK: - Converting

    /// Converts `text`, the contents of the OpenAPI document at `path` (used in diagnostics).
    ///
    /// Never throws and never traps: malformed JSON and non-OpenAPI documents become located errors.
    public static func convert(text: [UInt8], path: String) -> OpenAPIImportResult {
        OpenAPIImportResult(SpecLoader.standard.load(bytes: text, path: path, as: .openAPI))
    }

    /// Reads and converts the OpenAPI document at `path`; an unreadable file becomes a located error.
    public static func convert(fileAt path: String) -> OpenAPIImportResult {
        OpenAPIImportResult(SpecLoader.standard.load(fileAt: path, as: .openAPI))
    }
}

extension SpecLoader {
    /// A loader for every input EndpointKit reads: endpoint specs and OpenAPI 3.0/3.1 documents.
    public static let standard = SpecLoader(importers: [OpenAPIImporter()])
}
