import Foundation
import PackagePlugin

/// Generates a typed client from a target's endpoint spec on every build where the spec (or the generator) changed.
///
/// Apply it to a target with `plugins: [.plugin(name: "EndpointGenPlugin", package: "EndpointKit")]`; the spec is
/// found by the convention described in ``SpecLocator``. Every generated file is declared as an output, so an
/// unchanged spec does not run the generator again, and the files compile in parallel.
@main
struct EndpointGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        let locator = SpecLocator(
            packageDirectory: context.package.directoryURL,
            targetName: target.name,
            targetDirectory: sourceTarget.directoryURL
        )
        let specURL = try locator.specURL()
        let tool = try context.tool(named: "endpoint-gen")
        let outputDirectory = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedSources")
        let outputFiles = SpecLocator.generatedFileNames(for: specURL).map {
            outputDirectory.appendingPathComponent($0)
        }
        return [
            .buildCommand(
                displayName: "Generating \(target.name) client from \(specURL.lastPathComponent)",
                executable: tool.url,
                arguments: ["generate", specURL.path, "--output", outputDirectory.path],
                inputFiles: [specURL, tool.url],
                outputFiles: outputFiles
            )
        ]
    }
}
