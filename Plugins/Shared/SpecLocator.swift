import Foundation

/// Finds a target's endpoint spec by the documented convention and reads what the plugins need from it.
///
/// Shared by `EndpointGenPlugin` and `GenerateEndpointsCommand` (each plugin links this file).
///
/// The convention, in order:
/// 1. A spec among the target's files (directly inside a package target's directory; among an Xcode target's
///    input files): a file named `endpoints.EXT` or ending in `.endpoints.EXT`, or an OpenAPI 3.0/3.1 document
///    named `openapi.EXT` or ending in `.openapi.EXT` (imported on the fly), where `EXT` is `json`, `yaml` or
///    `yml`. More than one is ambiguous and fails the build.
/// 2. Otherwise a configuration `endpointkit.EXT` among the target's files whose `document` names the entry file
///    of the description, relative to the configuration (a multi-file OpenAPI description keeps its published
///    name: `document: DigitalOcean-public.v2.yaml`); that configuration applies.
/// 3. Otherwise `spec/<name>.EXT` at the package (or Xcode project) root, where `<name>` is the target's name
///    with a trailing `API` or `Client` removed, lowercased: target `CatalogAPI` uses `spec/catalog.json` (or
///    `spec/catalog.yaml`, `spec/catalog.yml`; more than one of them is ambiguous).
struct SpecLocator {
    /// A problem that stops the plugin, phrased as what to do about it.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The package's (or Xcode project's) root directory, where `spec/<name>.json` is looked for.
    let packageDirectory: URL
    let targetName: String
    /// Where the target's own files are, named in messages.
    let targetDescription: String
    /// The target's files that may be its spec: every file of its directory, or an Xcode target's input files.
    let candidateFiles: [URL]

