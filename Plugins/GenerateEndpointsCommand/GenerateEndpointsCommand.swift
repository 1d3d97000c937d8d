import PackagePlugin

/// Placeholder command plugin; replaced by the real one.
@main
struct GenerateEndpointsCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {}
}
