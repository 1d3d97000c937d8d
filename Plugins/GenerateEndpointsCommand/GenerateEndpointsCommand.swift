import Foundation
import PackagePlugin

/// `swift package generate-endpoints [--target NAME …]`: writes each target's generated client into
/// `Sources/<Target>/Generated/` so it can be reviewed and committed.
///
/// Without `--target`, every source target that has a spec (by the ``SpecLocator`` convention) is generated.
/// Use either this command or the build-tool plugin on a target, not both, or the types are declared twice.
/// In an Xcode project it is the project's context menu command "GenerateEndpointsCommand"; it writes next to
/// each target's spec.
@main
struct GenerateEndpointsCommand: CommandPlugin {
    /// One target the command may generate: its name, how to find its spec, and where its sources go.
    struct Candidate {
        let name: String
        let locator: SpecLocator
        /// The folder that receives `Generated/`, given the spec's URL.
        let outputDirectory: (URL) -> URL
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let candidates = context.package.targets.compactMap { $0 as? SourceModuleTarget }.map { target in
            Candidate(
                name: target.name,
                locator: SpecLocator(
                    packageDirectory: context.package.directoryURL,
                    targetName: target.name,
                    targetDirectory: target.directoryURL
                ),
                outputDirectory: { _ in target.directoryURL }
            )
        }
        try Self.generate(
            arguments: arguments,
            candidates: candidates,
            tool: try context.tool(named: "endpoint-gen").url
        )
    }

    /// Generates every selected candidate (all that have a spec without `--target`, else exactly those named).
    static func generate(arguments: [String], candidates: [Candidate], tool: URL) throws {
        var extractor = ArgumentExtractor(arguments)
        let requested = extractor.extractOption(named: "target")
        if let unknown = extractor.remainingArguments.first {
            throw SpecLocator.Failure(
                description: "Unknown argument '\(unknown)'. Usage: swift package generate-endpoints [--target NAME]"
            )
        }
        for name in requested where !candidates.contains(where: { $0.name == name }) {
            throw SpecLocator.Failure(description: "No source target named '\(name)' in this package.")
        }
        let selected = requested.isEmpty ? candidates : candidates.filter { requested.contains($0.name) }
        var generatedAny = false
        for candidate in selected {
            let specURL: URL
            do {
                specURL = try candidate.locator.specURL()
            } catch {
                if requested.isEmpty { continue }  // Only named targets must have a spec.
                throw error
            }
            let outputDirectory = candidate.outputDirectory(specURL).appendingPathComponent("Generated")
            // A configuration naming the document applies to it wherever it is.
            let configuration = try candidate.locator.configurationURL(forLocated: specURL).map {
                ["--config", $0.path]
            }
            try run(tool, ["generate", specURL.path, "--output", outputDirectory.path] + (configuration ?? []))
            print("Generated \(candidate.name) client from \(specURL.lastPathComponent) into \(outputDirectory.path)")
            generatedAny = true
        }
        if !generatedAny {
            throw SpecLocator.Failure(
                description: "No target has an endpoint spec. See docs/spec-format.md for where to put one."
            )
        }
    }

    private static func run(_ executable: URL, _ arguments: [String]) throws {
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

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    // MARK: - Xcode projects

    extension GenerateEndpointsCommand: XcodeCommandPlugin {
        /// Generates each Xcode target that has a spec among its input files, writing `Generated/` next to the spec.
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            let candidates = context.xcodeProject.targets.map { target in
                Candidate(
                    name: target.displayName,
                    locator: SpecLocator(
                        packageDirectory: context.xcodeProject.directoryURL,
                        targetName: target.displayName,
                        targetDescription: "the input files of Xcode target '\(target.displayName)'",
                        candidateFiles: target.inputFiles.map(\.url)
                    ),
                    outputDirectory: { $0.deletingLastPathComponent() }
                )
            }
            try Self.generate(
                arguments: arguments,
                candidates: candidates,
                tool: try context.tool(named: "endpoint-gen").url
            )
        }
    }
#endif
