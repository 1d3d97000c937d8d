import Foundation
import PackagePlugin

/// `swift package generate-endpoints [--target NAME …]`: writes each target's generated client into
/// `Sources/<Target>/Generated/` so it can be reviewed and committed.
///
/// Without `--target`, every source target that has a spec (by the ``SpecLocator`` convention) is generated.
/// Use either this command or the build-tool plugin on a target, not both, or the types are declared twice.
@main
struct GenerateEndpointsCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let requested = extractor.extractOption(named: "target")
        if let unknown = extractor.remainingArguments.first {
            throw SpecLocator.Failure(
                description: "Unknown argument '\(unknown)'. Usage: swift package generate-endpoints [--target NAME]"
            )
        }
        let candidates = context.package.targets.compactMap { $0 as? SourceModuleTarget }
        let selected = requested.isEmpty ? candidates : candidates.filter { requested.contains($0.name) }
        for name in requested where !candidates.contains(where: { $0.name == name }) {
            throw SpecLocator.Failure(description: "No source target named '\(name)' in this package.")
        }
        let tool = try context.tool(named: "endpoint-gen")
        var generatedAny = false
        for target in selected {
            let locator = SpecLocator(
                packageDirectory: context.package.directoryURL,
                targetName: target.name,
                targetDirectory: target.directoryURL
            )
            let specURL: URL
            do {
                specURL = try locator.specURL()
            } catch {
                if requested.isEmpty { continue }  // Only named targets must have a spec.
                throw error
            }
            let outputDirectory = target.directoryURL.appendingPathComponent("Generated")
            try run(tool.url, ["generate", specURL.path, "--output", outputDirectory.path])
            print("Generated \(target.name) client from \(specURL.lastPathComponent) into \(outputDirectory.path)")
            generatedAny = true
        }
        if !generatedAny {
            throw SpecLocator.Failure(
                description: "No target has an endpoint spec. See docs/spec-format.md for where to put one."
            )
        }
    }

    private func run(_ executable: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw SpecLocator.Failure(
                description: "endpoint-gen failed (exit \(process.terminationStatus)); its diagnostics are above."
            )
        }
    }
}
