/// Reads one input format other than the spec format into a ``Spec``: the extension point of ``SpecLoader``.
///
/// EndpointSpec cannot depend on the modules that implement other formats (they depend on it), so a loader is
/// handed its importers: EndpointOpenAPI provides the OpenAPI one and `SpecLoader.standard`, a loader with every
/// format this package reads. An importer converts; the loader validates what it returns exactly like a
/// hand-written spec, so every format gets the same checks, located where the user wrote the construct.
public protocol SpecImporter: Sendable {
    /// The format this importer reads.
    var format: InputFormat { get }

    /// Converts the document whose parsed root is `root`, read from `path`.
    ///
    /// Diagnostics are located in the document. The spec's locations must be too (every model, property,
    /// endpoint, parameter, response and schema where the construct it came from is written), so the loader's
    /// validation errors point into the document.
    func importSpec(from root: JSONNode, path: String) -> SpecImport
}

/// What a ``SpecImporter`` produced: the converted spec, before validation, and the conversion's diagnostics.
public struct SpecImport: Sendable {
    /// The converted spec, or `nil` when the document could not be converted at all.
    public var spec: Spec?
    /// Everything the conversion reported (constructs skipped, names changed, …), located in the document.
    public var diagnostics: [Diagnostic]
    /// Builds the spec as a spec-format document (the value a spec file holds); called only when a user asks for
    /// the text (`endpoint-gen import-openapi`), never to load the spec.
    public var specDocument: (@Sendable () -> SpecValue)?

    /// Creates an import result.
    public init(spec: Spec?, diagnostics: [Diagnostic], specDocument: (@Sendable () -> SpecValue)? = nil) {
        self.spec = spec
        self.diagnostics = diagnostics
        self.specDocument = specDocument
    }

    /// Renders the spec as spec-format JSON text (``JSONLayout/specDocument``); `nil` without a document.
    public var specText: (@Sendable () -> String)? { SpecImport.text(of: specDocument, in: .json) }

    /// Renders `document` as spec text in `syntax`: JSON in the ``JSONLayout/specDocument`` layout, or YAML
    /// (``YAMLWriter``) with the same structure expanded.
    static func text(
        of document: (@Sendable () -> SpecValue)?,
        in syntax: InputSyntax
    ) -> (@Sendable () -> String)? {
        guard let document else { return nil }
        switch syntax {
        case .json: return { JSONWriter.text(document(), layout: .specDocument) }
        case .yaml: return { YAMLWriter.text(document(), layout: .specDocument) }
        }
    }
}
