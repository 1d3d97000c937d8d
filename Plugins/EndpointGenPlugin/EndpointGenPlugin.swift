import Foundation
import PackagePlugin

/// Generates a typed client from a target's endpoint spec on every build where the spec, a file it refers to with
/// `$ref`, its configuration or overlays, or the generator changed.
///
/// Apply it to a target with `plugins: [.plugin(name: "EndpointGenPlugin", package: "EndpointKit")]`; the spec is
/// found by the convention described in ``SpecLocator``. Every generated file is declared as an output, so an
/// unchanged spec does not run the generator again, and the files compile in parallel. In an Xcode project the
/// same plugin runs from the target's Build Phases → Run Build Tool Plug-ins (see the README).
@main
struct EndpointGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        let locator = SpecLocator(
            packageDirectory: context.package.directoryURL,
            targetName: target.name,
            targetDirectory: sourceTarget.directoryURL
        )
        return try Self.commands(
            for: locator,
            tool: try context.tool(named: "endpoint-gen").url,
            workDirectory: context.pluginWorkDirectoryURL
        )
    }

    /// The one generation command for the spec `locator` finds, with every planned file declared as an output.
    static func commands(for locator: SpecLocator, tool: URL, workDirectory: URL) throws -> [Command] {
        let specURL = try locator.specURL()
        let configurationURL = try locator.configurationURL(forLocated: specURL)
        let outputDirectory = workDirectory.appendingPathComponent("GeneratedSources")
        let referencedFiles = ReferencedFiles.inputs(of: specURL)
        let plan = SpecLocator.plan(
            for: specURL,
            configurationURL: configurationURL,
            referencedFiles: referencedFiles
        )
        let outputFiles = plan.fileNames.map { outputDirectory.appendingPathComponent($0) }
        return [
            .buildCommand(
                displayName: "Generating \(locator.targetName) client from \(specURL.lastPathComponent)",
                executable: tool,
                arguments: SpecLocator.generateArguments(
                    specURL: specURL,
                    outputDirectory: outputDirectory,
                    plan: plan,
                    configurationURL: configurationURL
                ),
                // Every file the spec refers to, its configuration and its overlays, so that editing one regenerates.
                inputFiles: [specURL, tool] + referencedFiles
                    + (configurationURL.map { [$0] } ?? [])
                    + SpecLocator.overlayURLs(for: specURL, configurationURL: configurationURL),
                outputFiles: outputFiles
            )
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    // MARK: - Xcode projects

    extension EndpointGenPlugin: XcodeBuildToolPlugin {
        /// Generates the client of an Xcode target whose input files include a spec (same naming rules as for
        /// package targets), or whose name maps to `spec/<name>.json` next to the `.xcodeproj`.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let locator = SpecLocator(
                packageDirectory: context.xcodeProject.directoryURL,
                targetName: target.displayName,
                targetDescription: "the input files of Xcode target '\(target.displayName)'",
                candidateFiles: target.inputFiles.map(\.url)
            )
            return try Self.commands(
                for: locator,
                tool: try context.tool(named: "endpoint-gen").url,
                workDirectory: context.pluginWorkDirectoryURL
            )
        }
    }
#endif
