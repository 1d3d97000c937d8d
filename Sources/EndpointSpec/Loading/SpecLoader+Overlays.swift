import Foundation

// MARK: - Overlays

/// A document as read before import: parsed, bundled and overlaid (``SpecLoader/readDocument``).
struct ReadDocument {
    /// What the input is.
    var kind: InputKind
    /// The document, or `nil` when it cannot be parsed, a reference cannot be followed or an overlay has errors.
    var root: JSONNode?
    /// Everything reported so far: parsing, bundling, overlays.
    var log: DiagnosticLog
    /// The bundler that read the document's files (their text, the reference notes of their diagnostics).
    var bundler: ReferenceBundler
    /// The text of every overlay file read, by path.
    var overlaySources: [String: [UInt8]] = [:]
    /// The overlay files applied, in order.
    var overlays: [String] = []
    /// Where each overlay's `update`s went, for notes on later findings about what they brought.
    var provenance: [OverlayProvenance] = []

    /// The text of every file read: the document's and the overlays'.
    var sources: [String: [UInt8]] { bundler.sources.merging(overlaySources) { document, _ in document } }
}

/// An overlay file to apply, and where a configuration file lists it (`nil` for one named on the command line).
struct OverlayReference {
    var path: String
    var listedAt: SourceLocation?
}

/// A document with its overlays applied, as the importer reads it (``SpecLoader/overlaidDocument(fileAt:configurationAt:overlays:)``).
public struct OverlaidDocument: Sendable {
    /// The document (bundled, then overlaid), or `nil` when there were errors.
    public var document: JSONNode?
    /// Every problem found, sorted by location, each error or warning followed by its notes.
    public var diagnostics: [Diagnostic]
    /// The contents of every file read, by path (the document's, the configuration's, the overlays').
    public var sources: [String: [UInt8]]
    /// What the document is, or `nil` when it could not be read.
    public var kind: InputKind?
    /// The overlay files applied, in order (the configuration's, then the ones given).
    public var overlays: [String] = []

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

extension SpecLoader {
    /// Reads the document at `path` as the importer would read it — parsed, every `$ref` to another file bundled
    /// in, then the configuration's overlays and `overlays` applied in order — without importing it: what
    /// `endpoint-gen overlay` writes, so a user can see (and diff) what the tool reads.
    public func overlaidDocument(
        fileAt path: String,
        configurationAt configurationPath: String? = nil,
        overlays: [String]
    ) -> OverlaidDocument {
        var configuration: GeneratorConfiguration?
        var diagnostics: [Diagnostic] = []
        var sources: [String: [UInt8]] = [:]
        if let configurationPath {
            let configured = ConfigurationFile.load(fileAt: configurationPath)
            diagnostics = configured.diagnostics
            sources = configured.sources
            guard let loaded = configured.configuration else {
                return OverlaidDocument(document: nil, diagnostics: diagnostics, sources: sources)
            }
            configuration = loaded
        }
        let bytes: [UInt8]
        switch FileReader.read(path) {
        case .success(let read): bytes = read
        case .failure(let error):
            let message = error.message(path: path, noun: "the document")
            diagnostics.append(Diagnostic(.error, message, at: SourceLocation(file: path, line: 1, column: 1)))
            return OverlaidDocument(document: nil, diagnostics: diagnostics, sources: sources)
        }
        let read = readDocument(bytes: bytes, path: path, as: nil, configuration: configuration, overlays: overlays)
        diagnostics += read.bundler.addingReferenceNotes(to: read.log.sortedDiagnostics)
        sources.merge(read.sources) { configuration, _ in configuration }
        let hasErrors = diagnostics.contains { $0.severity == .error }
        return OverlaidDocument(
            document: hasErrors ? nil : read.root,
            diagnostics: diagnostics,
            sources: sources,
            kind: read.kind,
            overlays: read.overlays
        )
    }

    /// Reads each overlay at `references` (a path listed twice, however spelled, once) and applies it to `document`,
    /// read from `documentPath`; returns the overlays' text by path, and their paths in the order applied.
    static func applyOverlays(
        _ references: [OverlayReference],
        to document: inout JSONNode,
        documentPath: String,
        log: inout DiagnosticLog
    ) -> (sources: [String: [UInt8]], applied: [String], provenance: [OverlayProvenance]) {
        var sources: [String: [UInt8]] = [:]
        var order: [String] = []
        var provenance: [OverlayProvenance] = []
        var applied = Set<String>()
        for reference in references {
            let standardized = URL(fileURLWithPath: reference.path).standardizedFileURL.resolvingSymlinksInPath().path
            guard applied.insert(standardized).inserted else { continue }
            let loaded: OverlayLoadResult
            switch FileReader.read(reference.path) {
            case .success(let bytes):
                loaded = Overlay.load(bytes: bytes, path: reference.path)
            case .failure(let failure):
                let message = failure.message(path: reference.path, noun: "overlay")
                log.error(message, at: reference.listedAt ?? SourceLocation(file: reference.path, line: 1, column: 1))
                continue
            }
            sources.merge(loaded.sources) { first, _ in first }
            log.append(loaded.diagnostics)
            guard let overlay = loaded.overlay else { continue }
            overlay.apply(to: &document, documentPath: documentPath, log: &log, provenance: &provenance)
            order.append(reference.path)
        }
        return (sources, order, provenance)
    }
}

extension DiagnosticLog {
    /// Adds to each error and warning logged from entry `start` on that is about a value an overlay's `update`
    /// brought a note at the place in the document the value was merged into, so the finding points at both.
    mutating func addingOverlayNotes(from start: Int, _ provenance: [OverlayProvenance]) {
        guard !provenance.isEmpty else { return }
        annotate(from: start) { diagnostic in
            provenance.filter { $0.contains(diagnostic.location) }.map { applied in
                Diagnostic(
                    .note,
                    "action \(applied.action) of the overlay merged this into \(applied.targetPath), written here",
                    at: applied.targetLocation
                )
            }
        }
    }
}
