import PackagePlugin

/// Placeholder build-tool plugin; replaced by the real one.
@main
struct EndpointGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] { [] }
}