    /// Locates the spec of a package target, looking at the files directly inside `targetDirectory`.
    init(packageDirectory: URL, targetName: String, targetDirectory: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: targetDirectory.path)) ?? []
        self.init(
            packageDirectory: packageDirectory,
            targetName: targetName,
            targetDescription: "'\(targetDirectory.path)'",
            candidateFiles: names.map { targetDirectory.appendingPathComponent($0) }
        )
    }

    /// Locates the spec among `candidateFiles` (an Xcode target's input files, say), falling back to
    /// `spec/<name>.json` under `packageDirectory`.
    init(packageDirectory: URL, targetName: String, targetDescription: String, candidateFiles: [URL]) {
        self.packageDirectory = packageDirectory
        self.targetName = targetName
        self.targetDescription = targetDescription
        self.candidateFiles = candidateFiles
    }

    // MARK: Finding the spec

    /// The spec's URL, or a ``Failure`` explaining the convention when there is none or more than one.
    func specURL() throws -> URL {
        let local = candidateFiles.filter { Self.isSpecFileName($0.lastPathComponent) }
            .sorted { $0.path < $1.path }
        if local.count > 1 {
            let names = local.map { "'\($0.lastPathComponent)'" }.joined(separator: ", ")
            throw Failure(
                description: """
                    Target '\(targetName)' has more than one endpoint spec (\(names)). \
                    Keep exactly one 'endpoints.json', '*.endpoints.json', 'openapi.json' or '*.openapi.json' file \
                    (or its '.yaml' or '.yml' twin) among the target's files.
                    """
            )
        }
        if let spec = local.first { return spec }
        if let named = try namedDocument() { return named.document }
        let name = Self.conventionalName(targetName)
        let packageSpecs = InputFormat.fileExtensions.map {
            packageDirectory.appendingPathComponent("spec/\(name).\($0)")
        }
        .filter { FileManager.default.fileExists(atPath: $0.path) }
        if packageSpecs.count > 1 {
            let names = packageSpecs.map { "'spec/\($0.lastPathComponent)'" }.joined(separator: ", ")
            throw Failure(
                description: """
                    Target '\(targetName)' has more than one endpoint spec (\(names)). Keep exactly one of them.
                    """
            )
        }
        if let spec = packageSpecs.first { return spec }
        throw Failure(
            description: """
                No endpoint spec found for target '\(targetName)'. Add to \(targetDescription) a spec \
                'endpoints.json' or '<name>.endpoints.json', an OpenAPI document 'openapi.json' or \
                '<name>.openapi.json' (each also '.yaml' or '.yml'), or a configuration 'endpointkit.yaml' whose \
                'document' names the entry file of an OpenAPI description ('document: DigitalOcean-public.v2.yaml'); \
                or add 'spec/\(name).json' or 'spec/\(name).yaml' at the package root (see docs/spec-format.md and \
                docs/openapi.md).
                """
        )
    }

    /// The configuration among the target's files (`endpointkit.json`, `.yaml` or `.yml`) whose `document` names
    /// the description's entry file, and that file; `nil` when no such configuration names one, a ``Failure``
    /// when two do, or when the file it names does not exist.
    func namedDocument() throws -> (document: URL, configuration: URL)? {
        let configurations = candidateFiles.filter {
            ConfigurationFileNames.extensions.map { "endpointkit.\($0)" }.contains($0.lastPathComponent)
        }
        .sorted { $0.path < $1.path }
        let named: [(document: URL, configuration: URL)] = configurations.compactMap { configuration in
            guard let data = try? Data(contentsOf: configuration) else { return nil }
            let bytes = [UInt8](data)
            let outline = InputSyntax.detect(bytes, fileName: configuration.lastPathComponent).outline(of: bytes)
            guard let document = outline.value(at: ["document"]).flatMap(outline.string(at:)), !document.isEmpty
            else { return nil }
            let url =
                document.hasPrefix("/")
                ? URL(fileURLWithPath: document)
                : configuration.deletingLastPathComponent().appendingPathComponent(document).standardizedFileURL
            return (url, configuration)
        }
        if named.count > 1 {
            let names = named.map { "'\($0.configuration.lastPathComponent)'" }.joined(separator: ", ")
            throw Failure(
                description: "Target '\(targetName)' has more than one configuration naming a 'document' (\(names)). "
                    + "Keep one of them."
            )
        }
        guard let found = named.first else { return nil }
        guard FileManager.default.fileExists(atPath: found.document.path) else {
            throw Failure(
                description: "The configuration '\(found.configuration.path)' names the document "
                    + "'\(found.document.path)', which does not exist. Name the description's entry file, relative "
                    + "to the configuration."
            )
        }
        return found
    }

    /// The configuration of the spec at `specURL` the locator found: the one naming it as its `document`, else
    /// the one beside it (``configurationURL(for:)``).
    func configurationURL(forLocated specURL: URL) throws -> URL? {
        if let named = try namedDocument(), named.document == specURL { return named.configuration }
        return try Self.configurationURL(for: specURL)
    }

    /// Whether a file in a target's directory is a spec: `endpoints.EXT`, `*.endpoints.EXT`, `openapi.EXT` or
    /// `*.openapi.EXT`, where `EXT` is `json`, `yaml` or `yml`.
    static func isSpecFileName(_ name: String) -> Bool {
        InputFormat.isEndpointSpecFileName(name) || InputFormat.isOpenAPIFileName(name)
    }

    /// `CatalogAPI` → `catalog`, `WeatherClient` → `weather`, `Store` → `store`.
    static func conventionalName(_ targetName: String) -> String {
        var name = targetName
        for suffix in ["API", "Client"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        return name.lowercased()
    }

    // MARK: Finding the configuration

    /// The configuration file of the spec at `specURL` (``ConfigurationFileNames``: `<spec>.endpointkit.json`,
    /// else `endpointkit.json`, or their YAML twins), `nil` without one; two on the same level fail the build.
    static func configurationURL(for specURL: URL) throws -> URL? {
        let directory = specURL.deletingLastPathComponent()
        let found = ConfigurationFileNames.found(forSpecNamed: specURL.lastPathComponent) {
            FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path)
        }
        if found.count > 1 {
            let names = found.map { "'\($0)'" }.joined(separator: " and ")
            throw Failure(
                description: """
                    The spec '\(specURL.lastPathComponent)' has more than one configuration file (\(names)). \
                    Keep one of them.
                    """
            )
        }
        return found.first.map { directory.appendingPathComponent($0) }
    }

    // MARK: Finding the overlays

    /// The overlay files applied to the spec at `specURL`, to declare as inputs so that editing one regenerates:
    /// those its configuration lists under `overlays` (relative to the configuration file, found in its text by
    /// ``OverlayFileNames/listed(in:at:)``) and `<spec>.overlay.yaml` (`.yml`, `.json`) next to it. The generator
    /// finds the same files itself and reports any problem with them.
    static func overlayURLs(for specURL: URL, configurationURL: URL?) -> [URL] {
        var urls: [URL] = []
        if let configurationURL, let data = try? Data(contentsOf: configurationURL) {
            let bytes = [UInt8](data)
            let outline = InputSyntax.detect(bytes, fileName: configurationURL.lastPathComponent).outline(of: bytes)
            if let position = outline.value(at: ["overlays"]) {
                let directory = configurationURL.deletingLastPathComponent()
                for name in OverlayFileNames.listed(in: bytes, at: position) {
                    urls.append(
                        name.hasPrefix("/")
                            ? URL(fileURLWithPath: name) : directory.appendingPathComponent(name).standardizedFileURL
                    )
                }
            }
        }
        let directory = specURL.deletingLastPathComponent()
        for name in OverlayFileNames.candidates(forDocumentNamed: specURL.lastPathComponent)
        where FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path) {
            urls.append(directory.appendingPathComponent(name))
        }
        return urls
    }

    // MARK: Planning the output

    /// The layout the generator must follow for the spec at `specURL`, computed before generation runs so the
    /// plugin can declare every output file.
    ///
    /// What the file is comes from ``InputKind/detect(_:fileName:)``, the same code `SpecLoader` decides with
    /// (this plugin compiles it in through a symlink), so the planner and the generator never disagree. Counts come
    /// from the document's outline (``JSONOutline``, ``YAMLOutline``), without parsing it: `models`/`endpoints` for
    /// a spec; `components.schemas` and the operations under `paths` for an OpenAPI document (whose inline schemas
    /// may add models: they simply share the planned files). A section or path item written as `{ $ref: FILE }`
    /// counts what that file holds. An unreadable spec yields a one-file plan; the generator then reports the real
    /// problem with its location.
    ///
    /// An OpenAPI document over several files may keep its schemas only in the files its paths refer to (the entry
    /// lists none), so counting the entry's `components.schemas` would plan one model file for a thousand models.
    /// Rather than parse the document, the plan also estimates the models from the size of the files it refers to
    /// (`referencedFiles`, ``ReferencedFiles/inputs(of:)`` when `nil`): one per ``referencedBytesPerModel``. The
    /// estimate only sets how many files there are; the generator spreads whatever it generates over them by cost,
    /// leaving a file empty (a comment) when there are fewer models than planned — after a configuration's filter,
    /// say. A single-file document refers to no files, so its plan is its count alone.
    static func plan(
        for specURL: URL,
        configurationURL: URL? = nil,
        referencedFiles: [URL]? = nil
    ) -> OutputLayout.Plan {
        var plan = documentPlan(for: specURL, referencedFiles: referencedFiles)
        // A configuration's `name` names the files as it names the API.
        if let configurationURL, let data = try? Data(contentsOf: configurationURL) {
            let bytes = [UInt8](data)
            let outline = InputSyntax.detect(bytes, fileName: configurationURL.lastPathComponent).outline(of: bytes)
            if let name = outline.value(at: ["name"]).flatMap(outline.string(at:)), !name.isEmpty {
                plan.filePrefix = OutputLayout.filePrefix(apiName: name)
            }
        }
        return plan
    }

    /// The layout for the spec at `specURL` as its document names and counts it.
    private static func documentPlan(for specURL: URL, referencedFiles: [URL]?) -> OutputLayout.Plan {
        guard let data = try? Data(contentsOf: specURL) else {
            return OutputLayout.Plan(apiName: "API", modelCount: 0, endpointCount: 0)
        }
        let bytes = [UInt8](data)
        let kind = InputKind.detect(bytes, fileName: specURL.lastPathComponent)
        let outline = kind.syntax.outline(of: bytes)
        func string(_ keys: String...) -> String? { outline.value(at: keys).flatMap(outline.string(at:)) }
        switch kind.format {
        case .endpointSpec:
            return OutputLayout.Plan(
                apiName: string("name") ?? "API",
                modelCount: memberCount(at: ["models"], in: outline, of: specURL),
                endpointCount: memberCount(at: ["endpoints"], in: outline, of: specURL)
            )
        case .openAPI:
            let methods: Set<String> = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]
            let operations = outline.value(at: ["paths"]).map { paths in
                outline.members(ofObjectAt: paths).reduce(0) { total, item in
                    // A path item in another file (`$ref: paths/users.yaml`) counts the operations written there.
                    let (itemOutline, position) = followed(item.value, in: outline, of: specURL)
                    return total + itemOutline.members(ofObjectAt: position).count { methods.contains($0.key) }
                }
            }
            let referencedBytes = (referencedFiles ?? ReferencedFiles.inputs(of: specURL)).reduce(0) { total, url in
                let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size]) as? NSNumber
                return total + (size?.intValue ?? 0)
            }
            return OutputLayout.Plan(
                apiName: string("info", "title").map(APITitle.shortName) ?? "API",
                modelCount: max(
                    memberCount(at: ["components", "schemas"], in: outline, of: specURL),
                    referencedBytes / referencedBytesPerModel
                ),
                endpointCount: operations ?? 0
            )
        }
    }

    /// How many bytes of referenced files a planned model stands for (see
    /// ``plan(for:configurationURL:referencedFiles:)``): a little under what a model and its share of the operations
    /// that use it take in a split YAML document. Google's Compute API (`googleapis.com__compute_v1.yaml`, 658
    /// operations) split one file per schema and per path item by `scripts/split-openapi.py` refers to 3.18 MB
    /// for 911 generated types, 3.5 KB each. Erring low only makes more, smaller shards, which cost a clean build
    /// little and an incremental one less.
    static let referencedBytesPerModel = 3_000

    /// How many members the mapping at `keys` has, following it into another file when it is written as
    /// `{ $ref: FILE }` (a section of a spec split over several files).
    private static func memberCount(at keys: [String], in outline: any DocumentOutline, of fileURL: URL) -> Int {
        guard let position = outline.value(at: keys) else { return 0 }
        let (target, targetPosition) = followed(position, in: outline, of: fileURL)
        return target.members(ofObjectAt: targetPosition).count
    }

    /// The mapping at `position`, or, when it is `{ $ref: FILE }` naming a whole readable file inside the spec's
    /// directory, that file's root.
    private static func followed(
        _ position: Int,
        in outline: any DocumentOutline,
        of fileURL: URL
    ) -> (any DocumentOutline, Int) {
        let root = fileURL.deletingLastPathComponent().resolvingSymlinksInPath().standardizedFileURL.path + "/"
        guard let reference = outline.member("$ref", ofObjectAt: position).flatMap(outline.string(at:)),
            !reference.contains("#"), let url = ReferencedFiles.resolve(reference, from: fileURL),
            url.resolvingSymlinksInPath().standardizedFileURL.path.hasPrefix(root),
            let data = try? Data(contentsOf: url)
        else { return (outline, position) }
        let bytes = [UInt8](data)
        let target = InputSyntax.detect(bytes, fileName: url.lastPathComponent).outline(of: bytes)
        guard let targetRoot = target.root else { return (outline, position) }
        return (target, targetRoot)
    }

    /// The `endpoint-gen generate` arguments that make it write exactly `plan.fileNames` into `outputDirectory`.
    ///
    /// The configuration is passed explicitly (`--config FILE`, or `--no-config`), so the generator applies exactly
    /// the file the plugin declared as an input.
    static func generateArguments(
        specURL: URL,
        outputDirectory: URL,
        plan: OutputLayout.Plan,
        configurationURL: URL? = nil
    ) -> [String] {
        [
            "generate", specURL.path, "--output", outputDirectory.path,
            "--file-prefix", plan.filePrefix,
            "--endpoint-files", String(plan.endpointFiles),
            "--model-files", String(plan.modelFiles),
        ] + (configurationURL.map { ["--config", $0.path] } ?? ["--no-config"])
    }
}
