/// The one way into EndpointKit: reads an input once, decides once what it is, and returns a validated ``Spec``
/// with every diagnostic located in the file the user wrote.
///
/// ```swift
/// let result = SpecLoader.standard.load(fileAt: "openapi.json")  // EndpointOpenAPI adds `standard`
/// ```
///
/// The stages: the bytes are read once (``FileReader``); ``InputKind/detect(_:fileName:)`` decides their syntax and
/// format (the build plugin's file planner runs the same code); the syntax's parser builds located nodes; the
/// spec format is decoded here, any other format by the ``SpecImporter`` registered for it; and the resulting
/// spec is validated. Another syntax (YAML) plugs in as a parser producing the same nodes, another format as an
/// importer. Between parsing and decoding, every `$ref` to another file is resolved and merged into one document
/// (``ReferenceBundler``, confined to the entry spec's directory), each file read once and added to
/// ``SpecLoadResult/sources``; a diagnostic in a referenced file has the chain of references as notes.
public struct SpecLoader: Sendable {
    /// The importers for formats other than the spec format, by format.
    public private(set) var importers: [InputFormat: any SpecImporter] = [:]
    /// How files that a spec refers to are read, by real path (tests count the reads; the fuzz target serves them
    /// from memory).
    package var readFile: SpecFileReader = FileReader.read

    /// A loader for the spec format and every format `importers` read (a later importer for the same format
    /// replaces an earlier one).
    public init(importers: [any SpecImporter] = []) {
        for importer in importers { self.importers[importer.format] = importer }
    }

    // MARK: - Loading

    /// Reads the file at `path` and loads it; a missing or unreadable file becomes an error at `path:1:1`.
    ///
    /// - Parameters:
    ///   - format: The format to read the file as; `nil` detects it.
    ///   - configuration: Applied to the spec before it is validated (``GeneratorConfiguration``); its `overlays`
    ///     apply to the document before `overlays`.
    ///   - overlays: Paths of OpenAPI Overlay files (``Overlay``) applied, in order, to the document as bundled,
    ///     before it is imported or decoded.
    public func load(
        fileAt path: String,
        as format: InputFormat? = nil,
        configuration: GeneratorConfiguration? = nil,
        overlays: [String] = []
    ) -> SpecLoadResult {
        switch FileReader.read(path) {
        case .success(let bytes):
            return load(bytes: bytes, path: path, as: format, configuration: configuration, overlays: overlays)
        case .failure(let error):
            let location = SourceLocation(file: path, line: 1, column: 1)
            let noun = format == .openAPI ? "the OpenAPI document" : "spec file"
            let message = error.message(path: path, noun: noun)
            return SpecLoadResult(spec: nil, diagnostics: [Diagnostic(.error, message, at: location)])
        }
    }

    /// Loads `bytes`, the contents of the file at `path` (used in every location).
    ///
    /// Never throws and never traps: truncated, malformed or invalid UTF-8 input becomes a located error.
    ///
    /// - Parameters:
    ///   - format: The format to read the bytes as; `nil` detects it.
    ///   - configuration: Applied to the spec before it is validated (``GeneratorConfiguration``); its `overlays`
    ///     apply to the document before `overlays`.
    ///   - overlays: Paths of OpenAPI Overlay files applied, in order, to the document as bundled.
    public func load(
        bytes: [UInt8],
        path: String,
        as format: InputFormat? = nil,
        configuration: GeneratorConfiguration? = nil,
        overlays: [String] = []
    ) -> SpecLoadResult {
        let read = readDocument(bytes: bytes, path: path, as: format, configuration: configuration, overlays: overlays)
        let kind = read.kind
        var log = read.log
        let importStart = log.count
        var spec: Spec?
        var specDocument: (@Sendable () -> SpecValue)?
        if let root = read.root {
            if kind.format != .endpointSpec, let importer = importers[kind.format] {
                let imported = importer.importSpec(from: root, path: path)
                spec = Self.validate(imported, path: path, configuration: configuration, log: &log)
                specDocument = imported.specDocument
            } else {
                // Without an importer for the format, the decoder says what the document is and how to convert it.
                spec = Self.decode(root, path: path, configuration: configuration, log: &log)
            }
        }
        if let checked = spec, !log.hasErrors { spec = checked.checkingPagination(log: &log) }
        log.addingOverlayNotes(from: importStart, read.provenance)
        let usable = log.hasErrors ? nil : spec
        return SpecLoadResult(
            spec: usable,
            diagnostics: read.bundler.addingReferenceNotes(to: log.sortedDiagnostics),
            kind: kind,
            sources: read.sources,
            specDocument: usable == nil ? nil : specDocument
        )
    }

