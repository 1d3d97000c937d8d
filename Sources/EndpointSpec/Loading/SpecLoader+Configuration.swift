// MARK: - Configured loading

extension SpecLoader {
    /// Reads the configuration file at `configurationPath` (none when `nil`), then loads the spec at `path` with
    /// it; the configuration's diagnostics come first, and its text is among the result's sources.
    ///
    /// - Parameters:
    ///   - format: The format to read the spec as; `nil` detects it.
    ///   - overlays: Overlay files applied to the document after the configuration's `overlays`.
    public func load(
        fileAt path: String,
        as format: InputFormat? = nil,
        configurationAt configurationPath: String?,
        overlays: [String] = []
    ) -> SpecLoadResult {
        guard let configurationPath else { return load(fileAt: path, as: format, overlays: overlays) }
        let configured = ConfigurationFile.load(fileAt: configurationPath)
        guard let configuration = configured.configuration else {
            return SpecLoadResult(spec: nil, diagnostics: configured.diagnostics, sources: configured.sources)
        }
        var result = load(fileAt: path, as: format, configuration: configuration, overlays: overlays)
        result.diagnostics = configured.diagnostics + result.diagnostics
        result.sources.merge(configured.sources) { spec, _ in spec }
        return result
    }
}
