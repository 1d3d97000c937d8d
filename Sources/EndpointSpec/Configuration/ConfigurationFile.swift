import Foundation

/// Finds and reads a spec's configuration file (``GeneratorConfiguration``).
public enum ConfigurationFile {
    /// What reading a configuration file produced.
    public struct LoadResult: Sendable {
        /// The configuration, or `nil` when the file has errors.
        public var configuration: GeneratorConfiguration?
        /// Every problem, located in the file.
        public var diagnostics: [Diagnostic]
        /// The file's bytes by path, for excerpts in rendered diagnostics.
        public var sources: [String: [UInt8]]
    }

    // MARK: - Finding

    /// Two configuration files on the same level (``ConfigurationFileNames``): which one applies is unclear.
    public struct Ambiguity: Error, Sendable {
        /// The error, at the spec.
        public var diagnostic: Diagnostic
    }

    /// The configuration file of the spec at `specPath` (``ConfigurationFileNames``), `nil` when there is none.
    ///
    /// - Throws: ``Ambiguity`` when two files on the same level exist.
    public static func locate(
        forSpecAt specPath: String,
        fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) throws(Ambiguity) -> String? {
        // The spec's directory as the path writes it (`api/` for `api/shop.yaml`, nothing for `shop.yaml`).
        let fileName = SpecLoader.fileName(of: specPath)
        let directory = String(specPath.dropLast(fileName.count))
        let found = ConfigurationFileNames.found(forSpecNamed: fileName) { fileExists(directory + $0) }
        if found.count > 1 {
            let names = found.map { "'\($0)'" }.joined(separator: " and ")
            let message = "more than one configuration file for this spec (\(names)); keep one of them"
            let location = SourceLocation(file: specPath, line: 1, column: 1)
            throw Ambiguity(diagnostic: Diagnostic(.error, message, at: location))
        }
        return found.first.map { directory + $0 }
    }

    // MARK: - Reading

    /// Reads and decodes the configuration file at `path`; a missing file is an error at `path:1:1`.
    public static func load(fileAt path: String) -> LoadResult {
        switch FileReader.read(path) {
        case .success(let bytes):
            return load(bytes: bytes, path: path)
        case .failure(let error):
            let message = error.message(path: path, noun: "configuration file")
            let diagnostic = Diagnostic(.error, message, at: SourceLocation(file: path, line: 1, column: 1))
            return LoadResult(configuration: nil, diagnostics: [diagnostic], sources: [:])
        }
    }

    /// Decodes `bytes`, the contents of the configuration file at `path` (JSON or YAML, by name or content).
    public static func load(bytes: [UInt8], path: String) -> LoadResult {
        let parsed: JSONParseResult
        switch InputSyntax.detect(bytes, fileName: SpecLoader.fileName(of: path)) {
        case .json: parsed = JSONParser.parse(bytes, file: path)
        case .yaml: parsed = YAMLParser.parse(bytes, file: path)
        }
        var log = parsed.log
        var configuration: GeneratorConfiguration?
        if let root = parsed.root {
            var decoder = SpecDecoder()
            configuration = decoder.decodeConfiguration(root, path: path)
            log.append(contentsOf: decoder.log)
        }
        return LoadResult(
            configuration: log.hasErrors ? nil : configuration,
            diagnostics: log.sortedDiagnostics,
            sources: [path: bytes]
        )
    }
}
