/// The names a spec's configuration file may have, shared by `endpoint-gen` and the build plugins (which compile
/// this file in through a symlink, so both find the same file).
///
/// For a spec `api.openapi.yaml` the candidates are, in order, `api.openapi.endpointkit.json` (`.yaml`, `.yml`)
/// — a configuration for that spec only — and then `endpointkit.json` (`.yaml`, `.yml`) for any spec in the
/// directory. The first level with a file wins; two files on the same level are ambiguous, an error.
public enum ConfigurationFileNames {
    /// The file name extensions a configuration may have, in order.
    public static let extensions = ["json", "yaml", "yml"]

    /// The candidate names next to the spec named `specFileName`, most specific level first, each level in
    /// ``extensions`` order.
    public static func candidates(forSpecNamed specFileName: String) -> [[String]] {
        var stem = Substring(specFileName)
        if let dot = stem.lastIndex(of: "."), dot != stem.startIndex { stem = stem[..<dot] }
        return [
            extensions.map { "\(stem).endpointkit.\($0)" },
            extensions.map { "endpointkit.\($0)" },
        ]
    }

    /// The names of the configuration files next to the spec named `specFileName`: those of the first level where
    /// `exists` finds any (``candidates(forSpecNamed:)``) — none, one, or several when that level is ambiguous.
    public static func found(forSpecNamed specFileName: String, exists: (String) -> Bool) -> [String] {
        for level in candidates(forSpecNamed: specFileName) {
            let found = level.filter(exists)
            if !found.isEmpty { return found }
        }
        return []
    }
}