    /// The document in `bytes` as the importer or decoder reads it: parsed, bundled (``ReferenceBundler``) and
    /// overlaid (the configuration's overlays, then `overlays`). Its `root` is `nil` when it cannot be parsed or a
    /// reference cannot be followed or an overlay has errors: what is left would only add confusing errors.
    func readDocument(
        bytes: [UInt8],
        path: String,
        as format: InputFormat?,
        configuration: GeneratorConfiguration?,
        overlays: [String]
    ) -> ReadDocument {
        var kind = InputKind.detect(bytes, fileName: Self.fileName(of: path))
        if let format { kind.format = format }
        let parsed: JSONParseResult
        switch kind.syntax {
        case .json: parsed = JSONParser.parse(bytes, file: path)
        case .yaml: parsed = YAMLParser.parse(bytes, file: path)
        }
        var read = ReadDocument(
            kind: kind,
            log: parsed.log,
            bundler: ReferenceBundler(
                format: kind.format,
                entryPath: path,
                entryBytes: bytes,
                limits: configuration?.referenceLimits ?? .standard,
                read: readFile
            )
        )
        guard let parsedRoot = parsed.root else { return read }
        // Without a reference that can name another file (the JSON parser tells), there is nothing to bundle.
        var root = parsed.mayReferToOtherFiles ? read.bundler.bundle(parsedRoot) : parsedRoot
        read.log.append(contentsOf: read.bundler.log)
        guard !read.bundler.log.hasErrors else { return read }
        let references =
            (configuration?.overlayPaths ?? []).map { OverlayReference(path: $0.value, listedAt: $0.location) }
            + overlays.map { OverlayReference(path: $0, listedAt: nil) }
        var overlayLog = DiagnosticLog()
        (read.overlaySources, read.overlays, read.provenance) = Self.applyOverlays(
            references,
            to: &root,
            documentPath: path,
            log: &overlayLog
        )
        read.log.append(contentsOf: overlayLog)
        guard !overlayLog.hasErrors else { return read }
        read.root = root
        return read
    }

    // MARK: - Spec format only

    /// Loads `text`, the contents of the spec file at `path`, with a loader that reads only the spec format.
    public static func load(text: [UInt8], path: String) -> SpecLoadResult {
        SpecLoader().load(bytes: text, path: path)
    }

    /// Reads the file at `path` and loads it with a loader that reads only the spec format.
    public static func load(fileAt path: String) -> SpecLoadResult {
        SpecLoader().load(fileAt: path)
    }

    // MARK: - Stages

    /// Decodes a spec-format document and validates it once: as configured when a configuration applies to a
    /// cleanly decoded spec (what is generated is what is checked), else as written (with every name the text
    /// declares, so a broken spec gets the validator's findings too).
    private static func decode(
        _ root: JSONNode,
        path: String,
        configuration: GeneratorConfiguration?,
        log: inout DiagnosticLog
    ) -> Spec? {
        var decoder = SpecDecoder()
        let spec = decoder.decodeSpec(root, path: path)
        log.append(contentsOf: decoder.log)
        guard let spec else { return nil }
        if let configuration, !configuration.isEmpty, !log.hasErrors {
            var sourceMap = decoder.sourceMap
            let configured = configuration.applied(to: spec, log: &log, sourceMap: &sourceMap)
            return validate(configured, sourceMap: sourceMap, origin: .written, log: &log)
        }
        var validator = SpecValidator(
            spec: spec,
            declaredModels: decoder.declaredModels,
            declaredEndpoints: decoder.declaredEndpoints,
            declaredSecuritySchemes: decoder.declaredSecuritySchemes,
            references: decoder.references,
            sourceMap: decoder.sourceMap
        )
        validator.validate()
        log.append(contentsOf: validator.log)
        return spec
    }

    /// Validates the spec an importer built like a hand-written one.
    private static func validate(
        _ imported: SpecImport,
        path: String,
        configuration: GeneratorConfiguration?,
        log: inout DiagnosticLog
    ) -> Spec? {
        log.append(imported.diagnostics)
        guard var spec = imported.spec, !log.hasErrors else { return nil }
        spec.sourcePath = path
        var sourceMap = SpecSourceMap()
        if let configuration { spec = configuration.applied(to: spec, log: &log, sourceMap: &sourceMap) }
        return validate(spec, sourceMap: sourceMap, origin: .imported, log: &log)
    }

    /// Validates a spec built in memory (imported, or changed by a configuration); `nil` after any error.
    /// `sourceMap` is the decoder's for a configured spec-format spec, so its findings keep their locations.
    private static func validate(
        _ spec: Spec,
        sourceMap: SpecSourceMap = SpecSourceMap(),
        origin: SpecValidator.Origin,
        log: inout DiagnosticLog
    ) -> Spec? {
        guard !log.hasErrors else { return nil }
        var validator = SpecValidator(importedSpec: spec, sourceMap: sourceMap, origin: origin)
        validator.validate()
        log.append(contentsOf: validator.log)
        return spec
    }

    /// The last component of `path`.
    static func fileName(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }
}

extension SpecLoader {
    /// The key under which an OpenAPI operation's response included from another file
    /// (`$ref: responses/existing_vpc.yml`) records the name the reference gives it (`existing_vpc`): the file's
    /// name, or the pointer's last token. The importer names the response's types by it.
    public static let openAPIReferenceNameKey = "x-endpointkit-reference-name"
}
