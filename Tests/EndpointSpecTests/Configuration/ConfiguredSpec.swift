@testable import EndpointSpec

/// Loads specs with a configuration given as text, as ``SpecLoader`` loads them from files.
enum ConfiguredSpec {
    /// Loads `spec` (spec format, YAML, as `shop.yaml`) configured by `configuration` (YAML, as `endpointkit.yaml`).
    static func load(_ configuration: String, spec: String) -> SpecLoadResult {
        let configured = ConfigurationFile.load(bytes: Array(configuration.utf8), path: "endpointkit.yaml")
        guard let decoded = configured.configuration else {
            return SpecLoadResult(spec: nil, diagnostics: configured.diagnostics)
        }
        return SpecLoader().load(bytes: Array(spec.utf8), path: "shop.yaml", configuration: decoded)
    }

    /// The diagnostics of `result` as `file:line:column: severity: message` lines.
    static func messages(_ result: SpecLoadResult) -> [String] { result.diagnostics.map(\.description) }
}
