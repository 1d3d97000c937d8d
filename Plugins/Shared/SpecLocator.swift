import Foundation

/// Finds a target's endpoint spec by the documented convention and reads what the plugins need from it.
///
/// Shared by `EndpointGenPlugin` and `GenerateEndpointsCommand` (each plugin links this file).
///
/// The convention, in order:
/// 1. A spec inside the target's directory: a file named `endpoints.json` or ending in `.endpoints.json`.
///    More than one is ambiguous and fails the build.
/// 2. Otherwise `spec/<name>.json` at the package root, where `<name>` is the target's name with a trailing
///    `API` or `Client` removed, lowercased: target `CatalogAPI` uses `spec/catalog.json`.
struct SpecLocator {
    /// A problem that stops the plugin, phrased as what to do about it.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let packageDirectory: URL
    let targetName: String
    let targetDirectory: URL

    // MARK: Finding the spec

    /// The spec's URL, or a ``Failure`` explaining the convention when there is none or more than one.
    func specURL() throws -> URL {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: targetDirectory.path)) ?? []
        let local = files.filter { $0 == "endpoints.json" || $0.hasSuffix(".endpoints.json") }.sorted()
        if local.count > 1 {
            let names = local.map { "'\($0)'" }.joined(separator: ", ")
            throw Failure(
                description: """
                    Target '\(targetName)' has more than one endpoint spec (\(names)). \
                    Keep exactly one 'endpoints.json' or '*.endpoints.json' file in the target's directory.
                    """
            )
        }
        if let name = local.first { return targetDirectory.appendingPathComponent(name) }
        let packageSpec = packageDirectory.appendingPathComponent("spec/\(Self.conventionalName(targetName)).json")
        if FileManager.default.fileExists(atPath: packageSpec.path) { return packageSpec }
        throw Failure(
            description: """
                No endpoint spec found for target '\(targetName)'. Add 'endpoints.json' to \
                '\(targetDirectory.path)', or 'spec/\(Self.conventionalName(targetName)).json' at the package root \
                (see docs/spec-format.md).
                """
        )
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

    // MARK: Reading what the layout needs

    /// The API name and how many models and endpoints the spec declares: exactly what decides the generated file
    /// names. An unreadable spec yields a single-file guess; the generator then reports the real problem.
    static func layoutInputs(of specURL: URL) -> (apiName: String, modelCount: Int, endpointCount: Int) {
        guard let data = try? Data(contentsOf: specURL),
            let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return ("API", 0, 0) }
        let name = root["name"] as? String ?? "API"
        let models = (root["models"] as? [String: Any])?.count ?? 0
        let endpoints = (root["endpoints"] as? [String: Any])?.count ?? 0
        return (name, models, endpoints)
    }

    /// The file names the generator writes for the spec at `specURL`.
    static func generatedFileNames(for specURL: URL) -> [String] {
        let inputs = layoutInputs(of: specURL)
        return OutputLayout.fileNames(
            apiName: inputs.apiName,
            modelCount: inputs.modelCount,
            endpointCount: inputs.endpointCount
        )
    }
}
