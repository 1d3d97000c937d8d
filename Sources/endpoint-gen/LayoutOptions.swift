import EndpointCodegen
import EndpointSpec

/// Explicit layout options of `generate`, passed by the build plugin so that the files it declares and the files
/// written always agree; each one left `nil` comes from the spec.
struct LayoutOptions: Equatable {
    var filePrefix: String?
    var endpointFiles: Int?
    var modelFiles: Int?

    /// The plan for `spec`: the spec's default, overridden by every option given.
    func plan(for spec: Spec) -> OutputLayout.Plan {
        let defaults = CodeGenerator.defaultPlan(for: spec)
        return OutputLayout.Plan(
            filePrefix: filePrefix ?? defaults.filePrefix,
            endpointFiles: endpointFiles ?? defaults.endpointFiles,
            modelFiles: modelFiles ?? defaults.modelFiles
        )
    }
}
